import { Redis } from 'ioredis';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBroker } from './broker/redis';
import { REDIS_TEST_URL, redisTestBed } from './broker/redis.testing';
import { publish, ROOM, startNode, viewer } from './recovery.testing';
import type { Node } from './recovery.testing';
import { waitFor } from './signalr/testing';

const bed = redisTestBed('recovery');
const nodes: Node[] = [];
const clients: ClientConnection[] = [];
beforeAll(() => bed.ensureReachable());
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  for (const node of nodes.splice(0)) await node.stop();
});
afterAll(() => bed.cleanup());

const redisNode = async (): Promise<Node> => {
  const broker = createRedisBroker({ prefix: bed.prefix, connection: REDIS_TEST_URL, historyTtlSeconds: 300 });
  broker.onError(() => undefined);
  const node = await startNode(broker);
  nodes.push(node);
  return node;
};

describe('recovery on Redis (two nodes)', () => {
  it('a viewer away (left node A, back on node B) gets every missed line, gift and settlement once, in order; Redis keeps them 5 minutes', async () => {
    const a = await redisNode();
    const b = await redisNode();
    const first = await viewer(a.base, null, clients);
    await publish(a, 'MessagePush', 'before');
    await waitFor(() => first.seen.length === 1);
    const position = first.position()!;
    await first.client.stop();

    await publish(a, 'MessagePush', 'goal');
    await publish(b, 'GiftPush', 'rocket');
    await publish(a, 'SettlementPush', 'won 12.50');
    // Redis expires history by its own clock: the key must live the full 5 minutes after the last publication.
    const admin = new Redis(REDIS_TEST_URL);
    const ttl = await admin.pttl(`${bed.prefix}h:${ROOM}`);
    admin.disconnect();
    expect(ttl).toBeGreaterThan(295_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    const back = await viewer(b.base, position, clients);
    expect(back.joined.Recovered).toBe(true);
    await publish(a, 'MessagePush', 'live again');
    await waitFor(() => back.seen.length === 4);
    expect(back.seen).toEqual(['MessagePush:goal', 'GiftPush:rocket', 'SettlementPush:won 12.50', 'MessagePush:live again']);
  });
});
