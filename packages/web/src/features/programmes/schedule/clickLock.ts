import { CARD_CLICK_LOCK_MS } from '@sideline/protocol';

/**
 * The card click lock (spec section 4): at most one open per 2 s across the list; on top of
 * that an entertainment card stays locked while it is opening (released by `release`).
 * `now` is injected so tests control time.
 */
export interface ClickLock {
  /** True (and the lock taken) when a click may proceed now. */
  tryAcquire(): boolean;
  /** Marks an opening in progress; clicks are refused until `release`. */
  hold(): void;
  release(): void;
}

export function createClickLock(now: () => number = Date.now, lockMs: number = CARD_CLICK_LOCK_MS): ClickLock {
  let last = Number.NEGATIVE_INFINITY;
  let holding = false;
  return {
    tryAcquire() {
      const t = now();
      if (holding || t - last < lockMs) return false;
      last = t;
      return true;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
    },
  };
}
