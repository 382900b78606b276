import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { HubPath } from '@sideline/protocol';
import { createMemoryBroker } from '../realtime/broker/memory';
import { createGroupRegistry } from '../realtime/groups/registry';
import { RecordingSink } from '../realtime/groups/testing';
import type { GroupMembership, HubConnection } from '../realtime/index';
import { silentLogger } from '../realtime/signalr/types';
import { createRealtime } from '../realtime/index';
import type { Realtime } from '../realtime/index';
import { officialClient, waitFor } from '../realtime/signalr/testing';
import type { HubAuthenticator, HubSession } from '../realtime/types';
import { chatGroup } from './chat/index';
import { createHubs } from './hubs';
import { STREAMER_SCHEDULE_GROUP } from './schedule/index';
import { playerStatusGroup } from './streaming/index';

const sessions: Record<string, HubSession> = {
  alice: { customerId: 1, siteId: 10, siteGroup: 'siteA', isUserLogin: true, nickname: 'alice', vip: 0, tokenExpired: false },
  bob: { customerId: 2, siteId: 20, siteGroup: 'siteB', isUserLogin: true, nickname: 'bob', vip: 2, tokenExpired: false },
  stale: { customerId: 3, siteId: 10, siteGroup: 'siteA', isUserLogin: true, nickname: 'old', vip: 0, tokenExpired: true },
};
const authenticate: HubAuthenticator = async (token) => sessions[token] ?? null;

const message = (text: string) => ({ CustomerId: 1, Nickname: 'alice', Message: text, Timestamp: 1, Type: 1 });

let realtime: Realtime | null = null;
let stopServer: (() => Promise<void>) | null = null;
const clients: ClientConnection[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  await realtime?.close();
  await stopServer?.();
  realtime = null;
  stopServer = null;
});

/** Starts realtime behind Fastify (negotiate plugin + upgrade on the same server), as the app will. */
async function start(): Promise<string> {
  const broker = createMemoryBroker();
  realtime = createRealtime({ authenticate, broker, hubs: createHubs });
  const app = Fastify();
  await app.register(realtime.negotiatePlugin);
  realtime.attach(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  stopServer = async () => {
    await app.close();
    await broker.close();
  };
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function connect(url: string, mode: 'skip' | 'negotiate' = 'skip'): Promise<ClientConnection> {
  const client = officialClient(url, mode);
  clients.push(client);
  await client.start();
  return client;
}

describe('chat hubs', () => {
  it.each(['skip', 'negotiate'] as const)('join a chat room and receive its events (%s)', async (mode) => {
    const base = await start();
    const client = await connect(`${base}/chatroomhub`, mode);
    const received: unknown[][] = [];
    client.on('MessagePush', (...args: unknown[]) => received.push(args));

    const joined = await client.invoke('AddChatRoomGroup', 42, 'EN', 7, 'siteA', 'alice', '', true);
    expect(joined).toMatchObject({ Group: 'siteA:chat:1:42:en:7', Position: { Seq: 0 } });

    await realtime!.publish(chatGroup('siteA', 1, 42, 'en', 7), 'MessagePush', message('hello'));
    await realtime!.publish(chatGroup('siteA', 1, 42, 'en', 8), 'MessagePush', message('other anchor'));
    await waitFor(() => received.length === 1);
    expect(received[0]![0]).toMatchObject({ Message: 'hello' });
    expect(received[0]![1]).toMatchObject({ Seq: 1, Group: 'siteA:chat:1:42:en:7' });

    expect(await client.invoke('RemoveFromGroup', 42, 'en', 7, 'siteA', 'alice', '', true)).toEqual({ Removed: true });
    expect(await client.invoke('RemoveFromGroup', 42, 'en', 7, 'siteA', 'alice', '', true)).toEqual({ Removed: false });
    await realtime!.publish(chatGroup('siteA', 1, 42, 'en', 7), 'MessagePush', message('after leaving'));
    await client.invoke('AddAdsGroup', 42, 'en', 7, 'siteA', 'alice', null, true); // a round trip after the publish
    expect(received).toHaveLength(1);
  });

  it('recovers missed events when re-joining with since', async () => {
    const base = await start();
    const group = chatGroup('siteA', 2, 5, 'en', 1);
    const first = await connect(`${base}/entertainmenthub`);
    const joined = (await first.invoke('AddEntertainmentChatRoomGroup', 5, 'en', 1, 'siteA', 'alice', null, false)) as { Position: { Seq: number; Epoch: string } };
    await realtime!.publish(group, 'MessagePush', message('m1'));
    await realtime!.publish(group, 'MessagePush', message('m2'));

    const second = await connect(`${base}/entertainmenthub`);
    const replayed: string[] = [];
    second.on('MessagePush', (payload: { Message: string }) => replayed.push(payload.Message));
    const rejoined = await second.invoke('AddEntertainmentChatRoomGroup', 5, 'en', 1, 'siteA', 'alice', null, false, joined.Position);
    expect(rejoined).toMatchObject({ Group: group, Recovered: true, Position: { Seq: 2 } });
    await waitFor(() => replayed.length === 2);
    expect(replayed).toEqual(['m1', 'm2']);
  });

  it('refuses joins the token does not allow, and bad arguments, with the official errors', async () => {
    const base = await start();
    const client = await connect(`${base}/chatroomhub`);
    await expect(client.invoke('AddChatRoomGroup', 42, 'en', 7, 'siteA', 'bob', '', true)).rejects.toThrow(
      "Failed to invoke 'AddChatRoomGroup' because user is unauthorized",
    );
    await expect(client.invoke('AddChatRoomGroup', 42, 'en', 7, 'siteA', 'forged', '', true)).rejects.toThrow('because user is unauthorized');
    await expect(client.invoke('AddChatRoomGroup', 42, 'en', 7, 'siteA', 'stale', '', true)).rejects.toThrow('because user is unauthorized');
    await expect(client.invoke('AddChatRoomGroup', '42', 'en', 7, 'siteA', 'alice', '', true)).rejects.toThrow(
      "Failed to invoke 'AddChatRoomGroup' due to an error on the server. InvalidDataException: arguments[0]:",
    );
    await expect(client.invoke('AddChatRoomGroup', 42, 'en:x', 7, 'siteA', 'alice', '', true)).rejects.toThrow('arguments[1]');
    await expect(client.invoke('AddChatRoomGroup', 42, 'en', 7)).rejects.toThrow('InvalidDataException');
    // The entertainment join is not a method of the match hub.
    await expect(client.invoke('AddEntertainmentChatRoomGroup', 42, 'en', 7, 'siteA', 'alice', '', true)).rejects.toThrow(
      "Unknown hub method 'AddEntertainmentChatRoomGroup'",
    );
    expect(realtime!.groups.memberCount(chatGroup('siteA', 1, 42, 'en', 7))).toBe(0);
  });

  it('leaves every group when the connection ends', async () => {
    const base = await start();
    const client = await connect(`${base}/chatroomhub`);
    await client.invoke('AddChatRoomGroup', 1, 'en', 1, 'siteA', 'alice', '', true);
    await client.invoke('AddAdsGroup', 1, 'en', 1, 'siteA', 'alice', '', true);
    expect(realtime!.groups.memberCount(chatGroup('siteA', 1, 1, 'en', 1))).toBe(1);
    await client.stop();
    await waitFor(() => realtime!.groups.memberCount(chatGroup('siteA', 1, 1, 'en', 1)) === 0);
    expect(realtime!.hubServer.connectionCount).toBe(0);
  });
});

describe('schedule and common hubs', () => {
  it('streamer schedule feed and player status', async () => {
    const base = await start();
    const schedule = await connect(`${base}/streamerschedulehub`);
    const live: unknown[] = [];
    schedule.on('PushLivePrograms', (payload: unknown) => live.push(payload));
    expect(await schedule.invoke('AddStreamerScheduleGroup', 'en')).toMatchObject({ Group: STREAMER_SCHEDULE_GROUP });
    await realtime!.publish(STREAMER_SCHEDULE_GROUP, 'PushLivePrograms', { LiveMatchIds: [1], LiveEntertainmentEventIds: [] });
    await waitFor(() => live.length === 1);
    expect(live[0]).toEqual({ LiveMatchIds: [1], LiveEntertainmentEventIds: [] });

    const common = await connect(`${base}/commonhub`);
    const status: unknown[] = [];
    common.on('GetAgoraPlayerStatus', (payload: unknown) => status.push(payload));
    await expect(common.invoke('AddPlayerStatusGroup', 3, 9, 4, 'en', 'nobody')).rejects.toThrow('because user is unauthorized');
    await expect(common.invoke('AddPlayerStatusGroup', 5, 9, 4, 'en', 'bob')).rejects.toThrow('arguments[0]');
    expect(await common.invoke('AddPlayerStatusGroup', 3, 9, 4, 'en', 'bob')).toMatchObject({ Group: playerStatusGroup(3, 9, 4, 'en') });
    await realtime!.publish(playerStatusGroup(3, 9, 4, 'en'), 'GetAgoraPlayerStatus', { MatchId: 9, AnchorId: 4, Language: 'en', Status: false });
    await waitFor(() => status.length === 1);
    expect(status[0]).toMatchObject({ Status: false });
  });
});

describe('shutdown', () => {
  it('close() tells every client it may reconnect', async () => {
    const base = await start();
    const client = officialClient(`${base}/chatroomhub`, 'skip', (b) => b.withAutomaticReconnect([60_000]));
    clients.push(client);
    await client.start();
    let reconnecting = false;
    client.onreconnecting(() => {
      reconnecting = true;
    });
    await realtime!.hubServer.close();
    await waitFor(() => reconnecting);
  });

  it('also works on a plain node:http server with handleNegotiate', async () => {
    const broker = createMemoryBroker();
    realtime = createRealtime({ authenticate, broker, hubs: createHubs });
    const rt = realtime;
    const server = createServer((req, res) => {
      if (!rt.hubServer.handleNegotiate(req, res)) res.writeHead(404).end();
    });
    rt.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stopServer = async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await broker.close();
    };
    const client = await connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}/commonhub`, 'negotiate');
    expect(client.connectionId).toBeTruthy();
  });
});

describe('the guarded join, on every hub', () => {
  /** A connection as a hub method sees it, backed by a recording sink; `alive` is ours to flip. */
  class TestConnection extends RecordingSink implements HubConnection {
    readonly items = new Map<string, unknown>();
    alive = true;
    constructor(readonly hubPath: string) { super(); }
    sendEvent(): void {}
  }

  const joins: Array<[string, string, unknown[]]> = [
    [HubPath.Chatroom, 'AddChatRoomGroup', [42, 'en', 7, 'siteA', 'alice', '', true]],
    [HubPath.Chatroom, 'AddAdsGroup', [42, 'en', 7, 'siteA', 'alice', null, true]],
    [HubPath.Chatroom, 'AddMemberGroup', ['alice', null]],
    [HubPath.Entertainment, 'AddEntertainmentChatRoomGroup', [5, 'en', 1, 'siteA', 'alice', null, false]],
    [HubPath.Entertainment, 'AddAdsGroup', [5, 'en', 1, 'siteA', 'alice', null, false]],
    [HubPath.Entertainment, 'AddMemberGroup', ['alice', null]],
    [HubPath.StreamerSchedule, 'AddStreamerScheduleGroup', ['en']],
    [HubPath.Common, 'AddPlayerStatusGroup', [3, 42, 7, 'en', 'alice']],
  ];

  it.each(joins)('%s %s: a connection that closes mid-join is left in no group', async (path, method, args) => {
    const broker = createMemoryBroker();
    const registry = createGroupRegistry({ broker });
    // The join reaches the registry only after the connection closed (and its hub left every group).
    let entered!: () => void;
    const joining = new Promise<void>((resolve) => { entered = resolve; });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const groups: GroupMembership = {
      async join(group, sink, since) {
        entered();
        await gate;
        return registry.join(group, sink, since);
      },
      leave: (group, sink) => registry.leave(group, sink),
      leaveAll: (sink) => registry.leaveAll(sink),
    };
    const hub = createHubs({ authenticate, groups, logger: silentLogger })[path as HubPath];
    const connection = new TestConnection(path);
    try {
      const call = Promise.resolve(hub.methods[method]!(args, { connection, target: method }));
      await joining;
      connection.alive = false;
      hub.onDisconnected?.(connection);
      release();
      await expect(call).rejects.toThrow('connection closed during join');
      expect(registry.groupsOf(connection)).toEqual([]);

      // The same join on an open connection keeps it: the guard, not the setup, took it out.
      const open = new TestConnection(path);
      const joined = await Promise.resolve(hub.methods[method]!(args, { connection: open, target: method })) as { Group: string };
      expect(registry.groupsOf(open)).toEqual([joined.Group]);
    } finally {
      await registry.close();
      await broker.close();
    }
  });
});
