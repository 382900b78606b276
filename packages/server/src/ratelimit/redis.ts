import { Redis, type RedisOptions } from 'ioredis';
import { createMemoryCounters } from './memory';
import type { CounterStore } from './types';

/** KEYS: the window's counter. ARGV: its lifetime in ms. One round trip, atomic. */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

interface ScriptedRedis {
  sidelineRateHit(key: string, ttlMs: number): Promise<number>;
}

export interface RedisCountersOptions {
  /** `redis://…` URL or ioredis options (as the broker's `connection`). */
  connection: string | RedisOptions;
  /** Prefix of every key (`REDIS_PREFIX`); counters live under `{prefix}rl:`. */
  prefix?: string;
  /** Give up on Redis after this long and count in memory instead (default 250 ms). */
  timeoutMs?: number;
  /** Told once each time Redis stops answering (then the node counts alone until it is back). */
  onError?: (error: Error) => void;
  /** The clock of the memory fallback's windows (tests pin it). */
  now?: () => number;
}

/**
 * Counters shared by every node through Redis (`REDIS_URL`), in the broker's connection style:
 * one ioredis connection, a script defined as a custom command. A limit must never take the
 * service down with it, so the store fails open to this node's own memory counters while Redis
 * is unreachable or slow: commands are not queued while disconnected and each hit waits at most
 * `timeoutMs`.
 */
export function createRedisCounters(options: RedisCountersOptions): CounterStore {
  const prefix = `${options.prefix ?? 'sideline:'}rl:`;
  const timeoutMs = options.timeoutMs ?? 250;
  const base: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2_000 };
  const redis = typeof options.connection === 'string'
    ? new Redis(options.connection, base)
    : new Redis({ ...options.connection, ...base });
  redis.defineCommand('sidelineRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const scripted = redis as unknown as Redis & ScriptedRedis;
  const fallback = createMemoryCounters(options.now);
  let failing = false;
  const report = (error: unknown) => {
    if (failing) return;
    failing = true;
    options.onError?.(error instanceof Error ? error : new Error(String(error)));
  };
  redis.on('error', report);
  // Until the first connection is up, hits wait for it (bounded by the timeout) rather than
  // counting alone; after that a lost connection fails over at once (no offline queue).
  let everReady = false;
  const firstReady = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  redis.on('ready', () => {
    everReady = true;
    failing = false;
  });

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const index = Math.floor(now / windowMs);
      const resetInMs = (index + 1) * windowMs - now;
      let timer: NodeJS.Timeout | undefined;
      try {
        const count = await Promise.race([
          (everReady ? Promise.resolve() : firstReady).then(() => scripted.sidelineRateHit(`${prefix}${key}:${index}`, windowMs + 1_000)),
          new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`Redis rate counter: no answer within ${timeoutMs} ms`)), timeoutMs); }),
        ]);
        failing = false;
        return { count: Number(count), resetInMs };
      } catch (error) {
        report(error);
        return fallback.hit(key, windowMs);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
