import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBroker } from '../broker/memory';
import { createGroupRegistry } from '../groups/registry';
import type { GroupRegistry } from '../groups/registry';
import { groupHub, joinGuarded } from '../hubs/index';
import type { HubDefinition } from './types';
import { startBlockingProxy, startTestHost, waitFor } from './testing';
import type { BlockingProxy, TestHost } from './testing';

interface Meta {
  Seq: number;
  Epoch: string;
  Group: string;
}

let host: TestHost | null = null;
let proxy: BlockingProxy | null = null;
const clients: ClientConnection[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  await proxy?.close();
  proxy = null;
  await host?.close();
  host = null;
});

/** A hub with the real group mechanism: Join(group, since) through joinGuarded, Echo. */
function groupTestHub(groups: GroupRegistry): HubDefinition {
  const silent = { debug() {}, info() {}, warn() {}, error() {} };
  const deps = { authenticate: async () => null, groups, logger: silent };
  return groupHub(deps, {
    Echo: (args) => args[0],
    Join: (args, ctx) => joinGuarded(groups, String(args[0]), (args[1] as { Seq: number; Epoch: string } | null) ?? null, ctx),
  });
}

function client(url: string, transport: HttpTransportType | undefined, stateful = false): ClientConnection {
  let builder = new HubConnectionBuilder().withUrl(url, transport === undefined ? {} : { transport }).configureLogging(LogLevel.None);
  if (stateful) builder = builder.withStatefulReconnect();
  const connection = builder.build();
  clients.push(connection);
  return connection;
}

function collect(connection: ClientConnection): { lines: string[]; last: () => Meta | null } {
  const lines: string[] = [];
  let last: Meta | null = null;
  connection.on('Line', (text: string, meta: Meta) => {
    lines.push(text);
    last = meta;
  });
  return { lines, last: () => last };
}

describe.each([
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const)('official client over %s', (name, transport) => {
  it('negotiates, invokes, joins a group, receives its publications and recovers what it missed', async () => {
    const groups = createGroupRegistry({ broker: createMemoryBroker() });
    host = await startTestHost({ '/testhub': groupTestHub(groups) });
    const first = client(`${host.base}/testhub`, transport);
    const seen = collect(first);
    await first.start();
    expect(first.connectionId).toMatch(/^[\w-]{10,}$/);
    await expect(first.invoke('Echo', { big: 'x'.repeat(5000), name })).resolves.toEqual({ big: 'x'.repeat(5000), name });
    const joined = (await first.invoke('Join', 'room', null)) as { Group: string; Position: { Seq: number; Epoch: string } };
    expect(joined.Group).toBe('room');
    for (const text of ['a', 'b', 'c']) await groups.publish('room', 'Line', [text]);
    await waitFor(() => seen.lines.length === 3);
    expect(seen.lines).toEqual(['a', 'b', 'c']);
    const position = seen.last()!;
    await first.stop();
    await waitFor(() => host!.hubServer.connectionCount === 0);

    // Away: two lines go by. A new connection over the same transport rejoins from its position.
    for (const text of ['d', 'e']) await groups.publish('room', 'Line', [text]);
    const second = client(`${host.base}/testhub`, transport);
    const again = collect(second);
    await second.start();
    const rejoined = (await second.invoke('Join', 'room', { Seq: position.Seq, Epoch: position.Epoch })) as { Recovered?: boolean };
    expect(rejoined.Recovered).toBe(true);
    await groups.publish('room', 'Line', ['f']);
    await waitFor(() => again.lines.length === 3);
    expect(again.lines).toEqual(['d', 'e', 'f']);
    await groups.close();
  });

  it('keeps an idle connection alive with pings and ends it when the server closes', async () => {
    host = await startTestHost({ '/testhub': { methods: { Echo: (args) => args[0] } } }, { keepAliveMs: 50, clientTimeoutMs: 400, pollTimeoutMs: 100 });
    const connection = client(`${host.base}/testhub`, transport);
    connection.keepAliveIntervalInMilliseconds = 50;
    connection.serverTimeoutInMilliseconds = 400;
    let closed = false;
    connection.onclose(() => {
      closed = true;
    });
    await connection.start();
    // Several client timeouts pass: pings (and empty polls) keep both sides alive.
    const until = Date.now() + 1200;
    await waitFor(() => Date.now() > until || closed, 3000);
    expect(closed).toBe(false);
    await expect(connection.invoke('Echo', 'alive')).resolves.toBe('alive');
    await host.hubServer.close();
    await waitFor(() => closed);
  });

  it('does not turn on stateful reconnect (WebSockets only, as the official protocol)', async () => {
    const seen: string[] = [];
    host = await startTestHost({
      '/testhub': { methods: { Echo: (args) => args[0] }, onConnected: (connection) => seen.push(String((connection as unknown as { isStateful: boolean }).isStateful)) },
    });
    const connection = client(`${host.base}/testhub`, transport, true);
    await connection.start();
    await expect(connection.invoke('Echo', 1)).resolves.toBe(1);
    expect(seen).toEqual(['false']);
  });
});

describe('HTTP transports', () => {
  it('negotiate lists the three transports with the Text format', async () => {
    host = await startTestHost({ '/testhub': { methods: {} } });
    const body = (await (await fetch(`${host.base}/testhub/negotiate?negotiateVersion=1`, { method: 'POST' })).json()) as { availableTransports: unknown };
    expect(body.availableTransports).toEqual([
      { transport: 'WebSockets', transferFormats: ['Text'] },
      { transport: 'ServerSentEvents', transferFormats: ['Text'] },
      { transport: 'LongPolling', transferFormats: ['Text'] },
    ]);
  });

  it('falls back to Server-Sent Events when a proxy refuses WebSocket upgrades, and to long polling when it also refuses event streams', async () => {
    const groups = createGroupRegistry({ broker: createMemoryBroker() });
    host = await startTestHost({ '/testhub': groupTestHub(groups) });
    proxy = await startBlockingProxy(host.base);
    const viaSse = client(`${proxy.base}/testhub`, undefined);
    const sseLines = collect(viaSse);
    await viaSse.start();
    expect(proxy.seen.some((line) => line.startsWith('UPGRADE /testhub'))).toBe(true);
    expect(proxy.seen.some((line) => line.startsWith('GET /testhub?id=') && line.endsWith('text/event-stream'))).toBe(true);
    await viaSse.invoke('Join', 'room', null);
    await proxy.close();

    proxy = await startBlockingProxy(host.base, true);
    const viaPolling = client(`${proxy.base}/testhub`, undefined);
    const pollLines = collect(viaPolling);
    await viaPolling.start();
    expect(proxy.seen.filter((line) => line.startsWith('GET /testhub?id=') && !line.endsWith('text/event-stream')).length).toBeGreaterThan(0);
    await viaPolling.invoke('Join', 'room', null);
    await groups.publish('room', 'Line', ['to both']);
    await waitFor(() => pollLines.lines.length === 1);
    expect(pollLines.lines).toEqual(['to both']);
    expect(viaSse.state).toBe('Disconnected'); // its proxy is gone
    expect(sseLines.lines).toEqual([]);
    await groups.close();
  });

  it('answers unknown ids 404, a second event stream 409 and oversized POST bodies 413', async () => {
    host = await startTestHost({ '/testhub': { methods: {} } }, { maxMessageBytes: 1024 });
    expect((await fetch(`${host.base}/testhub?id=nope`)).status).toBe(404);
    expect((await fetch(`${host.base}/testhub`)).status).toBe(400);
    const { connectionToken } = (await (await fetch(`${host.base}/testhub/negotiate?negotiateVersion=1`, { method: 'POST' })).json()) as { connectionToken: string };
    const url = `${host.base}/testhub?id=${connectionToken}`;
    const stream = await fetch(url, { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect((await fetch(url, { headers: { accept: 'text/event-stream' } })).status).toBe(409);
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(400);
    expect((await fetch(url, { method: 'POST', body: 'x'.repeat(2048) })).status).toBe(413);
    await waitFor(() => host!.hubServer.connectionCount === 0);
    await stream.body?.cancel();
  });
});
