import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import type { Broker } from './broker/types';
import { groupHub, joinGuarded } from './hubs/index';
import type { HubsFactory } from './hubs/index';
import { createRealtime } from './index';
import type { Realtime } from './index';
import { officialClient } from './signalr/testing';

/** Recovery test bed: a node with one hub joining one room, and official-client viewers. */
export interface Meta {
  Seq: number;
  Epoch: string;
  Group: string;
}

export const ROOM = 'site:chat:1:42:en:7';
export const EVENTS = ['MessagePush', 'GiftPush', 'SettlementPush'] as const;

const hubs: HubsFactory = (deps) => ({
  '/testhub': groupHub(deps, {
    Join: (args, ctx) => joinGuarded(deps.groups, ROOM, (args[0] as { Seq: number; Epoch: string } | null) ?? null, ctx),
  }),
});

export interface Node {
  realtime: Realtime;
  broker: Broker;
  server: Server;
  base: string;
  stop(): Promise<void>;
}

export async function startNode(broker: Broker): Promise<Node> {
  const realtime = createRealtime({ authenticate: async () => null, broker, hubs });
  const server = createServer((req, res) => {
    if (!realtime.hubServer.handleNegotiate(req, res)) res.writeHead(404).end();
  });
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    realtime,
    broker,
    server,
    base,
    async stop() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await broker.close();
    },
  };
}

/** A viewer (pushed to `clients` for cleanup): the official client, recording every sequenced event as `Event:text`, and its position. */
export async function viewer(base: string, since: Meta | null, clients: ClientConnection[]) {
  const client = officialClient(`${base}/testhub`, 'negotiate');
  clients.push(client);
  const seen: string[] = [];
  let last: Meta | null = since;
  for (const event of EVENTS) {
    client.on(event, (payload: { Text: string }, meta: Meta) => {
      seen.push(`${event}:${payload.Text}`);
      last = meta;
    });
  }
  await client.start();
  const joined = (await client.invoke('Join', since ? { Seq: since.Seq, Epoch: since.Epoch } : null)) as { Recovered?: boolean };
  return { client, seen, joined, position: () => last };
}

export const publish = (node: Node, event: (typeof EVENTS)[number], text: string) => node.realtime.groups.publish(ROOM, event, [{ Text: text }]);
