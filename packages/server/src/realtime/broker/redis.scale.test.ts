import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerContract } from './broker.contract';
import { REDIS_TEST_URL, redisTestBed } from './redis.testing';
import type { Publication } from './types';

const bed = redisTestBed('broker');

beforeAll(async () => {
  await bed.ensureReachable();
});
afterAll(async () => {
  await bed.cleanup();
});

brokerContract('redis', {
  create: async (options) => bed.broker(options),
  createPeer: async (options) => bed.broker(options),
  loseState: () => bed.wipe(),
});

describe('redis broker', () => {
  it('resubscribes after its subscriber connection drops and tells the subscription to check history', async () => {
    const command = new Redis(REDIS_TEST_URL);
    const subscriber = new Redis(REDIS_TEST_URL);
    // Only this connection is cut (other suites may share the Redis server).
    const subscriberId = (await subscriber.client('ID')) as number;
    const node = bed.broker({}, { command, subscriber });
    const publisher = bed.broker();
    const channel = `resub-${Date.now()}`;
    const seen: Publication[] = [];
    let resubscribed = 0;
    await node.subscribe(channel, (p) => seen.push(p), () => resubscribed++);
    await publisher.publish(channel, 'before');
    await waitFor(() => seen.length === 1);
    // Kill the subscriber's socket from the server side, as a network cut would.
    const admin = new Redis(REDIS_TEST_URL);
    expect(Number(await admin.client('KILL', 'ID', String(subscriberId)))).toBe(1);
    await waitFor(() => resubscribed === 1);
    await publisher.publish(channel, 'after');
    await waitFor(() => seen.length === 2);
    expect(seen.map((p) => [p.offset, p.data])).toEqual([
      [1, 'before'],
      [2, 'after'],
    ]);
    admin.disconnect();
  });

  it('reports connection errors to onError instead of crashing', async () => {
    const { createRedisBroker } = await import('./redis');
    const broker = createRedisBroker({
      connection: { port: 1, host: '127.0.0.1', lazyConnect: false, maxRetriesPerRequest: 0, retryStrategy: () => null },
      prefix: bed.prefix,
    });
    const errors: Error[] = [];
    broker.onError((error) => errors.push(error));
    await expect(broker.publish('x', 'y')).rejects.toThrow();
    await waitFor(() => errors.length > 0);
    await broker.close();
  });
});

async function waitFor(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
