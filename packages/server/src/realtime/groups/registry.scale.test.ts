import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_TEST_URL, redisTestBed } from '../broker/redis.testing';
import { createGroupRegistry } from './registry';
import { RecordingSink } from './testing';

/**
 * Many nodes over the Redis broker, at the registry level (each registry is one node; its
 * sinks stand for the node's client connections, parsing frames as a SignalR client would).
 */
const bed = redisTestBed('groups');
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function until(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out');
    await sleep(10);
  }
}

beforeAll(async () => {
  await bed.ensureReachable();
});
afterAll(async () => {
  await bed.cleanup();
});

describe('group fan-out across nodes (Redis broker)', () => {
  it('lets clients on different nodes see each other\u2019s messages, in the same order', async () => {
    const nodeA = createGroupRegistry({ broker: bed.broker() });
    const nodeB = createGroupRegistry({ broker: bed.broker() });
    const onA = [new RecordingSink(), new RecordingSink()];
    const onB = [new RecordingSink(), new RecordingSink()];
    for (const sink of onA) await nodeA.join('match:1', sink);
    for (const sink of onB) await nodeB.join('match:1', sink);
    const sent = await Promise.all(
      range(1, 60).map((i) => (i % 2 ? nodeA : nodeB).publish('match:1', 'MessagePush', [{ Message: `m${i}`, From: i % 2 ? 'A' : 'B' }])),
    );
    expect(sent.map((p) => p.offset).sort((x, y) => x - y)).toEqual(range(1, 60));
    await until(() => [...onA, ...onB].every((sink) => sink.received.length === 60));
    const reference = onA[0].received.map((item) => (item.arguments[0] as { Message: string }).Message);
    expect(new Set(reference).size).toBe(60);
    for (const sink of [...onA, ...onB]) {
      expect(sink.seqs()).toEqual(range(1, 60));
      expect(sink.received.map((item) => (item.arguments[0] as { Message: string }).Message)).toEqual(reference);
    }
    const fromB = onA[0].received.filter((item) => (item.arguments[0] as { From: string }).From === 'B');
    expect(fromB).toHaveLength(30);
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('loses nothing and duplicates nothing when a node dies mid-stream and its clients move to another node', async () => {
    const group = 'match:crash';
    const total = 600;
    const perNode = 25;
    // Node A owns its Redis connections so the test can cut them like a crash would.
    const commandA = new Redis(REDIS_TEST_URL);
    const subscriberA = new Redis(REDIS_TEST_URL);
    const nodeA = createGroupRegistry({ broker: bed.broker({}, { command: commandA, subscriber: subscriberA }) });
    const nodeB = createGroupRegistry({ broker: bed.broker() });
    const publisherNode = createGroupRegistry({ broker: bed.broker() });

    interface Client {
      sinks: RecordingSink[];
      moved: boolean;
      recovered: boolean | null;
    }
    const clientsA: Client[] = [];
    const clientsB: Client[] = [];
    for (let i = 0; i < perNode; i++) {
      const a: Client = { sinks: [new RecordingSink()], moved: false, recovered: null };
      await nodeA.join(group, a.sinks[0]);
      clientsA.push(a);
      const b: Client = { sinks: [new RecordingSink()], moved: false, recovered: null };
      await nodeB.join(group, b.sinks[0]);
      clientsB.push(b);
    }

    let published = 0;
    const publishing = (async () => {
      for (let i = 1; i <= total; i++) {
        await publisherNode.publish(group, 'MessagePush', [{ Message: `m${i}` }]);
        published = i;
        if (i % 20 === 0) await sleep(5);
      }
    })();

    await until(() => published >= 200);
    // Crash node A: its connections vanish mid-stream (its clients stop hearing from it) and
    // its Redis connections are destroyed without a goodbye.
    for (const client of clientsA) client.sinks[0].dead = true;
    commandA.disconnect();
    subscriberA.disconnect();
    const positionsAtCrash = clientsA.map((client) => client.sinks[0].position()?.offset ?? 0);
    expect(Math.max(...positionsAtCrash)).toBeLessThan(total);

    // Its clients reconnect to node B, staggered, while publishing goes on.
    for (const [index, client] of clientsA.entries()) {
      const last = client.sinks[0].position();
      const sink = new RecordingSink();
      client.sinks.push(sink);
      const result = await nodeB.join(group, sink, last);
      client.recovered = result.recovered;
      client.moved = true;
      if (index % 5 === 0) await sleep(3);
    }
    await publishing;
    expect(published).toBe(total);

    const seqsOf = (client: Client): number[] => client.sinks.flatMap((sink) => sink.seqs());
    await until(() => [...clientsA, ...clientsB].every((client) => seqsOf(client).length >= total)).catch((error: unknown) => {
      const summary = [...clientsA, ...clientsB].map((client) => {
        const seqs = seqsOf(client);
        return `${client.moved ? 'moved' : 'stayed'} n=${seqs.length} last=${seqs[seqs.length - 1]} parts=${client.sinks.map((sink) => `${sink.seqs()[0]}..${sink.seqs().at(-1)}`).join(',')} rec=${client.recovered}`;
      });
      throw new Error(`${String(error)}\n${summary.join('\n')}`);
    });
    await sleep(100);
    let lost = 0;
    let duplicated = 0;
    for (const client of [...clientsA, ...clientsB]) {
      const seqs = seqsOf(client);
      const unique = new Set(seqs);
      duplicated += seqs.length - unique.size;
      lost += total - unique.size;
      expect(seqs).toEqual(range(1, total));
    }
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(clientsA.every((client) => client.moved && client.recovered === true)).toBe(true);
    // Some messages really were recovered from history (the crash happened mid-stream).
    expect(clientsA.some((client) => client.sinks[1].seqs()[0] <= Math.max(...positionsAtCrash) + 1)).toBe(true);
    await Promise.all([nodeB.close(), publisherNode.close()]);
  });
});
