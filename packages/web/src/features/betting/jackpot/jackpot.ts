import { GetJackpot } from '@sideline/protocol';
import type { Jackpot } from '@sideline/protocol';
import type { ApiClient } from '../../../shared/api';

/** The hub as the jackpot uses it (a HubClient fits). */
export interface JackpotHub {
  on(event: string, handler: (...args: unknown[]) => void): () => void;
}

export interface JackpotDeps {
  api: Pick<ApiClient, 'callEnvelope'>;
  hub: JackpotHub;
  matchId: number;
  onError?: (message: string, error: unknown) => void;
}

/** The jackpot total of a match in a list, or null when it has none. */
export function jackpotOf(list: readonly Jackpot[], matchId: number): number | null {
  const hit = list.find((j) => j.MatchId === matchId);
  return hit && Number.isFinite(hit.TotalPrize) ? hit.TotalPrize : null;
}

/** The list of a GetJackpots push (or a GetJackpot answer), leniently: malformed entries are skipped. */
export function readJackpots(payload: unknown): Jackpot[] | null {
  const list = typeof payload === 'object' && payload !== null ? (payload as { Jackpots?: unknown }).Jackpots : undefined;
  if (!Array.isArray(list)) return null;
  return list.filter((j): j is Jackpot => typeof j === 'object' && j !== null
    && Number.isInteger((j as Jackpot).MatchId) && Number.isFinite((j as Jackpot).TotalPrize));
}

export interface JackpotStore {
  subscribe(listener: () => void): () => void;
  /** The room's jackpot total; null while unknown or when the match has none. */
  getSnapshot(): number | null;
  start(): Promise<void>;
  stop(): void;
}

/**
 * The jackpot of one room (chatroom spec section 7: GET /GetJackpot → Result.Jackpots
 * {MatchId, TotalPrize}; section 4: the GetJackpots push): loaded once, then following the push.
 * The handler is registered before the fetch so no push is missed; a push wins over a slower fetch.
 */
export function createJackpot(deps: JackpotDeps): JackpotStore {
  let total: number | null = null;
  let pushed = false;
  let off: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: number | null) => {
    if (next === total) return;
    total = next;
    for (const l of listeners) l();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => total,
    async start() {
      off ??= deps.hub.on('GetJackpots', (payload) => {
        const list = readJackpots(payload);
        if (!list) return;
        pushed = true;
        set(jackpotOf(list, deps.matchId));
      });
      try {
        const env = await deps.api.callEnvelope(GetJackpot, {});
        if (env.Code !== 200 || pushed || off === null) return;
        set(jackpotOf(readJackpots(env.Result) ?? [], deps.matchId));
      } catch (error) {
        deps.onError?.('GetJackpot failed', error);
      }
    },
    stop() {
      off?.();
      off = null;
    },
  };
}
