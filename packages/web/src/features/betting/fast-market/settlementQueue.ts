/** A fast-market settlement for this member (PushFastMarketSettlement). */
export interface Settlement {
  Period: string;
  /** SettleAmount, or SettlementPrice when that is what came. */
  amount: number;
  IsShowProfitShareModal: boolean;
  IsShowWishCoinModal: boolean;
}

/** Which pop-up a settlement opens: a positive amount → profit share, else wish coin. */
export type SettlementPopup = 'profit-share' | 'wish-coin';

export interface SettlementQueue {
  current: Settlement | null;
  waiting: readonly Settlement[];
}

export const emptyQueue: SettlementQueue = { current: null, waiting: [] };

export const popupFor = (s: Settlement): SettlementPopup => (s.amount > 0 ? 'profit-share' : 'wish-coin');

/** Settlements are shown one at a time, in arrival order (pure). */
export function settlementReducer(q: SettlementQueue, event: { type: 'push'; settlement: Settlement } | { type: 'done' } | { type: 'clear' }): SettlementQueue {
  switch (event.type) {
    case 'push':
      return q.current ? { ...q, waiting: [...q.waiting, event.settlement] } : { current: event.settlement, waiting: q.waiting };
    case 'done': {
      if (!q.current) return q;
      const [next, ...rest] = q.waiting;
      return { current: next ?? null, waiting: rest };
    }
    case 'clear':
      return emptyQueue;
    default:
      return q;
  }
}

/** The push payload → a settlement, or null when it is not one (numbers may come as strings). */
export function toSettlement(p: unknown): Settlement | null {
  if (!p || typeof p !== 'object') return null;
  const o = p as Record<string, unknown>;
  const raw = o.SettleAmount ?? o.SettlementPrice;
  const amount = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(amount)) return null;
  return {
    Period: String(o.Period ?? ''), amount,
    IsShowProfitShareModal: o.IsShowProfitShareModal === true, IsShowWishCoinModal: o.IsShowWishCoinModal === true,
  };
}
