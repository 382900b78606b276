/**
 * "Show this lucky box" requests (a lucky-box chat line was activated): the gift panel turns to
 * the lucky-box tab in the box's currency, and the list brings the box into view and focuses
 * its buy button, then consumes the request. Framework-free; one per page (GiftParts).
 */
export interface LuckyBoxFocusRequest {
  luckyBoxId: number;
  currencyId: number;
  /** Increases with every request, so asking for the same box again is a new request. */
  seq: number;
}

export interface LuckyBoxFocus {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LuckyBoxFocusRequest | null;
  request(luckyBoxId: number, currencyId: number): void;
  /** Drops the request if it is still `seq` (the list has shown it). */
  consume(seq: number): void;
}

export function createLuckyBoxFocus(): LuckyBoxFocus {
  let current: LuckyBoxFocusRequest | null = null;
  let seq = 0;
  const listeners = new Set<() => void>();
  const set = (next: LuckyBoxFocusRequest | null) => {
    current = next;
    for (const l of listeners) l();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    request(luckyBoxId, currencyId) {
      seq += 1;
      set({ luckyBoxId, currencyId, seq });
    },
    consume(done) {
      if (current?.seq === done) set(null);
    },
  };
}
