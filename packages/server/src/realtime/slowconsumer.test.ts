import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBroker } from './broker/memory';
import { SLOW_CONSUMER_ERROR } from './groups/registry';
import { ROOM, startNode, viewer } from './recovery.testing';
import type { Node } from './recovery.testing';
import { rawClient, waitFor } from './signalr/testing';

let node: Node | null = null;
const clients: ClientConnection[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  await node?.stop();
  node = null;
});

describe('slow consumer cut-off', () => {
  it('closes a WebSocket whose unsent bytes pass 1 MiB with "Slow consumer" (reconnect allowed), the room going on for the others', async () => {
    node = await startNode(createMemoryBroker({ historySize: 10 }));
    const reader = await viewer(node.base, null, clients);
    const stalled = await rawClient(`${node.base.replace('http', 'ws')}/testhub`);
    stalled.send('{"protocol":"json","version":1}\u001e');
    expect(await stalled.next()).toBe('{}');
    stalled.send('{"type":1,"invocationId":"1","target":"Join","arguments":[null]}\u001e');
    await stalled.next((record) => record.includes('"invocationId":"1"'));
    await waitFor(() => node!.realtime.groups.memberCount(ROOM) === 2);
    // The viewer's phone stops reading: nothing more leaves the kernel's buffers towards it.
    const socket = (stalled.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    socket.pause();

    const line = 'x'.repeat(32 * 1024);
    let sent = 0;
    while (node.realtime.groups.memberCount(ROOM) === 2 && sent < 4000) {
      await node.realtime.groups.publish(ROOM, 'MessagePush', [{ Text: `${sent}:${line}` }]);
      sent++;
      // Let the writes reach the socket (the server flushes once per turn).
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(node.realtime.groups.memberCount(ROOM)).toBe(1);
    // It took more than 1 MiB beyond what the kernel buffers held, and the reader missed nothing.
    expect(sent * line.length).toBeGreaterThan(1024 * 1024);
    await waitFor(() => reader.seen.length === sent, 20_000);

    socket.resume();
    const close = await stalled.next((record) => record.startsWith('{"type":7'), 20_000);
    expect(JSON.parse(close)).toEqual({ type: 7, error: SLOW_CONSUMER_ERROR, allowReconnect: true });
  });
});
