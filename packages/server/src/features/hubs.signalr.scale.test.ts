import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_TEST_URL, redisTestBed } from '../realtime/broker/redis.testing';
import { createRealtime, type Realtime } from '../realtime/index';
import { officialClient, waitFor } from '../realtime/signalr/testing';
import type { HubAuthenticator, HubSession } from '../realtime/types';
import { chatGroup } from './chat/index';
import { createHubs } from './hubs';

/**
 * End to end over the real hub server and the official @microsoft/signalr client: several
 * nodes share a Redis broker; one node dies mid-stream and its clients rejoin another node
 * with their last { Seq, Epoch }.
 */
const bed = redisTestBed('signalr');
const session: HubSession = { customerId: 1, siteId: 10, siteGroup: 'siteA', isUserLogin: true, nickname: 'alice', vip: 0, tokenExpired: false };
const authenticate: HubAuthenticator = async (token) => (token === 'alice' ? session : null);
const GROUP = chatGroup('siteA', 1, 42, 'en', 7);
const JOIN = ['AddChatRoomGroup', 42, 'en', 7, 'siteA', 'alice', null, true] as const;
const message = (text: string) => ({ CustomerId: 1, Nickname: 'alice', Message: text, Timestamp: 1, Type: 1 });
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Node {
  url: string;
  realtime: Realtime;
  sockets: Set<Socket>;
  command: Redis;
  subscriber: Redis;
  stop(): Promise<void>;
}

const nodes: Node[] = [];
const connections: HubConnection[] = [];

async function startNode(): Promise<Node> {
  const command = new Redis(REDIS_TEST_URL);
  const subscriber = new Redis(REDIS_TEST_URL);
  const broker = bed.broker({}, { command, subscriber });
  const realtime = createRealtime({ authenticate, broker, hubs: createHubs });
  const app = Fastify();
  await app.register(realtime.negotiatePlugin);
  const sockets = new Set<Socket>();
  app.server.on('upgrade', (_request, socket: Socket) => sockets.add(socket));
  realtime.attach(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const node: Node = {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    realtime,
    sockets,
    command,
    subscriber,
    async stop() {
      await realtime.close().catch(() => undefined);
      await app.close().catch(() => undefined);
    },
  };
  nodes.push(node);
  return node;
}

/** A client that counts what it receives and knows its position. */
class CountingClient {
  seqs: number[] = [];
  position: { Seq: number; Epoch: string } | null = null;
  connection: HubConnection | null = null;
  recovered: boolean | null = null;

  async connect(node: Node): Promise<void> {
    const connection = officialClient(`${node.url}/chatroomhub`, 'skip');
    connections.push(connection);
    connection.on('MessagePush', (_payload: unknown, meta: { Seq: number; Epoch: string }) => {
      this.seqs.push(meta.Seq);
      this.position = { Seq: meta.Seq, Epoch: meta.Epoch };
    });
    await connection.start();
    const result = (await connection.invoke(...JOIN, this.position)) as { Position: { Seq: number; Epoch: string }; Recovered?: boolean };
    this.recovered = result.Recovered ?? null;
    this.connection = connection;
  }
}

beforeAll(async () => {
  await bed.ensureReachable();
});
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.stop().catch(() => undefined)));
  await Promise.all(nodes.map((node) => node.stop()));
  await bed.cleanup();
});

describe('hub server over Redis with the official client', () => {
  it('clients on different nodes see each other\u2019s messages', async () => {
    const [a, b] = [await startNode(), await startNode()];
    const onA = new CountingClient();
    const onB = new CountingClient();
    await onA.connect(a);
    await onB.connect(b);
    await a.realtime.publish(GROUP, 'MessagePush', message('from A'));
    await b.realtime.publish(GROUP, 'MessagePush', message('from B'));
    await waitFor(() => onA.seqs.length === 2 && onB.seqs.length === 2, 5000);
    expect(onA.seqs).toEqual([1, 2]);
    expect(onB.seqs).toEqual([1, 2]);
  });

  it('zero lost, zero duplicated when a node dies mid-stream and its clients rejoin another node', async () => {
    const [a, b, publisher] = [await startNode(), await startNode(), await startNode()];
    const start = await publisher.realtime.groups.publish(GROUP, 'MessagePush', [message('marker')]);
    const base = start.offset;
    const clientsA = Array.from({ length: 10 }, () => new CountingClient());
    const clientsB = Array.from({ length: 10 }, () => new CountingClient());
    for (const client of clientsA) await client.connect(a);
    for (const client of clientsB) await client.connect(b);

    const total = 300;
    let published = 0;
    const publishing = (async () => {
      for (let i = 1; i <= total; i++) {
        await publisher.realtime.publish(GROUP, 'MessagePush', message(`m${i}`));
        published = i;
        if (i % 10 === 0) await sleep(5);
      }
    })();
    await waitFor(() => published >= 100, 10_000);

    // Crash node A: its sockets and Redis connections vanish without goodbye.
    a.command.disconnect();
    a.subscriber.disconnect();
    for (const socket of a.sockets) socket.destroy();
    await waitFor(() => clientsA.every((client) => client.connection?.state === 'Disconnected'), 10_000);

    // Its clients come back on node B with their last position, while publishing goes on.
    for (const client of clientsA) await client.connect(b);
    await publishing;
    const expected = range(base + 1, base + total);
    await waitFor(() => [...clientsA, ...clientsB].every((client) => client.seqs.length >= total), 15_000);
    await sleep(100);
    let lost = 0;
    let duplicated = 0;
    for (const client of [...clientsA, ...clientsB]) {
      const unique = new Set(client.seqs);
      duplicated += client.seqs.length - unique.size;
      lost += expected.filter((seq) => !unique.has(seq)).length;
      expect(client.seqs).toEqual(expected);
    }
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(clientsA.every((client) => client.recovered === true)).toBe(true);
  });
});
