/** What a batch of arrivals is announced as: how many arrived since the last announcement, and the newest. */
export interface AnnouncementBatch<T> {
  count: number;
  latest: T;
}

export interface BatchedAnnouncer<T> {
  /** Something new arrived. */
  push(item: T): void;
  /** Stops the pending announcement. */
  dispose(): void;
}

/**
 * Batches arrivals into announcements at most one per `intervalMs`: the first arrival after a
 * quiet interval is announced at once, the rest of a burst together when the interval is up
 * (200 messages a second make one announcement every interval, never one each).
 */
export function createBatchedAnnouncer<T>(options: {
  intervalMs: number;
  announce: (batch: AnnouncementBatch<T>) => void;
  now?: () => number;
}): BatchedAnnouncer<T> {
  const now = options.now ?? (() => Date.now());
  let lastAt = Number.NEGATIVE_INFINITY;
  let count = 0;
  let latest: T | undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (count === 0) return;
    const batch = { count, latest: latest as T };
    count = 0;
    latest = undefined;
    lastAt = now();
    options.announce(batch);
  };

  return {
    push(item) {
      count += 1;
      latest = item;
      if (timer !== null) return;
      const wait = lastAt + options.intervalMs - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      count = 0;
    },
  };
}
