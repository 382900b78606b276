import { describe, expect, it } from 'vitest';
import { ChatRoomConnection } from './chatRoomConnection';
import { createSignalrConnection, signalrConnectionFactory } from './connection';
import { HubClient } from './hubClient';
import { CHAT_PROFILE, OTHER_PROFILE, type HubProfile } from './profiles';
import { FakeClock, fakeFactory, flush, type FakeConnection } from './testing';

const meta = (Seq: number, Epoch = 'e1', Group = 'site-1-en-0') => ({ Seq, Epoch, Group });

function setup(profile: HubProfile = CHAT_PROFILE, configure?: (connection: FakeConnection) => void) {
  const clock = new FakeClock();
  const { factory, built } = fakeFactory((connection) => {
    connection.results.AddChatRoomGroup = () => ({ Group: 'site-1-en-0', Position: { Seq: 0, Epoch: 'e1' }, Recovered: false });
    configure?.(connection);
  });
  const ready: string[] = [];
  const errors: string[] = [];
  const client = new HubClient({
    url: '/chatroomhub',
    profile,
    connect: factory,
    clock,
    dispatchReady: (name) => ready.push(name),
    onError: (message) => errors.push(message),
  });
  const states: string[] = [];
  client.subscribe(() => states.push(client.getSnapshot().state));
  return { client, clock, built, ready, errors, states };
}

const chatJoin = (since: unknown) => [1, 'en', 0, 'site-1', 'tok', null, true, since];

describe('HubClient profiles', () => {
  it.each([
    ['chat', CHAT_PROFILE, { delays: [0, 0, 10_000], negotiation: false, watchdog: 5_000, retry: 1_000, ready: 'chatroomConnectionReady' }],
    ['other', OTHER_PROFILE, { delays: [0, 2_000, 10_000, 30_000], negotiation: true, watchdog: null, retry: null, ready: null }],
  ] as const)('%s profile carries the spec timings', (_name, profile, expected) => {
    expect([...profile.reconnectDelaysMs]).toEqual(expected.delays);
    expect(profile.skipNegotiation).toBe(!expected.negotiation);
    expect(profile.watchdogMs).toBe(expected.watchdog);
    expect(profile.startRetryMs).toBe(expected.retry);
    expect(profile.readyEvent).toBe(expected.ready);
  });

  it('configures the real HubConnectionBuilder from the profile', async () => {
    const other = await createSignalrConnection({ url: 'http://localhost/commonhub', profile: OTHER_PROFILE, transport: 'WebSockets' }) as unknown as Record<string, unknown>;
    expect(other.serverTimeoutInMilliseconds).toBe(30_000);
    expect(other.keepAliveIntervalInMilliseconds).toBe(15_000);
    const otherPolicy = other._reconnectPolicy as { _retryDelays: Array<number | null> };
    expect(otherPolicy._retryDelays).toEqual([0, 2_000, 10_000, 30_000, null]);
    const chat = await createSignalrConnection({ url: 'http://localhost/chatroomhub', profile: CHAT_PROFILE, transport: 'WebSockets' }) as unknown as Record<string, unknown>;
    expect((chat._reconnectPolicy as { _retryDelays: Array<number | null> })._retryDelays).toEqual([0, 0, 10_000, null]);
    const options = (chat.connection as { _options: { skipNegotiation?: boolean; transport?: number } })._options;
    expect(options.skipNegotiation).toBe(true);
    expect(options.transport).toBe(1); // HttpTransportType.WebSockets
    // The fallbacks negotiate, on their one transport.
    const sse = await createSignalrConnection({ url: 'http://localhost/chatroomhub', profile: CHAT_PROFILE, transport: 'ServerSentEvents' }) as unknown as Record<string, unknown>;
    expect((sse.connection as { _options: { skipNegotiation?: boolean; transport?: number } })._options).toMatchObject({ skipNegotiation: false, transport: 2 });
    const polling = await createSignalrConnection({ url: 'http://localhost/commonhub', profile: OTHER_PROFILE, transport: 'LongPolling' }) as unknown as Record<string, unknown>;
    expect((polling.connection as { _options: { skipNegotiation?: boolean; transport?: number } })._options).toMatchObject({ skipNegotiation: false, transport: 4 });
  });

  it('the app\'s factory loads signalr on its own: Disconnected until then, handlers handed over, then the real connection', async () => {
    const deferred = signalrConnectionFactory({ url: 'http://localhost/commonhub', profile: OTHER_PROFILE, transport: 'WebSockets' });
    expect(deferred.state).toBe('Disconnected');
    expect(deferred.connectionId).toBeNull();
    const handler = () => {};
    deferred.on('UpdateConnectionKey', handler);
    await expect(deferred.invoke('AddMemberGroup')).rejects.toThrow(/not in the 'Connected' State/);
    // Once loaded, the real HubConnection holds the handler registered before.
    await deferred.stop();
    const real = (deferred as unknown as { real: { _methods: Record<string, unknown[]> } }).real;
    expect(real._methods.updateconnectionkey).toEqual([handler]);
  });
});

describe('HubClient', () => {
  it('connects, joins its groups, then raises chatroomConnectionReady', async () => {
    const { client, built, ready, states } = setup();
    await client.join({ key: 'chat', method: 'AddChatRoomGroup', args: chatJoin });
    await client.start();
    await flush();
    expect(states).toEqual(['Connecting', 'Connected', 'Connected']);
    expect(client.getSnapshot()).toMatchObject({ state: 'Connected', ready: true, error: null });
    expect(built[0].invocations).toEqual([{ method: 'AddChatRoomGroup', args: chatJoin(null) }]);
    expect(ready).toEqual(['chatroomConnectionReady']);
  });

  it('a first join starts where the HTTP history stood (resumeFrom): it passes that position, drops what the history held, and later rejoins ignore it', async () => {
    const { client, built } = setup(CHAT_PROFILE, (connection) => {
      connection.results.AddChatRoomGroup = () => ({ Group: 'site-1-en-0', Position: { Seq: 7, Epoch: 'e1' }, Recovered: true });
    });
    const seen: string[] = [];
    client.on('MessagePush', (payload) => seen.push((payload as { Message: string }).Message));
    client.resumeFrom('chat', 'site-1-en-0', { Seq: 5, Epoch: 'e1' }); // not registered yet: nothing to start from
    await client.join({ key: 'chat', method: 'AddChatRoomGroup', args: chatJoin });
    client.resumeFrom('chat', 'site-1-en-0', { Seq: 7, Epoch: 'e1' });
    await client.start();
    await flush();
    expect(built[0].invocations).toEqual([{ method: 'AddChatRoomGroup', args: chatJoin({ Seq: 7, Epoch: 'e1' }) }]);
    built[0].emit('MessagePush', { Message: 'in the history' }, meta(7));
    built[0].emit('MessagePush', { Message: 'after it' }, meta(8));
    expect(seen).toEqual(['after it']);
    client.resumeFrom('chat', 'site-1-en-0', { Seq: 2, Epoch: 'e1' });
    expect(client.positionOf('site-1-en-0')).toEqual({ Seq: 8, Epoch: 'e1' });
  });

  it('retries a failed start after 1 s on the chat profile, each round through every transport', async () => {
    const { client, clock, built } = setup(CHAT_PROFILE, (connection) => {
      // The server is down for the first two rounds: every transport is refused.
      if (connection.index < 6) connection.startOutcomes.push(new Error('refused'));
    });
    await client.start();
    expect(client.getSnapshot()).toMatchObject({ state: 'Disconnected', error: 'refused', transport: null });
    expect(built.map((c) => c.request.transport)).toEqual(['WebSockets', 'ServerSentEvents', 'LongPolling']);
    await clock.advance(999);
    expect(built).toHaveLength(3);
    await clock.advance(1);
    expect(built).toHaveLength(6);
    await clock.advance(1_000);
    expect(built).toHaveLength(7);
    expect(built[6]!.request.transport).toBe('WebSockets');
    expect(client.getSnapshot()).toMatchObject({ state: 'Connected', transport: 'WebSockets' });
  });

  it('falls back at once to Server-Sent Events, then long polling, when the network refuses WebSockets, and says which it uses', async () => {
    const details: unknown[] = [];
    const clock = new FakeClock();
    const { factory, built } = fakeFactory((connection) => {
      if (connection.request.transport !== 'LongPolling') connection.startOutcomes.push(new Error(`${connection.request.transport} refused by a proxy`));
    });
    const client = new HubClient({ url: '/chatroomhub', profile: CHAT_PROFILE, connect: factory, clock, dispatchReady: (_name, detail) => details.push(detail) });
    await client.start();
    await flush();
    expect(built.map((c) => c.request.transport)).toEqual(['WebSockets', 'ServerSentEvents', 'LongPolling']);
    expect(client.getSnapshot()).toMatchObject({ state: 'Connected', ready: true, transport: 'LongPolling', error: null });
    expect(details).toEqual([{ connectionId: 'c2-1', transport: 'LongPolling' }]);
    // Automatic reconnects stay on the same connection, hence on the transport that works.
    built[2]!.drop();
    built[2]!.reconnect();
    await flush();
    expect(built).toHaveLength(3);
    expect(client.getSnapshot().transport).toBe('LongPolling');
  });

  it('does not retry a failed start on the other profile', async () => {
    const { client, clock, built } = setup(OTHER_PROFILE, (connection) => connection.startOutcomes.push(new Error('refused')));
    await client.start();
    await clock.advance(60_000);
    expect(built[0].starts).toBe(1);
    expect(client.getSnapshot().state).toBe('Disconnected');
  });

  it.each([
    ['chat', CHAT_PROFILE, 2],
    ['other', OTHER_PROFILE, 1],
  ] as const)('%s profile: after the client gave up reconnecting, the 5 s check restarts it only for chat', async (_name, profile, expectedStarts) => {
    const { client, clock, built } = setup(profile);
    await client.start();
    built[0].close(new Error('gave up'));
    expect(client.getSnapshot()).toMatchObject({ state: 'Disconnected', ready: false, error: 'gave up' });
    await clock.advance(5_000);
    expect(built[0].starts).toBe(expectedStarts);
  });

  it('exposes Reconnecting and rejoins with the last position after a reconnect', async () => {
    const { client, built, ready, states } = setup();
    client.on('MessagePush', () => undefined);
    await client.join({ key: 'chat', method: 'AddChatRoomGroup', args: chatJoin });
    await client.start();
    await flush();
    const connection = built[0];
    connection.emit('MessagePush', { Message: 'a' }, meta(1));
    connection.emit('MessagePush', { Message: 'b' }, meta(2));
    connection.drop();
    expect(client.getSnapshot().state).toBe('Reconnecting');
    connection.reconnect();
    await flush();
    expect(connection.invocations[1]).toEqual({ method: 'AddChatRoomGroup', args: chatJoin({ Seq: 2, Epoch: 'e1' }) });
    expect(ready).toHaveLength(2);
    expect(states).toContain('Reconnecting');
    expect(client.getSnapshot()).toMatchObject({ state: 'Connected', ready: true });
  });

  it('drops sequenced events at or below the last Seq seen, accepts a new epoch', async () => {
    const { client, built } = setup();
    const seen: string[] = [];
    client.on('MessagePush', (payload) => seen.push((payload as { Message: string }).Message));
    await client.start();
    const connection = built[0];
    connection.emit('MessagePush', { Message: 'one' }, meta(1));
    connection.emit('MessagePush', { Message: 'two' }, meta(2));
    connection.emit('MessagePush', { Message: 'two again' }, meta(2));
    connection.emit('MessagePush', { Message: 'one again' }, meta(1));
    connection.emit('MessagePush', { Message: 'other group' }, meta(1, 'e1', 'other'));
    connection.emit('MessagePush', { Message: 'new epoch' }, meta(1, 'e2'));
    connection.emit('CheckChatroomStatus', { MatchId: 1, IsMatchOpen: true });
    expect(seen).toEqual(['one', 'two', 'other group', 'new epoch']);
    expect(client.positionOf('site-1-en-0')).toEqual({ Seq: 1, Epoch: 'e2' });
  });

  it('tells the join owner when the server could not recover (refetch over HTTP) and says so in its state', async () => {
    let recovers = false;
    const { client, built } = setup(CHAT_PROFILE, (connection) => {
      connection.results.AddChatRoomGroup = (args) => ({ Group: 'g', Position: { Seq: 9, Epoch: 'e1' }, Recovered: args[7] === null ? undefined : recovers });
    });
    const results: unknown[] = [];
    await client.join({ key: 'chat', method: 'AddChatRoomGroup', args: chatJoin, onJoined: (result) => results.push(result) });
    await client.start();
    await flush();
    expect(client.getSnapshot().recovery).toBeNull();
    built[0].drop();
    built[0].reconnect();
    await flush();
    expect(client.getSnapshot().recovery).toBe('reloaded');
    recovers = true;
    built[0].drop();
    built[0].reconnect();
    await flush();
    expect(client.getSnapshot().recovery).toBe('recovered');
    expect(results.slice(0, 2)).toEqual([
      { Group: 'g', Position: { Seq: 9, Epoch: 'e1' } },
      { Group: 'g', Position: { Seq: 9, Epoch: 'e1' }, Recovered: false },
    ]);
  });

  it('refuses invoke while not connected and stops for good on stop()', async () => {
    const { client, clock, built } = setup();
    await expect(client.invoke('RemoveFromGroup', 1, 'en', 0, 'site', 'token', null, false)).rejects.toThrow(/not connected/);
    await client.start();
    await client.stop();
    expect(client.getSnapshot().state).toBe('Disconnected');
    await clock.advance(20_000);
    expect(built[0].starts).toBe(1);
    expect(clock.pending()).toBe(0);
  });
});

describe('ChatRoomConnection: UpdateConnectionKey', () => {
  it('removes from the old group, fetches a new group name, rebuilds and rejoins with the new keys', async () => {
    const { client, built, ready } = setup();
    const chat = new ChatRoomConnection({
      client,
      keys: { matchId: 7, language: 'en', anchorId: 3, groupName: 'site-1', token: 'tok', keys: 'k1', isLicensee: true },
      joinMethod: 'AddChatRoomGroup',
      fetchGroupName: async () => 'site-2',
    });
    await client.start();
    await flush();
    expect(built[0].invocations).toEqual([{ method: 'AddChatRoomGroup', args: [7, 'en', 3, 'site-1', 'tok', 'k1', true, null] }]);
    built[0].emit('UpdateConnectionKey', { Keys: 'k2', MatchId: 7 }, meta(1));
    await flush();
    await flush();
    expect(built[0].invocations[1]).toEqual({ method: 'RemoveFromGroup', args: [7, 'en', 3, 'site-1', 'tok', 'k1', true] });
    expect(built[0].stops).toBe(1);
    expect(built).toHaveLength(2);
    expect(built[1].invocations).toEqual([
      { method: 'AddChatRoomGroup', args: [7, 'en', 3, 'site-2', 'tok', 'k2', true, { Seq: 1, Epoch: 'e1' }] },
    ]);
    expect(chat.keys).toMatchObject({ groupName: 'site-2', keys: 'k2' });
    expect(client.getSnapshot()).toMatchObject({ state: 'Connected', ready: true });
    expect(ready).toHaveLength(2);
    chat.dispose();
  });

  it('still rebuilds when RemoveFromGroup and the group name fetch fail (they are only logged)', async () => {
    const { client, built } = setup(CHAT_PROFILE, (connection) => {
      connection.results.RemoveFromGroup = () => {
        throw new Error('gone');
      };
    });
    const logged: string[] = [];
    const chat = new ChatRoomConnection({
      client,
      keys: { matchId: 7, language: 'en', anchorId: 3, groupName: 'site-1', token: 'tok', keys: null, isLicensee: false },
      joinMethod: 'AddEntertainmentChatRoomGroup',
      fetchGroupName: () => Promise.reject(new Error('offline')),
      onError: (message) => logged.push(message),
    });
    await client.start();
    await chat.updateConnectionKey(null);
    await flush();
    expect(logged).toEqual(['RemoveFromGroup failed', 'CheckSiteGroup failed']);
    expect(built).toHaveLength(2);
    expect(built[1].invocations[0]).toMatchObject({ method: 'AddEntertainmentChatRoomGroup', args: [7, 'en', 3, 'site-1', 'tok', null, false, null] });
  });
});
