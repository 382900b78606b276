import type { Clock } from '../../../shared/clock';

/** The web's one clock (shared/clock), as much of it as the timers use, moving only when told to; `advance(ms)` fires every due callback in order. */
export function manualClock(): Pick<Clock, 'setInterval' | 'clearInterval'> & { advance(ms: number): void; readonly active: number } {
  let now = 0;
  let nextId = 0;
  const jobs = new Map<number, { ms: number; due: number; fn: () => void }>();
  return {
    setInterval(fn, ms) {
      const id = nextId++;
      jobs.set(id, { ms, due: now + ms, fn });
      return id;
    },
    clearInterval(handle) {
      jobs.delete(handle as number);
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
