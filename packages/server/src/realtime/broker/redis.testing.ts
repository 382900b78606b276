import { Redis } from 'ioredis';
import { createRedisBroker } from './redis';
import type { Broker, HistoryOptions } from './types';

/** Where the scale suite expects Redis. */
export const REDIS_TEST_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Test helper for the scale suites: a unique key prefix per run, brokers on that prefix, an
 * admin connection to wipe the prefix (simulating Redis restarted empty) and cleanup.
 * `ensureReachable` rejects when Redis is down: the scale suite fails, it never skips.
 */
export function redisTestBed(label: string) {
  const prefix = `sideline-test:${label}:${process.pid}:${Date.now()}:`;
  const admin = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  admin.on('error', () => undefined);
  const brokers: Broker[] = [];

  async function wipe(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await admin.del(...keys);
    } while (cursor !== '0');
  }

  return {
    prefix,
    async ensureReachable(): Promise<void> {
      try {
        await admin.connect();
        const pong = await admin.ping();
        if (pong !== 'PONG') throw new Error(`unexpected reply ${pong}`);
      } catch (error) {
        throw new Error(`Redis is not reachable at ${REDIS_TEST_URL}: the scale suite needs it (${String(error)})`, { cause: error });
      }
    },
    /** A broker node; the caller may also pass its own connections. */
    broker(options: HistoryOptions = {}, clients?: { command: Redis; subscriber: Redis }): Broker {
      const broker = createRedisBroker({ ...options, prefix, connection: REDIS_TEST_URL, clients });
      broker.onError(() => undefined);
      brokers.push(broker);
      return broker;
    },
    wipe,
    async cleanup(): Promise<void> {
      await Promise.allSettled(brokers.map((broker) => broker.close()));
      if (admin.status === 'ready') await wipe();
      admin.disconnect();
    },
  };
}
