import type { SettlementRenderer } from '../../betting';
import type { Settlement, SettlementPopup } from '../../betting';
import { lazyPanel } from '../../../shared/ui/lazyPanel';
import type { BalanceStore } from '../../shell';
import { usePaidContext } from './usePaidContext';

// Opened by a settlement, long after the first chat line: their own chunks (issue 20).
const ProfitShareDialog = lazyPanel(() => import('../profit-share/ProfitShareDialog').then((m) => m.ProfitShareDialog), { fallback: null });
const WishCoinDialog = lazyPanel(() => import('../wish-coin/WishCoinDialog').then((m) => m.WishCoinDialog), { fallback: null });

interface PopupProps { settlement: Settlement; done: () => void; balances: BalanceStore }

/** The profit-share pop-up of one winning settlement, paid from the room's currency. */
function ProfitSharePopup({ settlement, done, balances }: PopupProps) {
  const ctx = usePaidContext(balances);
  return <ProfitShareDialog open onClose={done} settleAmount={settlement.amount} ctx={ctx} balances={balances} currencyId={ctx.room.currencyId} />;
}

/** The wish-coin pop-up of one settlement without a win. */
function WishCoinPopup({ done, balances }: PopupProps) {
  const ctx = usePaidContext(balances);
  return <WishCoinDialog open onClose={done} ctx={ctx} balances={balances} currencyId={ctx.room.currencyId} />;
}

/**
 * The fast market's settlement pop-ups over the page's wallet (schedule spec section 8): a
 * positive settlement opens features/profit-share's dialog, otherwise features/wish-coin's
 * (`SettlementPopups` picks the kind). The renderers run inside the chat room (BettingHost),
 * where the paid context is known; closing or a successful send shows the next settlement.
 */
export function settlementRenderers(balances: BalanceStore): Record<SettlementPopup, SettlementRenderer> {
  return {
    'profit-share': (settlement, done) => <ProfitSharePopup key={settlement.Period} settlement={settlement} done={done} balances={balances} />,
    'wish-coin': (settlement, done) => <WishCoinPopup key={settlement.Period} settlement={settlement} done={done} balances={balances} />,
  };
}
