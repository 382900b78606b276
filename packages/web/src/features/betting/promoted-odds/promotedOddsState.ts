import type { PromotedOddsCategory } from '@sideline/protocol';

/** One promoted price as the banner needs it (push payload or GetPromotedOdds row). */
export interface PromotedItem {
  PromotedOddsId: number;
  MatchId: number;
  AnchorId: number;
  Language: string;
  KeyName: string;
  Point: number | null;
  OddsPrice: number;
  BetTypeName: string;
  ShowCategory: PromotedOddsCategory | number;
  SportType: number;
  MarketId: number;
  BetType: number;
  MarketKey: string;
  MilliSecondsRemaining: number;
  /** Epoch ms when it hides (arrival + MilliSecondsRemaining). */
  expiresAt: number;
}

/** The room the banner belongs to. */
export interface PromotedScope {
  matchId: number;
  language: string;
  anchorId: number;
}

export interface PromotedState {
  /** CheckAllowPromotedOdds; nothing shows until it says yes. */
  allowed: boolean;
  /** Newest first. */
  items: readonly PromotedItem[];
}

export type PromotedEvent =
  | { type: 'allowed'; allowed: boolean }
  | { type: 'loaded'; items: readonly Omit<PromotedItem, 'expiresAt'>[]; now: number }
  | { type: 'push'; item: Omit<PromotedItem, 'expiresAt'>; now: number }
  | { type: 'cancel'; MatchId?: number; MarketId: number; Language: string; AnchorId: number }
  | { type: 'delete'; MarketIds: readonly number[] }
  | { type: 'tick'; now: number };

export const initialPromotedState: PromotedState = { allowed: false, items: [] };

const sameLanguage = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const inScope = (i: { MatchId: number; Language: string; AnchorId: number }, scope: PromotedScope) =>
  i.MatchId === scope.matchId && sameLanguage(i.Language, scope.language) && i.AnchorId === scope.anchorId;

/**
 * Promoted odds rules (both specs, section 4), pure: shown on a push only when allowed and the
 * match, language and anchor are the page's; hidden after MilliSecondsRemaining (`tick`), on
 * cancel (same market, language and anchor) or on delete (market in the list). A push for a
 * market already shown replaces it.
 */
export function promotedReducer(state: PromotedState, event: PromotedEvent, scope: PromotedScope): PromotedState {
  switch (event.type) {
    case 'allowed':
      return event.allowed === state.allowed ? state : { allowed: event.allowed, items: event.allowed ? state.items : [] };
    case 'loaded': {
      if (!state.allowed) return state;
      const items = event.items.filter((i) => inScope(i, scope) && i.MilliSecondsRemaining > 0)
        .map((i) => ({ ...i, expiresAt: event.now + i.MilliSecondsRemaining }));
      return { ...state, items };
    }
    case 'push': {
      const i = event.item;
      if (!state.allowed || !inScope(i, scope) || i.MilliSecondsRemaining <= 0) return state;
      const rest = state.items.filter((x) => x.MarketId !== i.MarketId && x.PromotedOddsId !== i.PromotedOddsId);
      return { ...state, items: [{ ...i, expiresAt: event.now + i.MilliSecondsRemaining }, ...rest] };
    }
    case 'cancel': {
      if (event.MatchId !== undefined && event.MatchId !== scope.matchId) return state;
      const items = state.items.filter((x) => !(x.MarketId === event.MarketId && sameLanguage(x.Language, event.Language) && x.AnchorId === event.AnchorId));
      return items.length === state.items.length ? state : { ...state, items };
    }
    case 'delete': {
      const gone = new Set(event.MarketIds);
      const items = state.items.filter((x) => !gone.has(x.MarketId));
      return items.length === state.items.length ? state : { ...state, items };
    }
    case 'tick': {
      const items = state.items.filter((x) => x.expiresAt > event.now);
      return items.length === state.items.length ? state : { ...state, items };
    }
    default:
      return state;
  }
}

/** Whole seconds left (rounded up), for the countdown. */
export const secondsLeft = (item: PromotedItem, now: number): number => Math.max(0, Math.ceil((item.expiresAt - now) / 1000));
