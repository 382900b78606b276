/** Opaque timer handle. */
export type TimerHandle = unknown;

/**
 * The web's one clock (STYLE.md item 9): every timeout, interval and reading of the time in
 * code that tests drive goes through it, so tests use a fake clock instead of real waiting.
 * A part takes only what it uses: `Pick<Clock, 'setTimeout' | 'clearTimeout'>`, etc.
 */
export interface Clock {
  /** Milliseconds since the epoch (Date.now() on the system clock). */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Calls `fn` every `ms` milliseconds on `clock` until the returned function is called. */
export function every(clock: Pick<Clock, 'setInterval' | 'clearInterval'>, ms: number, fn: () => void): () => void {
  const handle = clock.setInterval(fn, ms);
  return () => clock.clearInterval(handle);
}
