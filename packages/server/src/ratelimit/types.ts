/**
 * Counters of the rate limits: fixed windows, one counter per key and window, shared by every
 * node when they share the store (Redis), else per process (memory).
 */
export interface CounterStore {
  /**
   * Counts one hit on `key` in the current window of `windowMs` and answers the count so far
   * in this window (this hit included) and the milliseconds until the window ends.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}

/** The classes of calls with their own per-member limit. */
export type CallClass = 'call' | 'chat' | 'paid';

/** Limits per window (`windowSeconds`); 0 means no limit of that kind. */
export interface RateLimitConfig {
  /** `RATE_LIMIT` (default on): off → no HTTP limit (hub limits stay). */
  enabled: boolean;
  /** `RATE_LIMIT_WINDOW_S` (default 10). */
  windowSeconds: number;
  /** Per member (the token's customer) per window, by class of call. */
  member: Record<CallClass, number>;
  /**
   * Per client address per window: every API call, the calls that mint tokens, and the
   * Operator-Key calls (counted before the key is checked, so guessing it is throttled too).
   */
  ip: { all: number; login: number; operator: number };
  /**
   * `HUB_INVOCATION_LIMIT`: hub invocations one connection may send per window; above it they
   * are answered with an error, above twice it the connection is closed.
   */
  hubInvocations: number;
}
