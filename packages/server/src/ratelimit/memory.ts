import type { CounterStore } from './types';

/**
 * Counters in this process (one node). Windows are aligned on the clock (`floor(now / window)`),
 * as in the Redis store, so both answer the same `resetInMs`. Finished windows are swept.
 */
export function createMemoryCounters(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; endsAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, c] of counters) if (c.endsAt <= t) counters.delete(key);
  }, 5_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const t = now();
      const index = Math.floor(t / windowMs);
      const endsAt = (index + 1) * windowMs;
      const id = `${key}@${index}`;
      let c = counters.get(id);
      if (!c) {
        c = { count: 0, endsAt };
        counters.set(id, c);
      }
      c.count += 1;
      return { count: c.count, resetInMs: endsAt - t };
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}
