import { GetBetCards } from '@sideline/protocol';
import type { BetCard } from '@sideline/protocol';
import type { ApiClient } from '../../../shared/api';
import type { ChatHub } from '../../chat';

import { lineKey } from '../../chat';

export { lineKey };

/** The room a card store serves (GET /BetCards asks for it). */
export interface BetCardScope {
  matchId: number;
  anchorLanguage: string;
  anchorId: number;
  groupName: string;
}

/**
 * The live bet cards of one room (issue 22), by line: GET /BetCards at start (the lines history
 * loaded), then every PushBetCard of the room's group (sequenced: a rejoin replays what was
 * missed). A card only ever moves forward: an answer or push older than what is held (lower
 * Version) is dropped, so a late GET never undoes a push. Listeners are per line, so a change
 * re-renders that line's card only.
 */
export interface BetCards {
  get(key: string): BetCard | null;
  subscribe(key: string, listener: () => void): () => void;
  /** A card as it arrived (push or list); false when it was not newer. */
  apply(card: BetCard): boolean;
  start(): Promise<void>;
  stop(): void;
}

export function createBetCards(deps: {
  api: Pick<ApiClient, 'callEnvelope'>;
  hub: Pick<ChatHub, 'on'>;
  scope: BetCardScope;
  onError?: (message: string, error: unknown) => void;
}): BetCards {
  const cards = new Map<string, BetCard>();
  const listeners = new Map<string, Set<() => void>>();
  let off: (() => void) | null = null;
  let running = false;

  const apply = (card: BetCard): boolean => {
    if (card.MatchId !== deps.scope.matchId) return false;
    const key = lineKey(card.CustomerId, card.Timestamp);
    const held = cards.get(key);
    if (held && held.Version >= card.Version) return false;
    cards.set(key, card);
    for (const l of listeners.get(key) ?? []) l();
    return true;
  };

  return {
    get: (key) => cards.get(key) ?? null,
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(key);
      };
    },
    apply,
    async start() {
      if (running) return;
      running = true;
      off = deps.hub.on('PushBetCard', (card) => {
        if (running) apply(card);
      });
      try {
        const { matchId, anchorLanguage, anchorId, groupName } = deps.scope;
        const env = await deps.api.callEnvelope(GetBetCards, { MatchId: matchId, AnchorLanguage: anchorLanguage, AnchorId: anchorId, GroupName: groupName });
        if (!running || env.Code !== 200 || !env.Result) return;
        for (const card of (env.Result as { Cards: BetCard[] }).Cards) apply(card);
      } catch (error) {
        deps.onError?.('GetBetCards failed', error);
      }
    },
    stop() {
      running = false;
      off?.();
      off = null;
    },
  };
}
