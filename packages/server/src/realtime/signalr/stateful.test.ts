import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { officialClient, rawClient, startTestHost, waitFor } from './testing';
import type { TestHost } from './testing';
import type { HubConnection, HubDefinition } from './types';

const RS = '\u001e';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.close();
  host = null;
});

function recordingHub(seen: HubConnection[], recorded: unknown[]): HubDefinition {
  return {
    methods: {
      Echo: (args) => args[0],
      Record: (args) => {
        recorded.push(args[0]);
      },
      Emit: (args, { connection }) => {
        const [from, count] = args as [number, number];
        for (let i = from; i < from + count; i++) connection.sendEvent('Tick', [i]);
      },
    },
    onConnected: (connection) => seen.push(connection),
  };
}

describe('stateful reconnect with the official client', () => {
  it('reattaches after a socket drop and replays what was lost, both ways, exactly once', async () => {
    const seen: HubConnection[] = [];
    const recorded: unknown[] = [];
    host = await startTestHost({ '/testhub': recordingHub(seen, recorded) }, { reconnectGraceMs: 5000 });
    const sockets = new Set<Socket>();
    host.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });

    const client = officialClient(`${host.base}/testhub`, 'stateful');
    const ticks: number[] = [];
    client.on('Tick', (i: number) => ticks.push(i));
    let reconnecting = false;
    client.onreconnecting(() => {
      reconnecting = true;
    });
    await client.start();
    const connectionId = client.connectionId;
    await client.invoke('Emit', 0, 3);
    await waitFor(() => ticks.length === 3);

    // Cut the network under both ends, then keep talking while the connection is down.
    for (const socket of sockets) socket.destroy();
    const connection = seen[0]!;
    for (let i = 3; i < 6; i++) connection.sendEvent('Tick', [i]);
    const sendDuringOutage = client.send('Record', 'during outage');
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.sendEvent('Tick', [6]);
    await sendDuringOutage;

    await waitFor(() => ticks.length >= 7);
    await waitFor(() => recorded.length >= 1);
    await expect(client.invoke('Echo', 'after')).resolves.toBe('after');
    expect(ticks).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(recorded).toEqual(['during outage']);
    expect(seen).toHaveLength(1); // the same server connection, reattached
    expect(client.connectionId).toBe(connectionId);
    expect(reconnecting).toBe(false); // transparent to the application
    await client.stop();
  });

  it('without stateful reconnect the same drop ends the connection', async () => {
    const seen: HubConnection[] = [];
    host = await startTestHost({ '/testhub': recordingHub(seen, []) });
    const sockets: Socket[] = [];
    host.server.on('connection', (socket: Socket) => sockets.push(socket));
    const client = officialClient(`${host.base}/testhub`, 'negotiate');
    await client.start();
    const closed = new Promise<void>((resolve) => client.onclose(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
    await waitFor(() => host!.hubServer.connectionCount === 0);
  });
});

describe('stateful reconnect on the wire', () => {
  async function negotiateStateful(base: string): Promise<string> {
    const response = await fetch(`${base}/testhub/negotiate?negotiateVersion=1&useStatefulReconnect=true`, { method: 'POST' });
    const body = (await response.json()) as { connectionToken: string; useStatefulReconnect: boolean };
    expect(body.useStatefulReconnect).toBe(true);
    return body.connectionToken;
  }

  it('answers a reattach with Sequence of the oldest unacked message, replays, dedups, then 404 after cleanup', async () => {
    const recorded: unknown[] = [];
    host = await startTestHost({ '/testhub': recordingHub([], recorded) }, { reconnectGraceMs: 300, ackDelayMs: 50 });
    const wsUrl = `${host.base.replace('http', 'ws')}/testhub`;
    const token = await negotiateStateful(host.base);

    const first = await rawClient(`${wsUrl}?id=${token}`);
    first.send(`{"protocol":"json","version":2}${RS}`);
    expect(await first.next()).toBe('{}');
    first.send(`{"type":1,"invocationId":"1","target":"Echo","arguments":["a"]}${RS}`);
    expect(JSON.parse(await first.next())).toEqual({ type: 3, invocationId: '1', result: 'a' });
    // The server acknowledges what it received (id 1).
    expect(JSON.parse(await first.next((r) => r.includes('"type":8')))).toEqual({ type: 8, sequenceId: 1 });
    first.ws.terminate();
    await first.closed;

    const second = await rawClient(`${wsUrl}?id=${token}`);
    // No handshake on reattach: Sequence with the oldest unacked id, then the replay.
    expect(JSON.parse(await second.next())).toEqual({ type: 9, sequenceId: 1 });
    expect(JSON.parse(await second.next())).toEqual({ type: 3, invocationId: '1', result: 'a' });
    // The client resends its own buffer from 1: the duplicate is dropped, the new one runs.
    second.send(`{"type":9,"sequenceId":1}${RS}{"type":1,"target":"Record","arguments":["dup"]}${RS}`);
    second.send(`{"type":1,"target":"Record","arguments":["new"]}${RS}`);
    second.send(`{"type":8,"sequenceId":1}${RS}`);
    await waitFor(() => recorded.length === 1);
    // 'dup' was message 1 again (seen before as the Echo) and is not executed.
    expect(recorded).toEqual(['new']);
    second.ws.terminate();
    await second.closed;

    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(rawClient(`${wsUrl}?id=${token}`)).rejects.toThrow('404');
    expect(host.hubServer.connectionCount).toBe(0);
  });

  it('closes a connection whose peer claims a Sequence beyond what was sent', async () => {
    host = await startTestHost({ '/testhub': recordingHub([], []) }, { reconnectGraceMs: 1000 });
    const wsUrl = `${host.base.replace('http', 'ws')}/testhub`;
    const token = await negotiateStateful(host.base);
    const first = await rawClient(`${wsUrl}?id=${token}`);
    first.send(`{"protocol":"json","version":2}${RS}`);
    expect(await first.next()).toBe('{}');
    first.ws.terminate();
    await first.closed;
    const second = await rawClient(`${wsUrl}?id=${token}`);
    expect(JSON.parse(await second.next())).toEqual({ type: 9, sequenceId: 1 });
    second.send(`{"type":9,"sequenceId":5}${RS}`);
    expect(JSON.parse(await second.next((r) => r.includes('"type":7')))).toMatchObject({ type: 7, allowReconnect: false });
    await second.closed;
  });

  it('does not turn stateful on for a version-1 handshake or an un-negotiated socket', async () => {
    host = await startTestHost({ '/testhub': recordingHub([], []) }, { reconnectGraceMs: 1000 });
    const wsUrl = `${host.base.replace('http', 'ws')}/testhub`;
    const token = await negotiateStateful(host.base);
    const first = await rawClient(`${wsUrl}?id=${token}`);
    first.send(`{"protocol":"json","version":1}${RS}`);
    expect(await first.next()).toBe('{}');
    first.ws.terminate();
    await first.closed;
    await waitFor(() => host!.hubServer.connectionCount === 0);
    await expect(rawClient(`${wsUrl}?id=${token}`)).rejects.toThrow('404');
  });
});
