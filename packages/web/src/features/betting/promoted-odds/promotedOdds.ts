import { CheckAllowPromotedOdds, GetPromotedOdds } from '@sideline/protocol';
import type { ApiClient } from '../../../shared/api';
import type { Clock } from '../../../shared/realtime';
import { initialPromotedState, promotedReducer } from './promotedOddsState';
import type { PromotedEvent, PromotedItem, PromotedScope, PromotedState } from './promotedOddsState';

/** The hub as this feature uses it (a HubClient fits). */
export interface HubEvents {
  on(event: string, handler: (...args: unknown[]) => void): () => void;
}

export interface PromotedOddsDeps {
  api: Pick<ApiClient, 'callEnvelope'>;
  hub: HubEvents;
  clock: Pick<Clock, 'setInterval' | 'clearInterval'> & { now(): number };
  scope: PromotedScope;
  onError?: (message: string, error: unknown) => void;
}

export interface PromotedOddsSnapshot extends PromotedState {
  now: number;
}

/**
 * Promoted odds of one room as a framework-free object: asks POST /Auth/CheckAllowPromotedOdds,
 * then loads POST /GetPromotedOdds, and applies the PushPromotedOdds, CancelPromotedOdds and
 * DeletePromotedOdds hub events (handlers are registered at once so the hub's sequence
 * positions advance even while not allowed). A 1 s tick drives the countdown and hides
 * expired prices.
 */
export interface PromotedOdds {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PromotedOddsSnapshot;
  start(): Promise<void>;
  stop(): void;
  /** Applies an event (tests and the hub handlers). */
  dispatch(event: PromotedEvent): void;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/** Push payload → item without expiry (numbers may arrive as strings through HubId). */
export function toPromotedItem(p: Record<string, unknown>): Omit<PromotedItem, 'expiresAt'> | null {
  if (!p || typeof p !== 'object' || typeof p.MarketKey !== 'string' || typeof p.OddsPrice !== 'number') return null;
  return {
    PromotedOddsId: num(p.PromotedOddsId), MatchId: num(p.MatchId), AnchorId: num(p.AnchorId), Language: String(p.Language ?? ''),
    KeyName: String(p.KeyName ?? ''), Point: typeof p.Point === 'number' ? p.Point : null, OddsPrice: p.OddsPrice,
    BetTypeName: String(p.BetTypeName ?? ''), ShowCategory: num(p.ShowCategory), SportType: num(p.SportType), MarketId: num(p.MarketId),
    BetType: num(p.BetType), MarketKey: p.MarketKey, MilliSecondsRemaining: num(p.MilliSecondsRemaining),
  };
}

export function createPromotedOdds(deps: PromotedOddsDeps): PromotedOdds {
  const { clock, scope } = deps;
  let state: PromotedState = initialPromotedState;
  let snapshot: PromotedOddsSnapshot = { ...state, now: clock.now() };
  let ticker: unknown = null;
  let offs: (() => void)[] = [];
  let running = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    snapshot = { ...state, now: clock.now() };
    for (const l of listeners) l();
  };
  const dispatch = (event: PromotedEvent) => {
    const next = promotedReducer(state, event, scope);
    const changed = next !== state;
    state = next;
    if (state.items.length && ticker === null) ticker = clock.setInterval(() => tick(), 1000);
    if (!state.items.length && ticker !== null) {
      clock.clearInterval(ticker);
      ticker = null;
    }
    if (changed || event.type === 'tick') emit();
  };
  const tick = () => dispatch({ type: 'tick', now: clock.now() });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    dispatch,
    async start() {
      if (running) return;
      running = true;
      offs = [
        deps.hub.on('PushPromotedOdds', (p) => {
          const item = toPromotedItem(p as Record<string, unknown>);
          if (item) dispatch({ type: 'push', item, now: clock.now() });
        }),
        deps.hub.on('CancelPromotedOdds', (p) => {
          const c = p as { MatchId?: unknown; MarketId?: unknown; Language?: unknown; AnchorId?: unknown };
          dispatch({ type: 'cancel', MatchId: c.MatchId === undefined ? undefined : num(c.MatchId), MarketId: num(c.MarketId), Language: String(c.Language ?? ''), AnchorId: num(c.AnchorId) });
        }),
        deps.hub.on('DeletePromotedOdds', (p) => {
          const ids = (p as { MarketIds?: unknown }).MarketIds;
          if (Array.isArray(ids)) dispatch({ type: 'delete', MarketIds: ids.map(num) });
        }),
      ];
      try {
        const allow = await deps.api.callEnvelope(CheckAllowPromotedOdds, {});
        if (!running) return;
        const allowed = allow.Code === 200 && (allow.Result as { IsAllowPromotedOdds: boolean }).IsAllowPromotedOdds === true;
        dispatch({ type: 'allowed', allowed });
        if (!allowed) return;
        const list = await deps.api.callEnvelope(GetPromotedOdds, { MatchId: scope.matchId, Language: scope.language, AnchorId: scope.anchorId });
        if (!running || list.Code !== 200) return;
        const rows = (list.Result as { PromotedOdds: Record<string, unknown>[] }).PromotedOdds;
        const items = rows.map(toPromotedItem).filter((i): i is Omit<PromotedItem, 'expiresAt'> => i !== null);
        // Pushes that arrived while loading stay.
        const pushed = state.items;
        dispatch({ type: 'loaded', items, now: clock.now() });
        for (const p of pushed) if (!state.items.some((i) => i.MarketId === p.MarketId)) dispatch({ type: 'push', item: { ...p, MilliSecondsRemaining: p.expiresAt - clock.now() }, now: clock.now() });
      } catch (error) {
        deps.onError?.('promoted odds load failed', error);
      }
    },
    stop() {
      running = false;
      for (const off of offs) off();
      offs = [];
      if (ticker !== null) clock.clearInterval(ticker);
      ticker = null;
    },
  };
}
