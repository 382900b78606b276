import { describe, expect, it, vi } from 'vitest';
import { createMemoryBroker } from '../broker/memory';
import type { Broker, Publication, PublicationHandler } from '../broker/types';
import { createGroupRegistry, SLOW_CONSUMER_ERROR, STREAM_RESET_ERROR } from './registry';
import { RecordingSink } from './testing';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A memory broker that counts its live subscriptions and its history reads. */
function countingBroker() {
  const memory = createMemoryBroker();
  const counts = { subscriptions: 0, historyReads: 0 };
  const broker: Broker = {
    ...memory,
    history: (channel, since) => (counts.historyReads++, memory.history(channel, since)),
    subscribe: async (channel, handler, onResub) => {
      counts.subscriptions++;
      const stop = await memory.subscribe(channel, handler, onResub);
      return async () => {
        counts.subscriptions--;
        await stop();
      };
    },
  };
  return { broker, counts };
}

describe('GroupRegistry', () => {
  it('serialises a group message once and writes the same frame to every member, with { Seq, Epoch, Group } last', async () => {
    const registry = createGroupRegistry({ broker: createMemoryBroker() });
    const sinks = [new RecordingSink(), new RecordingSink(), new RecordingSink()];
    for (const sink of sinks) await registry.join('match-1', sink);
    let serialisations = 0;
    const message = { toJSON: () => (serialisations++, { Nickname: 'ann', Message: 'goal!' }) };
    const publication = await registry.publish('match-1', 'MessagePush', [message, 7]);
    expect(serialisations).toBe(1);
    expect(publication.offset).toBe(1);
    const frame = sinks[0].frames[0];
    expect(sinks.map((sink) => sink.frames)).toEqual([[frame], [frame], [frame]]);
    expect(JSON.parse(frame.slice(0, -1))).toEqual({
      type: 1,
      target: 'MessagePush',
      arguments: [{ Nickname: 'ann', Message: 'goal!' }, 7, { Seq: 1, Epoch: publication.epoch, Group: 'match-1' }],
    });
    expect(frame.endsWith('\x1e')).toBe(true);
  });

  it('sends plain invocations to unsequenced groups and handles empty argument lists', async () => {
    const registry = createGroupRegistry({ broker: createMemoryBroker(), sequenced: (group) => group.startsWith('chat:') });
    const plain = new RecordingSink();
    const chat = new RecordingSink();
    await registry.join('odds', plain);
    await registry.join('chat:1', chat);
    await registry.publish('odds', 'PushPromotedOdds', []);
    await registry.publish('chat:1', 'CheckChatroomStatus', []);
    expect(plain.frames).toEqual(['{"type":1,"target":"PushPromotedOdds","arguments":[]}\x1e']);
    expect(JSON.parse(chat.frames[0].slice(0, -1)).arguments).toEqual([{ Seq: 1, Epoch: expect.any(String), Group: 'chat:1' }]);
  });

  it('rejects arguments that cannot be serialised instead of throwing synchronously', async () => {
    const registry = createGroupRegistry({ broker: createMemoryBroker() });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(registry.publish('g', 'X', [cyclic])).rejects.toThrow();
    await expect(registry.publish('g', 'X', [undefined as unknown as string])).resolves.toMatchObject({ offset: 1 });
  });

  it('stops delivering after leave and leaveAll, and releases the broker subscription when a group empties', async () => {
    const counting = countingBroker();
    const registry = createGroupRegistry({ broker: counting.broker });
    const a = new RecordingSink();
    const b = new RecordingSink();
    await registry.join('g1', a);
    await registry.join('g2', a);
    await registry.join('g1', b);
    expect(counting.counts.subscriptions).toBe(2);
    registry.leave('g1', a);
    await registry.publish('g1', 'M', [1]);
    expect(a.frames).toHaveLength(0);
    expect(b.frames).toHaveLength(1);
    registry.leaveAll(a);
    expect(registry.groupsOf(a)).toEqual([]);
    await registry.publish('g2', 'M', [2]);
    expect(a.frames).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(counting.counts.subscriptions).toBe(1);
    expect(registry.memberCount('g1')).toBe(1);
    expect(registry.memberCount('g2')).toBe(0);
  });

  it('closes a member whose send buffer passes the limit, and only that one', async () => {
    const registry = createGroupRegistry({ broker: createMemoryBroker(), maxBufferedBytes: 1000 });
    const slow = new RecordingSink();
    slow.growPerFrame = 400;
    const fast = new RecordingSink();
    await registry.join('g', slow);
    await registry.join('g', fast);
    await registry.join('other', slow);
    for (let i = 0; i < 5; i++) await registry.publish('g', 'M', [i]);
    expect(slow.closedWith).toEqual({ error: SLOW_CONSUMER_ERROR, allowReconnect: true });
    expect(slow.frames).toHaveLength(3);
    expect(registry.groupsOf(slow)).toEqual([]);
    expect(fast.seqs()).toEqual(range(1, 5));
  });

  it('recovers exactly the missed messages on rejoin, then continues live', async () => {
    const registry = createGroupRegistry({ broker: createMemoryBroker() });
    const client = new RecordingSink();
    const other = new RecordingSink();
    await registry.join('g', other);
    const first = await registry.join('g', client);
    expect(first.recovered).toBe(false);
    for (let i = 1; i <= 3; i++) await registry.publish('g', 'M', [i]);
    const position = client.position();
    registry.leaveAll(client);
    for (let i = 4; i <= 8; i++) await registry.publish('g', 'M', [i]);
    const again = new RecordingSink();
    again.received.push(...client.received);
    const result = await registry.join('g', again, position);
    expect(result).toEqual({ recovered: true, position: { offset: 8, epoch: position?.epoch } });
    await registry.publish('g', 'M', [9]);
    expect(again.seqs()).toEqual(range(1, 9));
    expect(again.received.map((item) => item.arguments[0])).toEqual(range(1, 9));
  });

  it('serves a rejoin from the node\u2019s recent frames without reading broker history', async () => {
    const counting = countingBroker();
    const registry = createGroupRegistry({ broker: counting.broker, recentFrames: 4 });
    const keeper = new RecordingSink();
    await registry.join('g', keeper);
    for (let i = 1; i <= 6; i++) await registry.publish('g', 'M', [i]);
    const epoch = keeper.position()?.epoch ?? '';
    const near = new RecordingSink();
    expect((await registry.join('g', near, { offset: 2, epoch })).recovered).toBe(true);
    expect(near.seqs()).toEqual([3, 4, 5, 6]);
    expect(near.frames).toEqual(keeper.frames.slice(2));
    expect(counting.counts.historyReads).toBe(0);
    const far = new RecordingSink();
    expect((await registry.join('g', far, { offset: 1, epoch })).recovered).toBe(true);
    expect(far.seqs()).toEqual([2, 3, 4, 5, 6]);
    expect(counting.counts.historyReads).toBe(1);
  });

  it('keeps an emptied group subscribed for its linger: viewers who all dropped rejoin from memory, and it is released after', async () => {
    const counting = countingBroker();
    const registry = createGroupRegistry({ broker: counting.broker, emptyLingerMs: 200 });
    const viewers = [new RecordingSink(), new RecordingSink()];
    for (const viewer of viewers) await registry.join('g', viewer);
    await registry.publish('g', 'M', [1]);
    const epoch = viewers[0]!.position()!.epoch;
    // Everyone drops; the room goes on without them.
    for (const viewer of viewers) registry.leaveAll(viewer);
    await registry.publish('g', 'M', [2]);
    await registry.publish('g', 'M', [3]);
    expect(counting.counts.subscriptions).toBe(1);
    // They rejoin within the linger: what they missed comes from this node's memory.
    const back = [new RecordingSink(), new RecordingSink()];
    for (const viewer of back) expect(await registry.join('g', viewer, { offset: 1, epoch })).toEqual({ recovered: true, position: { offset: 3, epoch } });
    expect(back.map((viewer) => viewer.seqs())).toEqual([[2, 3], [2, 3]]);
    expect(counting.counts.historyReads).toBe(0);
    // Gone for good: released once the linger has passed.
    for (const viewer of back) registry.leaveAll(viewer);
    await vi.waitFor(() => expect(counting.counts.subscriptions).toBe(0), { timeout: 5_000 });
    await registry.close();
  });

  it('answers recovered:false when history cannot serve the position', async () => {
    const registry = createGroupRegistry({ broker: createMemoryBroker({ historySize: 3 }), recentFrames: 0 });
    const keeper = new RecordingSink();
    await registry.join('g', keeper);
    for (let i = 1; i <= 10; i++) await registry.publish('g', 'M', [i]);
    const epoch = keeper.position()?.epoch ?? '';
    const late = new RecordingSink();
    expect(await registry.join('g', late, { offset: 2, epoch })).toEqual({ recovered: false, position: { offset: 10, epoch } });
    expect(late.frames).toHaveLength(0);
    const foreign = new RecordingSink();
    expect((await registry.join('g', foreign, { offset: 9, epoch: 'other-epoch' })).recovered).toBe(false);
    const future = new RecordingSink();
    expect((await registry.join('g', future, { offset: 99, epoch })).recovered).toBe(false);
    await registry.publish('g', 'M', [11]);
    expect([late, foreign, future].map((sink) => sink.seqs())).toEqual([[11], [11], [11]]);
  });

  it('fills a gap in broker delivery from history, in order', async () => {
    const memory = createMemoryBroker();
    const dropOffsets = new Set([3, 4]);
    const lossy: Broker = {
      ...memory,
      subscribe: (channel, handler: PublicationHandler, onResub) =>
        memory.subscribe(channel, (p: Publication) => {
          if (!dropOffsets.has(p.offset)) handler(p);
        }, onResub),
    };
    const registry = createGroupRegistry({ broker: lossy });
    const sink = new RecordingSink();
    await registry.join('g', sink);
    for (let i = 1; i <= 6; i++) await registry.publish('g', 'M', [i]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sink.seqs()).toEqual(range(1, 6));
  });

  it('closes members with reconnect allowed when a gap cannot be filled', async () => {
    const memory = createMemoryBroker({ historySize: 1 });
    const lossy: Broker = {
      ...memory,
      subscribe: (channel, handler: PublicationHandler, onResub) =>
        memory.subscribe(channel, (p: Publication) => {
          if (p.offset !== 2 && p.offset !== 3) handler(p);
        }, onResub),
    };
    const registry = createGroupRegistry({ broker: lossy });
    const sink = new RecordingSink();
    await registry.join('g', sink);
    for (let i = 1; i <= 4; i++) await registry.publish('g', 'M', [i]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sink.closedWith).toEqual({ error: STREAM_RESET_ERROR, allowReconnect: true });
    expect(sink.seqs()).toEqual([1]);
  });

  it('holds back a client that is ahead of this node until local delivery reaches its position', async () => {
    const memory = createMemoryBroker();
    const held: Array<() => void> = [];
    let holding = true;
    const slowNode: Broker = {
      ...memory,
      subscribe: (channel, handler: PublicationHandler, onResub) =>
        memory.subscribe(channel, (p: Publication) => {
          if (holding) held.push(() => handler(p));
          else handler(p);
        }, onResub),
    };
    const fast = createGroupRegistry({ broker: memory });
    const slow = createGroupRegistry({ broker: slowNode });
    const anchor = new RecordingSink();
    await slow.join('g', anchor);
    const client = new RecordingSink();
    await fast.join('g', client);
    for (let i = 1; i <= 5; i++) await fast.publish('g', 'M', [i]);
    expect(client.seqs()).toEqual(range(1, 5));
    fast.leaveAll(client);
    const moved = new RecordingSink();
    const result = await slow.join('g', moved, client.position());
    expect(result).toEqual({ recovered: true, position: client.position() });
    await fast.publish('g', 'M', [6]);
    holding = false;
    for (const release of held.splice(0)) release();
    expect(anchor.seqs()).toEqual(range(1, 6));
    expect(moved.seqs()).toEqual([6]);
  });

  it('keeps every client exact while clients leave and rejoin at random points of a stream', async () => {
    const registry = createGroupRegistry({ broker: createMemoryBroker({ historySize: 10_000 }) });
    let seed = 42;
    const random = (): number => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const clients = Array.from({ length: 20 }, () => ({ sink: new RecordingSink(), log: [] as number[], epoch: '' }));
    for (const client of clients) await registry.join('g', client.sink);
    const total = 500;
    const pending: Promise<unknown>[] = [];
    for (let i = 1; i <= total; i++) {
      pending.push(registry.publish('g', 'M', [i]));
      if (random() < 0.1) {
        const client = clients[Math.floor(random() * clients.length)];
        registry.leaveAll(client.sink);
        client.log.push(...client.sink.seqs());
        client.epoch = client.sink.position()?.epoch ?? client.epoch;
        const position = client.log.length ? { offset: client.log[client.log.length - 1], epoch: client.epoch } : null;
        client.sink = new RecordingSink();
        pending.push(registry.join('g', client.sink, position).then((result) => expect(result.recovered).toBe(position !== null)));
      }
      if (i % 50 === 0) await Promise.all(pending.splice(0));
    }
    await Promise.all(pending);
    let rejoined = 0;
    for (const client of clients) {
      if (client.log.length > 0) rejoined++;
      expect([...client.log, ...client.sink.seqs()]).toEqual(range(1, total));
    }
    expect(rejoined).toBeGreaterThan(5);
  });
});
