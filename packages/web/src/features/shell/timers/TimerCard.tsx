import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TimerStatus } from '@sideline/protocol';
import type { TranslationKey } from '../../../shared/i18n/locales';
import { useTimer, useTimerStore } from './useTimers';
import './timers.css';

/** mm:ss of a number of seconds. */
export function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const STATUS_KEY = {
  [TimerStatus.Idle]: 'timer-status-idle',
  [TimerStatus.Running]: 'timer-status-running',
  [TimerStatus.Paused]: 'timer-status-paused',
  [TimerStatus.Ended]: 'timer-status-ended',
} as const satisfies Record<TimerStatus, TranslationKey>;

/**
 * One countdown card: shows timer `id` and drives it with start (startSeconds), pause,
 * resume and reset (resetSeconds). Pause is offered only while running, resume only while paused.
 */
export function TimerCard(props: { id: string; shared: boolean; startSeconds: number; resetSeconds: number }) {
  const { id, startSeconds, resetSeconds } = props;
  const { t } = useTranslation();
  const store = useTimerStore();
  const timer = useTimer(id);
  const headingId = useId();
  const title = props.shared ? t('timer-shared', { id }) : t('timer-independent', { id });
  return (
    <section className="timer-card" aria-labelledby={headingId} data-status={timer.status}>
      <h2 id={headingId} className="timer-card__title">{title}</h2>
      <p className="timer-card__time" aria-label={t('timer-remaining', { seconds: timer.remaining })}>
        <time>{formatSeconds(timer.remaining)}</time>
      </p>
      <p className="timer-card__status">{t(STATUS_KEY[timer.status])}</p>
      <div className="timer-card__actions">
        <button type="button" className="btn btn--primary" onClick={() => store.start(id, startSeconds)}>
          {t('timer-start-seconds', { seconds: startSeconds })}
        </button>
        <button type="button" className="btn" disabled={timer.status !== TimerStatus.Running} onClick={() => store.pause(id)}>
          {t('timer-pause')}
        </button>
        <button type="button" className="btn" disabled={timer.status !== TimerStatus.Paused} onClick={() => store.resume(id)}>
          {t('timer-resume')}
        </button>
        <button type="button" className="btn" onClick={() => store.reset(id, resetSeconds)}>
          {t('timer-reset-seconds', { seconds: resetSeconds })}
        </button>
      </div>
    </section>
  );
}
