import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { createMemoryBroker } from '../broker/memory';
import { createGroupRegistry, SLOW_CONSUMER_ERROR } from '../groups/registry';
import type { GroupRegistry } from '../groups/registry';
import { ENCODED_MAX_BYTES, joinedBytes, sharedBytes } from './outbox';
import { officialClient, rawClient, startTestHost, waitFor } from './testing';
import type { RawClient, TestHost } from './testing';
import type { HubConnection, HubDefinition } from './types';

const RS = '\u001e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const GROUP = 'room';

let host: TestHost | null = null;
let registry: GroupRegistry | null = null;
const clients: ClientConnection[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.stop().catch(() => undefined)));
  await host?.close();
  await registry?.close();
  host = null;
  registry = null;
});

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A hub whose `Join` puts the caller in GROUP, over a real registry and memory broker. */
async function start(maxBufferedBytes?: number): Promise<{ wsUrl: string; httpUrl: string; seen: HubConnection[] }> {
  registry = createGroupRegistry({ broker: createMemoryBroker(), maxBufferedBytes });
  const groups = registry;
  const seen: HubConnection[] = [];
  const hub: HubDefinition = {
    methods: {
      Join: async (_args, { connection }) => {
        await groups.join(GROUP, connection);
        return 'joined';
      },
      Burst: (args, { connection }) => {
        for (let i = 0; i < (args[0] as number); i++) connection.sendEvent('Tick', [i]);
      },
    },
    onConnected: (connection) => seen.push(connection),
    onDisconnected: (connection) => groups.leaveAll(connection),
  };
  host = await startTestHost({ '/testhub': hub });
  return { wsUrl: `${host.base.replace('http', 'ws')}/testhub`, httpUrl: `${host.base}/testhub`, seen };
}

/** A raw client that also keeps every WebSocket message as it arrived. */
async function joinedRaw(wsUrl: string): Promise<{ raw: RawClient; messages: string[] }> {
  const raw = await rawClient(wsUrl);
  const messages: string[] = [];
  raw.ws.on('message', (data: Buffer) => messages.push(data.toString('utf8')));
  raw.send(HANDSHAKE);
  expect(await raw.next()).toBe('{}');
  raw.send(`{"type":1,"invocationId":"1","target":"Join","arguments":[]}${RS}`);
  expect(JSON.parse(await raw.next((r) => r.includes('"type":3')))).toEqual({ type: 3, invocationId: '1', result: 'joined' });
  return { raw, messages };
}

function publishMany(count: number, text = (i: number) => `m${i}`): void {
  // No await in between: all publications happen in one event-loop turn.
  for (let i = 0; i < count; i++) void registry!.publish(GROUP, 'MessagePush', [{ Message: text(i) }]);
}

describe('outgoing batching', () => {
  it('sends the publications of one turn as ONE WebSocket message with one record each, in order', async () => {
    const { wsUrl } = await start();
    const a = await joinedRaw(wsUrl);
    const b = await joinedRaw(wsUrl);
    const before = [a.messages.length, b.messages.length];
    publishMany(5);
    await waitFor(() => a.raw.records.length >= 7 && b.raw.records.length >= 7);
    for (const [index, client] of [a, b].entries()) {
      const batches = client.messages.slice(before[index]);
      expect(batches).toHaveLength(1);
      const records = batches[0]!.split(RS);
      expect(records.pop()).toBe('');
      expect(records.map((r) => (JSON.parse(r) as { arguments: [{ Message: string }] }).arguments[0].Message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    }
    // The next turn's publication is a message of its own.
    publishMany(1, () => 'later');
    await waitFor(() => a.raw.records.length >= 8);
    expect(a.messages.at(-1)!.split(RS)).toEqual([expect.stringContaining('"later"'), '']);
  });

  it('the official client receives every record of a batch, in order (group frames and direct events)', async () => {
    const { httpUrl } = await start();
    const client = officialClient(httpUrl, 'skip');
    clients.push(client);
    const pushed: string[] = [];
    const ticks: number[] = [];
    client.on('MessagePush', (payload: { Message: string }) => pushed.push(payload.Message));
    client.on('Tick', (i: number) => ticks.push(i));
    await client.start();
    await expect(client.invoke('Join')).resolves.toBe('joined');
    publishMany(20);
    await client.invoke('Burst', 10);
    await waitFor(() => pushed.length === 20 && ticks.length === 10);
    expect(pushed).toEqual(Array.from({ length: 20 }, (_, i) => `m${i}`));
    expect(ticks).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });

  it('counts queued records in bufferedAmount until the flush', async () => {
    const { wsUrl, seen } = await start();
    await joinedRaw(wsUrl);
    const connection = seen[0]!;
    await nextTurn();
    const idle = connection.bufferedAmount;
    const frame = `{"type":1,"target":"X","arguments":["é"]}${RS}`;
    connection.sendFrame(frame);
    connection.sendFrame(frame);
    expect(connection.bufferedAmount - idle).toBe(2 * Buffer.byteLength(frame));
    await waitFor(() => connection.bufferedAmount === 0);
  });

  it('bounds a slow consumer: records queued in one turn count, the member is closed with Slow consumer', async () => {
    const { wsUrl } = await start(20_000);
    const slow = await joinedRaw(wsUrl);
    publishMany(200, (i) => `${i}:${'x'.repeat(200)}`);
    const close = JSON.parse(await slow.raw.next((r) => r.includes('"type":7'))) as { error?: string; allowReconnect?: boolean };
    expect(close).toEqual({ type: 7, error: SLOW_CONSUMER_ERROR, allowReconnect: true });
    await slow.raw.closed;
    expect(registry!.memberCount(GROUP)).toBe(0);
    // What was queued before the bound was hit went out before the Close, in order.
    const pushed = slow.raw.records.filter((r) => r.includes('MessagePush'));
    expect(pushed.length).toBeGreaterThan(0);
    expect(pushed.length).toBeLessThan(200);
    pushed.forEach((record, i) => expect(record).toContain(`"${i}:x`));
  });
});

describe('batching with stateful reconnect', () => {
  it('each record of a batch keeps its sequence id: a batch cut by a drop is replayed exactly once', async () => {
    const { httpUrl, seen } = await start();
    const sockets = new Set<Socket>();
    host!.server.on('connection', (socket: Socket) => sockets.add(socket));
    const client = officialClient(httpUrl, 'stateful');
    clients.push(client);
    const pushed: string[] = [];
    client.on('MessagePush', (payload: { Message: string }) => pushed.push(payload.Message));
    await client.start();
    await client.invoke('Join');
    publishMany(5, (i) => `a${i}`);
    await waitFor(() => pushed.length === 5);
    // A batch queued in the same turn as the drop: flushed into a dead socket, kept for replay.
    for (const socket of sockets) socket.destroy();
    publishMany(5, (i) => `b${i}`);
    await waitFor(() => pushed.length >= 10, 5000);
    publishMany(3, (i) => `c${i}`);
    await waitFor(() => pushed.length >= 13, 5000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushed).toEqual([...['a0', 'a1', 'a2', 'a3', 'a4'], ...['b0', 'b1', 'b2', 'b3', 'b4'], 'c0', 'c1', 'c2']);
    expect(seen).toHaveLength(1);
  });
});

describe('outbox encoding caches', () => {
  it('encodes a frame once and joins an identical batch once', () => {
    const frame = `{"type":1,"target":"A","arguments":[]}${RS}`;
    const copy = `${frame.slice(0, 5)}${frame.slice(5)}`;
    const bytes = sharedBytes(frame);
    expect(sharedBytes(frame)).toBe(bytes);
    expect(sharedBytes(copy)).toBe(bytes);
    expect(bytes.toString('utf8')).toBe(frame);
    const other = sharedBytes(`{"type":6}${RS}`);
    const joined = joinedBytes([bytes, other]);
    expect(joined.toString('utf8')).toBe(`${frame}{"type":6}${RS}`);
    expect(joinedBytes([bytes, other])).toBe(joined);
    expect(joinedBytes([other, bytes])).not.toBe(joined);
    expect(joinedBytes([bytes])).toBe(bytes);
  });

  it('keeps encodings across cycles (a rejoining viewer is sent the recent frames again), the newest up to the byte budget', async () => {
    const frame = `{"type":1,"target":"B","arguments":[]}${RS}`;
    const first = sharedBytes(frame);
    await nextTurn();
    await nextTurn();
    expect(sharedBytes(frame)).toBe(first);
    // Fill the budget with newer frames: the oldest encoding goes.
    const big = 'x'.repeat(8 * 1024);
    for (let i = 0; i * big.length <= ENCODED_MAX_BYTES; i++) sharedBytes(`${i}${big}`);
    const again = sharedBytes(frame);
    expect(again === first).toBe(false);
    expect(again.equals(first)).toBe(true);
    // A frame larger than the whole budget is encoded, and not kept (compared by identity: a
    // failing matcher would print megabytes).
    const huge = 'y'.repeat(ENCODED_MAX_BYTES + 1);
    const once = sharedBytes(huge);
    sharedBytes(frame);
    expect(sharedBytes(huge) === once).toBe(false);
  });

});
