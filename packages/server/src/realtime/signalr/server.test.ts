import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { HubArgumentError, HubException, HubUnauthorizedError, InvocationErrors } from './errors';
import { officialClient, rawClient, startTestHost, waitFor } from './testing';
import type { TestHost } from './testing';
import type { HubConnection, HubDefinition } from './types';

function testHub(seen: HubConnection[] = []): HubDefinition {
  return {
    methods: {
      Echo: (args) => args[0],
      Add: (args) => {
        const [a, b] = args;
        if (args.length !== 2 || typeof a !== 'number' || typeof b !== 'number') throw new HubArgumentError('expected (number, number)');
        return a + b;
      },
      Crash: () => {
        throw new Error('secret internals');
      },
      Refuse: () => {
        throw new HubException('not now');
      },
      Forbidden: () => {
        throw new HubUnauthorizedError();
      },
      Notify: (args, { connection }) => {
        connection.sendEvent('Notified', [args[0], 'second']);
      },
      Later: async (args) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return `later:${String(args[0])}`;
      },
    },
    onConnected: (connection) => seen.push(connection),
  };
}

let host: TestHost | null = null;
const clients: ClientConnection[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  await host?.close();
  host = null;
});

describe.each(['skip', 'negotiate'] as const)('official @microsoft/signalr client (%s negotiation)', (mode) => {
  it('connects, invokes methods and gets completions and errors', async () => {
    host = await startTestHost({ '/testhub': testHub() });
    const client = officialClient(`${host.base}/testhub`, mode);
    clients.push(client);
    await client.start();
    // Only a negotiated connection learns its id; the skip-negotiation client has none.
    if (mode === 'negotiate') expect(client.connectionId).toMatch(/^[\w-]{10,}$/);
    else expect(client.connectionId).toBeNull();

    await expect(client.invoke('Echo', { a: [1, 'x'] })).resolves.toEqual({ a: [1, 'x'] });
    await expect(client.invoke('add', 2, 3)).resolves.toBe(5); // case-insensitive, as ASP.NET
    await expect(client.invoke('Later', 1)).resolves.toBe('later:1');

    await expect(client.invoke('Nope')).rejects.toThrow(InvocationErrors.unknownMethod('Nope'));
    await expect(client.invoke('Add', 'x')).rejects.toThrow("Failed to invoke 'Add' due to an error on the server. InvalidDataException: expected (number, number)");
    await expect(client.invoke('Crash')).rejects.toThrow("An unexpected error occurred invoking 'Crash' on the server.");
    await expect(client.invoke('Crash')).rejects.not.toThrow('secret');
    await expect(client.invoke('Refuse')).rejects.toThrow("An unexpected error occurred invoking 'Refuse' on the server. HubException: not now");
    await expect(client.invoke('Forbidden')).rejects.toThrow("Failed to invoke 'Forbidden' because user is unauthorized");

    // Fire-and-forget send and a server event back to the caller.
    const received = new Promise<unknown[]>((resolve) => client.on('Notified', (...args: unknown[]) => resolve(args)));
    await client.send('Notify', 'first');
    await expect(received).resolves.toEqual(['first', 'second']);

    // The connection still works after all those errors.
    await expect(client.invoke('Echo', 'ok')).resolves.toBe('ok');
  });
});

describe('hub server', () => {
  it('answers negotiate with its transports (WebSockets first) and no unasked stateful flag', async () => {
    host = await startTestHost({ '/testhub': testHub() });
    const response = await fetch(`${host.base}/testhub/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ negotiateVersion: 1, availableTransports: expect.arrayContaining([{ transport: 'WebSockets', transferFormats: ['Text'] }]) });
    expect(typeof body.connectionId).toBe('string');
    expect(typeof body.connectionToken).toBe('string');
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect('useStatefulReconnect' in body).toBe(false);
    const stateful = (await (await fetch(`${host.base}/testhub/negotiate?negotiateVersion=1&useStatefulReconnect=true`, { method: 'POST' })).json()) as Record<string, unknown>;
    expect(stateful.useStatefulReconnect).toBe(true);
    expect((await fetch(`${host.base}/otherhub/negotiate?negotiateVersion=1`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a WebSocket with an unknown connection token (404)', async () => {
    host = await startTestHost({ '/testhub': testHub() });
    const ws = rawClient(`${host.base.replace('http', 'ws')}/testhub?id=unknown`);
    await expect(ws).rejects.toThrow('404');
  });

  it('sends a Ping when idle and closes a silent client after the timeout', async () => {
    host = await startTestHost({ '/testhub': testHub() }, { keepAliveMs: 60, clientTimeoutMs: 400 });
    const raw = await rawClient(`${host.base.replace('http', 'ws')}/testhub`);
    raw.send('{"protocol":"json","version":1}\u001e');
    expect(await raw.next()).toBe('{}');
    expect(await raw.next((r) => r === '{"type":6}')).toBe('{"type":6}');
    const close = await raw.next((r) => r.includes('"type":7'), 2000);
    expect(JSON.parse(close)).toMatchObject({ type: 7, error: expect.stringContaining('timeout') });
    await raw.closed;
  });

  it('keeps a client that pings alive (official client keep-alive)', async () => {
    host = await startTestHost({ '/testhub': testHub() }, { keepAliveMs: 50, clientTimeoutMs: 300 });
    const client = officialClient(`${host.base}/testhub`, 'skip');
    client.keepAliveIntervalInMilliseconds = 50;
    client.serverTimeoutInMilliseconds = 300;
    clients.push(client);
    await client.start();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(client.state).toBe('Connected');
    await expect(client.invoke('Echo', 1)).resolves.toBe(1);
  });

  it('close() sends Close with allowReconnect and the official client reconnects', async () => {
    const seen: HubConnection[] = [];
    host = await startTestHost({ '/testhub': testHub(seen) });
    const client = officialClient(`${host.base}/testhub`, 'skip', (b) => b.withAutomaticReconnect([0]));
    clients.push(client);
    let reconnecting = false;
    client.onreconnecting(() => {
      reconnecting = true;
    });
    await client.start();
    for (const connection of seen) connection.close(undefined, true);
    await waitFor(() => reconnecting);
    await waitFor(() => client.state === 'Connected');
    expect(seen).toHaveLength(2);
  });

  it('refuses frames above the size limit without affecting other connections', async () => {
    host = await startTestHost({ '/testhub': testHub() }, { maxMessageBytes: 1024 });
    const good = officialClient(`${host.base}/testhub`, 'skip');
    const big = officialClient(`${host.base}/testhub`, 'skip');
    clients.push(good, big);
    await good.start();
    await big.start();
    const closed = new Promise<void>((resolve) => big.onclose(() => resolve()));
    await expect(big.invoke('Echo', 'x'.repeat(5000))).rejects.toThrow();
    await closed;
    await expect(good.invoke('Echo', 'still here')).resolves.toBe('still here');
    await waitFor(() => host!.hubServer.connectionCount === 1);
  });
});
