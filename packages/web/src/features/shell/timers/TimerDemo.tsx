import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../../shared/clock';
import { TimerCard } from './TimerCard';
import { createTimerStore } from './timerStore';
import { TimerStoreProvider, useTimerEnd } from './useTimers';
import './timers.css';

/** The demo's set-up (schedule spec "Timer demo page"). */
export const TIMER_DEMO = {
  sharedId: 'shared',
  sharedInitial: 60,
  cards: [
    { start: 30, reset: 45 },
    { start: 60, reset: 90 },
  ],
  independentId: 'independent',
  independentAutoStart: 45,
  independentStart: 20,
  independentReset: 15,
} as const;

function EndMessages() {
  const { t } = useTranslation();
  const [ended, setEnded] = useState<{ id: string; n: number }[]>([]);
  useTimerEnd((id) => setEnded((list) => [{ id, n: (list[0]?.n ?? 0) + 1 }, ...list].slice(0, 5)));
  return (
    <div className="timer-demo__messages" role="status" aria-live="polite">
      {ended.map((e) => (
        <p key={e.n} className="notice notice--success">{t('timer-ended', { id: e.id })}</p>
      ))}
    </div>
  );
}

/**
 * Three countdown timers: two cards share the id 'shared' (start 30 s or 60 s, reset 45 s or
 * 90 s, initially 60 s); one independent timer auto-starts at 45 s, starts at 20 s and resets
 * to 15 s. A message shows when a timer ends.
 */
export function TimerDemo(props: { clock?: Pick<Clock, 'setInterval' | 'clearInterval'> }) {
  const { t } = useTranslation();
  const [store] = useState(() => {
    const s = createTimerStore({ clock: props.clock });
    s.ensure(TIMER_DEMO.sharedId, TIMER_DEMO.sharedInitial);
    s.ensure(TIMER_DEMO.independentId, TIMER_DEMO.independentAutoStart);
    return s;
  });
  useEffect(() => {
    store.start(TIMER_DEMO.independentId, TIMER_DEMO.independentAutoStart);
    return () => store.dispose();
  }, [store]);
  return (
    <TimerStoreProvider store={store}>
      <p className="timer-demo__explain">{t('timer-explain')}</p>
      <div className="timer-demo__grid">
        {TIMER_DEMO.cards.map((c) => (
          <TimerCard key={c.start} id={TIMER_DEMO.sharedId} shared startSeconds={c.start} resetSeconds={c.reset} />
        ))}
        <TimerCard
          id={TIMER_DEMO.independentId}
          shared={false}
          startSeconds={TIMER_DEMO.independentStart}
          resetSeconds={TIMER_DEMO.independentReset}
        />
      </div>
      <EndMessages />
    </TimerStoreProvider>
  );
}
