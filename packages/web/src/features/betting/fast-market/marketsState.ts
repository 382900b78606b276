import { FAST_MARKET_ARROW_MS, OddsDirection, fastMarketGoalType, fastMarketSelectionName } from '@sideline/protocol';
import type { FastMarketGoalType } from '@sideline/protocol';
import type { FastMarket, FastMarketMessage } from '@sideline/protocol';

/** A selection with its arrow (up or down for 3 s after an odds change). */
export interface SelectionView {
  key: string;
  keyName: string;
  point: number | null;
  oddsPrice: number;
  direction: OddsDirection | null;
  /** Epoch ms when the arrow goes. */
  arrowUntil: number;
}

export interface MarketView {
  marketId: number;
  betTypeName: string;
  /** The goal type its option keys share (±2 goal … ±128 penalty, schedule spec section 9): it names the market; null outside the mapping. */
  goalType: FastMarketGoalType | null;
  selections: readonly SelectionView[];
}

export interface MarketsState {
  /** Ordered by marketId; the first one is displayed. */
  markets: readonly MarketView[];
}

export const initialMarkets: MarketsState = { markets: [] };

/** The goal type of a market: the one every option key maps to, else null. */
export function marketGoalType(selections: readonly { key: string }[]): FastMarketGoalType | null {
  const types = new Set(selections.map((s) => fastMarketGoalType(s.key)));
  const [only] = [...types];
  return types.size === 1 && only !== undefined ? only : null;
}

const toView = (m: FastMarket, before: MarketView | undefined, now: number): MarketView => ({
  marketId: m.marketId,
  betTypeName: m.betTypeName,
  goalType: marketGoalType(m.selections),
  selections: m.selections.map((raw) => {
    // Options are named by the goal-type key mapping (schedule spec section 9), else as sent.
    const s = { ...raw, keyName: fastMarketSelectionName(raw.key) ?? raw.keyName };
    const prev = before?.selections.find((p) => p.key === s.key);
    if (prev && prev.oddsPrice !== s.oddsPrice) {
      return { ...s, direction: s.oddsPrice > prev.oddsPrice ? OddsDirection.Up : OddsDirection.Down, arrowUntil: now + FAST_MARKET_ARROW_MS };
    }
    return { ...s, direction: prev?.direction ?? null, arrowUntil: prev?.arrowUntil ?? 0 };
  }),
});

/**
 * Applies one SSE message `{ add, change, remove }`, pure: adds and changes replace the market
 * (a changed price gets an up or down arrow for 3 s), removes drop it; kept ordered by id.
 */
export function applyMarketMessage(state: MarketsState, msg: FastMarketMessage, now: number): MarketsState {
  const byId = new Map(state.markets.map((m) => [m.marketId, m]));
  for (const m of [...msg.add, ...msg.change]) byId.set(m.marketId, toView(m, byId.get(m.marketId), now));
  for (const id of msg.remove) byId.delete(id);
  return { markets: [...byId.values()].sort((a, b) => a.marketId - b.marketId) };
}

/** Drops arrows whose 3 s are over (same object when nothing changed). */
export function expireArrows(state: MarketsState, now: number): MarketsState {
  let changed = false;
  const markets = state.markets.map((m) => {
    if (!m.selections.some((s) => s.direction && s.arrowUntil <= now)) return m;
    changed = true;
    return { ...m, selections: m.selections.map((s) => (s.direction && s.arrowUntil <= now ? { ...s, direction: null } : s)) };
  });
  return changed ? { markets } : state;
}

/** The market shown: the lowest marketId. */
export const displayedMarket = (state: MarketsState): MarketView | null => state.markets[0] ?? null;

export interface ModalState {
  open: boolean;
  /** The member hid the fast market for this session. */
  hiddenForSession: boolean;
  /** Opened by itself (a market arrived or a round ended), not by the member. */
  byItself?: boolean;
}

/**
 * Modal rules on a market change, pure: it opens when the first market is added unless hidden
 * for the session; it also opens when the displayed market is removed, except on horizontal
 * layout or when hidden.
 */
export function modalAfter(modal: ModalState, before: MarketsState, after: MarketsState, horizontal: boolean): ModalState {
  if (modal.hiddenForSession || modal.open) return modal;
  const shown = displayedMarket(before);
  const firstAdded = before.markets.length === 0 && after.markets.length > 0;
  const displayedRemoved = shown !== null && !after.markets.some((m) => m.marketId === shown.marketId);
  if (firstAdded || (displayedRemoved && !horizontal)) return { ...modal, open: true, byItself: true };
  return modal;
}
