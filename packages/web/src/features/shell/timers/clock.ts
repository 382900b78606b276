/**
 * The clock the timers run on: one owner of setInterval, swapped for a manual clock in tests.
 */
export interface Clock {
  /** Calls `fn` every `ms` milliseconds until the returned function is called. */
  every(ms: number, fn: () => void): () => void;
}

export const realClock: Clock = {
  every(ms, fn) {
    const handle = setInterval(fn, ms);
    return () => clearInterval(handle);
  },
};

/** A clock that only moves when told to; `advance(ms)` fires every due callback in order. */
export function manualClock(): Clock & { advance(ms: number): void; readonly active: number } {
  let now = 0;
  let nextId = 0;
  const jobs = new Map<number, { ms: number; due: number; fn: () => void }>();
  return {
    every(ms, fn) {
      const id = nextId++;
      jobs.set(id, { ms, due: now + ms, fn });
      return () => {
        jobs.delete(id);
      };
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let nextJob: [number, { ms: number; due: number; fn: () => void }] | null = null;
        for (const entry of jobs) if (entry[1].due <= end && (!nextJob || entry[1].due < nextJob[1].due)) nextJob = entry;
        if (!nextJob) break;
        const [, job] = nextJob;
        now = job.due;
        job.due += job.ms;
        job.fn();
      }
      now = end;
    },
    get active() {
      return jobs.size;
    },
  };
}
