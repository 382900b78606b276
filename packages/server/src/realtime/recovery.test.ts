import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMemoryBroker } from './broker/memory';
import { openSqliteHistory } from './broker/persisted';
import { publish, ROOM, startNode, viewer } from './recovery.testing';
import type { Node } from './recovery.testing';
import { waitFor } from './signalr/testing';

/**
 * Nothing lost while a viewer is away (phone locked up to 5 minutes) nor across a restart of
 * the one-node server: the official client rejoins with its last `{ Seq, Epoch }` and gets every
 * missed chat line, gift and settlement once, in order.
 */

const nodes: Node[] = [];
const clients: ClientConnection[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'sideline-recovery-'));
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  for (const node of nodes.splice(0)) await node.stop();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));


describe('recovery on the embedded default (memory broker)', () => {
  it('a viewer away for 5 minutes gets every missed line, gift and settlement once, in order', async () => {
    let now = Date.now();
    const node = await startNode(createMemoryBroker({ historyTtlSeconds: 300, now: () => now }));
    nodes.push(node);
    const first = await viewer(node.base, null, clients);
    await publish(node, 'MessagePush', 'before');
    await waitFor(() => first.seen.length === 1);
    const position = first.position()!;
    await first.client.stop();
    await waitFor(() => node.realtime.hubServer.connectionCount === 0);
    // The group has no member left on the node: its recent frames go, history must serve the rejoin.
    await waitFor(() => node.realtime.groups.memberCount(ROOM) === 0);

    await publish(node, 'MessagePush', 'goal');
    now += 60_000;
    await publish(node, 'GiftPush', 'rocket');
    now += 120_000;
    await publish(node, 'SettlementPush', 'won 12.50');
    await publish(node, 'MessagePush', 'wow');
    now += 299_000; // almost 5 minutes after the last one, 8 minutes after the viewer left

    const back = await viewer(node.base, position, clients);
    expect(back.joined.Recovered).toBe(true);
    await publish(node, 'MessagePush', 'live again');
    await waitFor(() => back.seen.length === 5);
    expect(back.seen).toEqual(['MessagePush:goal', 'GiftPush:rocket', 'SettlementPush:won 12.50', 'MessagePush:wow', 'MessagePush:live again']);
  });

  it('past the retention, the rejoin says Recovered: false (the widget reloads from GET /Message)', async () => {
    let now = Date.now();
    const node = await startNode(createMemoryBroker({ historyTtlSeconds: 300, now: () => now }));
    nodes.push(node);
    const first = await viewer(node.base, null, clients);
    await publish(node, 'MessagePush', 'before');
    await waitFor(() => first.seen.length === 1);
    const position = first.position()!;
    await first.client.stop();
    await waitFor(() => node.realtime.groups.memberCount(ROOM) === 0);
    await publish(node, 'MessagePush', 'missed');
    now += 300_001;
    const back = await viewer(node.base, position, clients);
    expect(back.joined.Recovered).toBe(false);
    expect(back.seen).toEqual([]);
  });

  it('after the server restarts, rejoining viewers recover from the SQLite history with nothing lost or doubled', async () => {
    const file = path.join(dir, 'restart.realtime.db');
    const before = await startNode(createMemoryBroker({ persistence: openSqliteHistory(file) }));
    const first = await viewer(before.base, null, clients);
    await publish(before, 'MessagePush', 'one');
    await publish(before, 'GiftPush', 'two');
    await waitFor(() => first.seen.length === 2);
    const position = first.position()!;
    await first.client.stop();
    await publish(before, 'SettlementPush', 'three');
    await publish(before, 'MessagePush', 'four');
    await before.stop();

    const after = await startNode(createMemoryBroker({ persistence: openSqliteHistory(file) }));
    nodes.push(after);
    const back = await viewer(after.base, position, clients);
    expect(back.joined.Recovered).toBe(true);
    await publish(after, 'MessagePush', 'five');
    await waitFor(() => back.seen.length === 3);
    expect(back.seen).toEqual(['SettlementPush:three', 'MessagePush:four', 'MessagePush:five']);
    expect(back.position()).toMatchObject({ Seq: 5, Epoch: position.Epoch });
  });

  it('without persistence a restart changes the epoch and the rejoin asks for a reload', async () => {
    const before = await startNode(createMemoryBroker());
    const first = await viewer(before.base, null, clients);
    await publish(before, 'MessagePush', 'one');
    await waitFor(() => first.seen.length === 1);
    const position = first.position()!;
    await first.client.stop();
    await before.stop();
    const after = await startNode(createMemoryBroker());
    nodes.push(after);
    const back = await viewer(after.base, position, clients);
    expect(back.joined.Recovered).toBe(false);
  });
});
