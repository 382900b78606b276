import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@sideline/protocol';
import type { JackpotStore } from './jackpot';
import './jackpot.css';

/**
 * The room's jackpot total ('Jackpot 12,345.00'); nothing while the match has none. It sits in
 * the top-left corner of the video box (`stageSelector`) when the page has one, else in place.
 */
export function JackpotBadge(props: { jackpot: JackpotStore; stageSelector?: string }) {
  const { t } = useTranslation();
  const total = useSyncExternalStore(props.jackpot.subscribe, props.jackpot.getSnapshot, props.jackpot.getSnapshot);
  const [stage, setStage] = useState<HTMLElement | null>(null);
  const { stageSelector } = props;
  useEffect(() => {
    if (total === null || !stageSelector || stage?.isConnected) return;
    setStage(document.querySelector<HTMLElement>(stageSelector));
  }, [total, stage, stageSelector]);
  if (total === null) return null;
  const badge = (
    <p className={`jackpot-badge${stage ? ' jackpot-badge--stage' : ''}`} data-testid="jackpot-badge">
      <span className="jackpot-badge__label">{t('jackpot-prefix')}</span>
      <span className="jackpot-badge__total" data-testid="jackpot-total">{formatAmount(total)}</span>
    </p>
  );
  return stage?.isConnected ? createPortal(badge, stage) : badge;
}
