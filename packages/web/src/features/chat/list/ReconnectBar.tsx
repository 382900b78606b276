import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconnectNotice, ReconnectPhase } from './reconnectNotice';

const hidden = (): ReconnectPhase => 'hidden';
const noop = () => () => {};

/**
 * The chat's connection bar (issue 17 item 7): "Reconnecting…" while a lost connection lasts
 * (after 2 s), "Reconnected — chat history reloaded" briefly when the gap could not be replayed.
 * A polite status region that is always there, so screen readers hear it change.
 */
export function ReconnectBar(props: { notice: ReconnectNotice | null }) {
  const { t } = useTranslation();
  const { notice } = props;
  const phase = useSyncExternalStore(notice?.subscribe ?? noop, notice?.getSnapshot ?? hidden, notice?.getSnapshot ?? hidden);
  return (
    <div role="status" aria-live="polite" className={`chat-reconnect${phase === 'hidden' ? '' : ` chat-reconnect--${phase}`}`} data-testid="chat-reconnect" data-phase={phase}>
      {phase === 'reconnecting' && t('chat-reconnecting')}
      {phase === 'reloaded' && t('chat-history-reloaded')}
    </div>
  );
}
