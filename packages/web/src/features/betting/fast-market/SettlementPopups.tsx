import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { amountText } from '../odds';
import type { FastMarket } from './fastMarket';
import { popupFor } from './settlementQueue';
import type { Settlement, SettlementPopup } from './settlementQueue';

/** Renders the pop-up of one settlement; `done` shows the next one. */
export type SettlementRenderer = (settlement: Settlement, done: () => void) => ReactNode;

/**
 * Shows the fast-market settlements one at a time, in order: a positive amount opens the
 * profit-share pop-up, otherwise the wish-coin pop-up (the pages pass the two pop-ups of
 * features/profit-share and features/wish-coin). Without a renderer for the kind, a settlement
 * result dialog shows the period and amount (a win titled "You won …" first).
 */
export function SettlementPopups(props: { fastMarket: FastMarket; renderers?: Partial<Record<SettlementPopup, SettlementRenderer>> }) {
  const { t } = useTranslation();
  const fm = props.fastMarket;
  const s = useSyncExternalStore(fm.subscribe, fm.getSnapshot, fm.getSnapshot);
  const current = s.settlements.current;
  if (!current) return null;
  const kind = popupFor(current);
  const done = () => fm.settlementDone();
  const render = props.renderers?.[kind];
  // `display: contents`: the marker box takes no space, so it is as visible as the pop-up it holds.
  if (render) return <div data-testid={`settlement-${kind}`} data-period={current.Period} style={{ display: 'contents' }}>{render(current, done)}</div>;
  return (
    <Dialog open title={kind === 'profit-share' ? t('profit-share-you-won', { amount: amountText(current.amount) }) : t('wish-coin')} closeLabel={t('close')} onClose={done}
      actions={<button type="button" className="btn btn--primary" onClick={done}>{t('ok')}</button>}>
      <div data-testid={`settlement-${kind}`} data-period={current.Period}>
        <p>{t('settlement')} #{current.Period}</p>
        <p>{t('settle-amount')}: <strong data-testid="settlement-amount">{amountText(current.amount)}</strong></p>
      </div>
    </Dialog>
  );
}
