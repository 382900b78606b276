import { describe, expect, it, vi } from 'vitest';
import { MessageType, ProgramType } from '@sideline/protocol';
import { FakeClock, flush } from '../../../shared/realtime/testing';
import type { AlertInput } from '../alerts/alerts';
import { CLOSED_ROOM_RECHECK_MS, createChatRoom } from './chatRoom';
import { primeRoomStart } from './roomStart';
import type { ChatHub, ChatRoomDeps, ChatRoomInfo } from './chatRoom';

const info: ChatRoomInfo = {
  matchId: 10, anchorId: 0, anchorLanguage: 'en', programType: ProgramType.Match, groupName: 'site1', siteId: 1, siteName: 'S',
  currencyId: 20, customerId: 1, isLoggedIn: true, streamerName: 'Mai', isJioo: false, giftAllowed: true, color: 4, blockEnabled: false,
};
const msg = (i: number, patch: Record<string, unknown> = {}) => ({ CustomerId: 2, Nickname: `u${i}`, Message: `m${i}`, Timestamp: i, Type: 1, Color: '3', ...patch });
const ok = <T,>(Result: T) => ({ Code: 200 as const, Result, Error: null });

function setup(over: Partial<ChatRoomDeps> = {}, answers: Record<string, unknown> = {}) {
  const handlers = new Map<string, (...a: unknown[]) => void>();
  const hub: ChatHub & { starts: number; stops: number } = {
    starts: 0,
    stops: 0,
    on(event, handler) {
      handlers.set(event, handler as (...a: unknown[]) => void);
      return () => handlers.delete(event);
    },
    async start() {
      hub.starts++;
    },
    async stop() {
      hub.stops++;
    },
  };
  const calls: { name: string; body: unknown }[] = [];
  const defaults: Record<string, unknown> = {
    GetNickname: ok({ Nickname: 'Ann' }),
    GetConfig: ok({ Config: { MessageLengthLimit: 50, MessageFrequency: 3, TurnoverLimit: [], IsSendGift: true, IsAllowSendMessage: true, IsAllowShowingTicket: true, UserTurnover: 0, Vip: 0 } }),
    GetIndecent: ok({ IndecentDto: [{ Type: 1, Content: 'bad' }] }),
    CheckMatchStatus: ok({ IsOpen: true }),
    GetMessage: ok({ Messages: [msg(1), msg(2, { IsHate: true }), msg(3, { IsHate: true, CustomerId: 1 })], WelcomeMessages: [] }),
    SaveChatroomEntry: ok({ IsSaveData: true }),
    CollectHeartbeatData: ok({}),
    MessagePush: ok({ IsNotCheckMessage: false, IsMuted: false, IsSend: true, Turnover: 0 }),
    UpdateNickname: ok({ Nickname: 'Bo' }),
  };
  const api = {
    callEnvelope: vi.fn(async (call: { name: string }, body: unknown) => {
      calls.push({ name: call.name, body });
      const a = answers[call.name] ?? defaults[call.name];
      if (a === undefined) throw new Error(`unexpected ${call.name}`);
      return typeof a === 'function' ? (a as () => unknown)() : a;
    }),
  };
  const clock = Object.assign(new FakeClock(), {});
  const frames: (() => void)[] = [];
  const alerts: AlertInput[] = [];
  let tokenExpired = false;
  const room = createChatRoom({
    info, api: api as unknown as ChatRoomDeps['api'], hub, clock,
    alerts: { show: (a) => alerts.push(a) }, isTokenExpired: () => tokenExpired,
    frame: (cb) => {
      frames.push(cb);
      return () => frames.splice(frames.indexOf(cb), 1);
    },
    ...over,
  });
  const runFrame = () => frames.splice(0).forEach((f) => f());
  return { room, hub, handlers, calls, clock, alerts, runFrame, frames, expire: () => (tokenExpired = true) };
}

describe('chat room', () => {
  it('loads history with the keep rules, records the entry, starts the hub and the heartbeat', async () => {
    const { room, hub, calls } = setup();
    await room.start();
    const snap = room.getSnapshot();
    expect(snap.status).toBe('ready');
    expect(snap.rows.map((r) => r.Message)).toEqual(['m1', 'm3']);
    expect(snap.nickname).toBe('Ann');
    expect(hub.starts).toBe(1);
    expect(calls.map((c) => c.name)).toEqual(expect.arrayContaining(['SaveChatroomEntry', 'CollectHeartbeatData']));
  });

  it('records the entry and starts the hub once its first lines have painted, not in the task that drew them (issue 20)', async () => {
    let painted: () => void = () => undefined;
    const { room, hub, calls } = setup({ afterPaint: () => new Promise<void>((resolve) => { painted = resolve; }) });
    const started = room.start();
    await vi.waitFor(() => expect(room.getSnapshot().status).toBe('ready'));
    await flush();
    expect(room.getSnapshot().rows.map((r) => r.Message)).toEqual(['m1', 'm3']);
    expect(hub.starts).toBe(0);
    expect(calls.map((c) => c.name)).not.toContain('SaveChatroomEntry');
    painted();
    await started;
    expect(hub.starts).toBe(1);
    expect(calls.map((c) => c.name)).toContain('SaveChatroomEntry');
  });

  it('starts no hub when it was stopped while its first lines painted', async () => {
    let painted: () => void = () => undefined;
    const { room, hub, calls } = setup({ afterPaint: () => new Promise<void>((resolve) => { painted = resolve; }) });
    const started = room.start();
    await vi.waitFor(() => expect(room.getSnapshot().status).toBe('ready'));
    await room.stop();
    painted();
    await started;
    expect(hub.starts).toBe(0);
    expect(calls.map((c) => c.name)).not.toContain('SaveChatroomEntry');
  });

  it('sends GET /Message with the other start calls, not after them, and keeps by the rules once they answered (issue 20)', async () => {
    let answerBlocks: (value: unknown) => void = () => undefined;
    const blocks = new Promise((resolve) => { answerBlocks = resolve; });
    const { room, calls } = setup({ info: { ...info, blockEnabled: true } }, { GetBlock: () => blocks });
    const started = room.start();
    await flush();
    // GetBlock has not answered, and the history is already asked for.
    expect(calls.map((c) => c.name)).toEqual(expect.arrayContaining(['GetConfig', 'GetBlock', 'GetMessage']));
    expect(room.getSnapshot().rows).toEqual([]);
    answerBlocks(ok({ BlockIds: [2] }));
    await started;
    // The block list that came after the history still hides the blocked customer's line.
    expect(room.getSnapshot().rows.map((r) => r.Message)).toEqual(['m3']);
  });

  it('batches live messages into one flush per frame and stays bounded', async () => {
    const { room, handlers, runFrame, frames } = setup({ maxRows: 150 });
    await room.start();
    const listener = vi.fn();
    room.subscribe(listener);
    for (let i = 0; i < 400; i++) handlers.get('MessagePush')?.(msg(100 + i));
    expect(frames).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    const rows = room.getSnapshot().rows;
    expect(rows).toHaveLength(150);
    expect(rows[rows.length - 1].Message).toBe('m499');
  });

  it('ignores messages of another match and malformed ones', async () => {
    const { room, handlers, runFrame } = setup();
    await room.start();
    handlers.get('MessagePush')?.(msg(9, { MatchId: 11 }));
    handlers.get('MessagePush')?.({ nonsense: true });
    runFrame();
    expect(room.getSnapshot().rows).toHaveLength(2);
  });

  it('sends, then ignores sends inside the cool-down', async () => {
    const { room, calls, clock } = setup();
    await room.start();
    expect(await room.send('hello')).toBe('sent');
    expect(calls.find((c) => c.name === 'MessagePush')?.body).toMatchObject({ Message: 'hello', Type: MessageType.Message, Nickname: 'Ann', Color: 4, CurrencyId: 20, GroupName: 'site1' });
    expect(await room.send('again')).toBe('cooldown');
    await clock.advance(3000);
    expect(await room.send('@Mai  yo')).toBe('sent');
    expect(calls.filter((c) => c.name === 'MessagePush').at(-1)?.body).toMatchObject({ Message: '@Mai yo', Type: MessageType.At });
  });

  it('a match event puts the room in slow mode until its end line: longer cool-down and the slow-mode notice (issue 22 item 3)', async () => {
    const { room, handlers, runFrame, clock, alerts } = setup();
    await room.start();
    const line = (body: Record<string, unknown>) => msg(50, { CustomerId: 0, Nickname: '', Type: MessageType.MatchEvent, Message: JSON.stringify(body) });
    handlers.get('MessagePush')?.(line({ Phase: 'start', Event: 'goal', Team: 'Reds', Mode: 'slow-mode', SlowModeSeconds: 10, DurationSeconds: 60 }));
    runFrame();
    expect(room.getSnapshot().slowMode).toMatchObject({ seconds: 10 });
    expect(await room.send('one')).toBe('sent');
    await clock.advance(4000);
    // Past the room's own 3 s, inside the slow mode's 10 s: not sent, and the viewer is told why.
    expect(await room.send('two')).toBe('cooldown');
    expect(alerts.at(-1)).toMatchObject({ key: 'slow-mode-wait', vars: { seconds: 6 } });
    handlers.get('MessagePush')?.(line({ Phase: 'end', Event: null, Team: null, Mode: 'slow-mode', SlowModeSeconds: null, DurationSeconds: null }));
    runFrame();
    expect(room.getSnapshot().slowMode).toBeNull();
    expect(await room.send('three')).toBe('sent');
    // Outside slow mode the cool-down is silent again (spec section 4).
    const count = alerts.length;
    expect(await room.send('four')).toBe('cooldown');
    expect(alerts).toHaveLength(count);
  });

  it('a slow mode whose end line never came ends at its duration; history restores one still running', async () => {
    const start = (ts: number) => msg(60, { CustomerId: 0, Nickname: '', Type: MessageType.MatchEvent, Timestamp: ts,
      Message: JSON.stringify({ Phase: 'start', Event: 'var', Team: null, Mode: 'slow-mode', SlowModeSeconds: 8, DurationSeconds: 30 }) });
    const { room, clock } = setup({}, { GetMessage: () => ok({ Messages: [msg(1), start(clock.now() - 10_000)], WelcomeMessages: [] }) });
    await room.start();
    expect(room.getSnapshot().slowMode).toMatchObject({ seconds: 8 });
    await clock.advance(20_000);
    expect(room.getSnapshot().slowMode).toBeNull();
  });

  it("reads the indecent words where the page keeps them (the start-up's copy), and asks for fresh ones when the back office changes them", async () => {
    const asked: ({ fresh?: boolean } | undefined)[] = [];
    let words: { Type: 1 | 2; Content: string }[] = [{ Type: 1, Content: 'bad' }];
    const { room, handlers, calls } = setup({ indecentWords: async (options) => { asked.push(options); return { IndecentDto: words }; } });
    await room.start();
    expect(calls.map((c) => c.name)).not.toContain('GetIndecent');
    expect(asked).toEqual([undefined]);
    expect(await room.send('so bad')).toBe('indecent');
    words = [{ Type: 1, Content: 'kiwi' }];
    await (handlers.get('IndecentChanged') as (p: unknown) => Promise<void>)({ SiteId: null });
    expect(asked).toEqual([undefined, { fresh: true }]);
    expect(await room.send('a kiwi pie')).toBe('indecent');
    expect(calls.some((c) => c.name === 'MessagePush')).toBe(false);
  });

  it('a page whose copy of the indecent words failed still opens the room, with no pattern', async () => {
    const { room } = setup({ indecentWords: () => Promise.reject(new Error('offline')) });
    await room.start();
    expect(room.getSnapshot().status).toBe('ready');
  });

  it('loads the indecent words again when the back office changes them (IndecentChanged)', async () => {
    let words = [{ Type: 1, Content: 'bad' }];
    const { room, handlers, calls } = setup({}, { GetIndecent: () => ok({ IndecentDto: words }) });
    await room.start();
    words = [{ Type: 1, Content: 'kiwi' }];
    await (handlers.get('IndecentChanged') as (p: unknown) => Promise<void>)({ SiteId: null });
    expect(calls.filter((c) => c.name === 'GetIndecent')).toHaveLength(2);
    expect(await room.send('a kiwi pie')).toBe('indecent');
    expect(calls.some((c) => c.name === 'MessagePush')).toBe(false);
  });

  it('refuses indecent text without calling the server', async () => {
    const { room, calls, alerts } = setup();
    await room.start();
    expect(await room.send('so BAD')).toBe('indecent');
    expect(alerts.at(-1)).toMatchObject({ key: 'sensitive-words-prohibited', durationMs: 3000 });
    expect(calls.some((c) => c.name === 'MessagePush')).toBe(false);
  });

  it('shows customer-muted for a muted member', async () => {
    const { room, alerts } = setup({}, { MessagePush: ok({ IsNotCheckMessage: false, IsMuted: true, IsSend: false, Turnover: 0 }) });
    await room.start();
    expect(await room.send('hi')).toBe('refused');
    expect(alerts.at(-1)).toMatchObject({ key: 'customer-muted' });
  });

  it('asks for a nickname first', async () => {
    const { room } = setup({}, { GetNickname: ok({ Nickname: null }) });
    await room.start();
    expect(await room.send('hi')).toBe('nickname');
    expect(await room.setNickname('   ')).toBe('blank');
    expect(await room.setNickname('badboy')).toBe('indecent');
    expect(await room.setNickname(' Bo ')).toBe('saved');
    expect(room.getSnapshot().nickname).toBe('Bo');
  });

  it('closes on a status push confirmed by the status call, and ignores unchanged pushes', async () => {
    let open = true;
    const { room, hub, handlers } = setup({}, { CheckMatchStatus: () => ok({ IsOpen: open }) });
    await room.start();
    handlers.get('CheckChatroomStatus')?.({ MatchId: 10, IsMatchOpen: true });
    await Promise.resolve();
    expect(hub.starts).toBe(1);
    open = false;
    handlers.get('CheckChatroomStatus')?.({ MatchId: 10, IsMatchOpen: false });
    await vi.waitFor(() => expect(room.getSnapshot().isMatchOpen).toBe(false));
    expect(hub.stops).toBe(1);
    expect(await room.send('hi')).toBe('closed');
  });

  it('a room closed then reopened by the operator reopens by itself: the status check repeats while the connection is stopped (issue 16 item 35)', async () => {
    let open = true;
    const { room, hub, handlers, clock } = setup({}, { CheckMatchStatus: () => ok({ IsOpen: open }) });
    await room.start();
    open = false;
    handlers.get('CheckChatroomStatus')?.({ MatchId: 10, IsMatchOpen: false });
    await vi.waitFor(() => expect(room.getSnapshot().isMatchOpen).toBe(false));
    expect(hub.stops).toBe(1);
    await clock.advance(CLOSED_ROOM_RECHECK_MS);
    expect(room.getSnapshot().isMatchOpen).toBe(false);
    open = true;
    await clock.advance(CLOSED_ROOM_RECHECK_MS);
    await vi.waitFor(() => expect(room.getSnapshot().isMatchOpen).toBe(true));
    expect(hub.starts).toBe(2);
    await room.stop();
    expect(clock.pending()).toBe(0);
  });

  it('a room that starts closed opens when the status check says so', async () => {
    let open = false;
    const { room, hub, clock } = setup({}, { CheckMatchStatus: () => ok({ IsOpen: open }) });
    await room.start();
    expect(hub.starts).toBe(0);
    open = true;
    await clock.advance(CLOSED_ROOM_RECHECK_MS);
    await vi.waitFor(() => expect(hub.starts).toBe(1));
    expect(room.getSnapshot().isMatchOpen).toBe(true);
  });

  it('ignores status pushes while the token is expired', async () => {
    const { room, handlers, expire } = setup();
    await room.start();
    expire();
    handlers.get('CheckChatroomStatus')?.({ MatchId: 10, IsMatchOpen: false });
    await Promise.resolve();
    expect(room.getSnapshot().isMatchOpen).toBe(true);
  });

  it('reloads history after the pushed delay', async () => {
    const { room, handlers, calls, clock } = setup();
    await room.start();
    const before = calls.filter((c) => c.name === 'GetMessage').length;
    handlers.get('PushGetMessageEvent')?.({ MatchId: 10, Delay: 2 });
    await clock.advance(1999);
    expect(calls.filter((c) => c.name === 'GetMessage').length).toBe(before);
    await clock.advance(1);
    expect(calls.filter((c) => c.name === 'GetMessage').length).toBe(before + 1);
  });

  it('a reload answering after live lines keeps them once, after its own lines (the first join\'s Recovered:false raced a live line)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let reloads = 0;
    const { room, handlers, runFrame } = setup({}, {
      GetMessage: () => (reloads++ === 0
        ? ok({ Messages: [msg(1)], WelcomeMessages: [] })
        : new Promise((resolve) => { answer = resolve; })),
    });
    await room.start();
    handlers.get('MessagePush')?.(msg(2));
    runFrame();
    // The reload leaves; a line arrives live before it answers, one more after it left but
    // before the server wrote the answer (so the answer holds it too).
    const reload = room.reloadHistory();
    handlers.get('MessagePush')?.(msg(3));
    runFrame();
    handlers.get('MessagePush')?.(msg(4));
    answer(ok({ Messages: [msg(1), msg(2), msg(4)], WelcomeMessages: [] }));
    await reload;
    runFrame();
    expect(room.getSnapshot().rows.map((r) => r.Message)).toEqual(['m1', 'm2', 'm4', 'm3']);
  });

  it('hands the history\'s hub group and position on (the first join starts there) and shows a line both the history and the join sent once', async () => {
    const positions: unknown[] = [];
    const { room, handlers, runFrame } = setup({ onHistoryPosition: (group, position) => positions.push([group, position]) }, {
      GetMessage: ok({ Messages: [msg(1), msg(2)], WelcomeMessages: [], Group: 'site1:chat:1:10:en:0', Position: { Seq: 4, Epoch: 'e1' } }),
    });
    await room.start();
    expect(positions).toEqual([['site1:chat:1:10:en:0', { Seq: 4, Epoch: 'e1' }]]);
    handlers.get('MessagePush')?.(msg(2));
    handlers.get('MessagePush')?.(msg(3));
    runFrame();
    expect(room.getSnapshot().rows.map((r) => r.Message)).toEqual(['m1', 'm2', 'm3']);
  });

  it('a reload drops the lines it no longer holds that were shown before it was asked for', async () => {
    let reloads = 0;
    const { room, handlers, runFrame } = setup({}, {
      GetMessage: () => ok({ Messages: reloads++ === 0 ? [msg(1)] : [], WelcomeMessages: [] }),
    });
    await room.start();
    handlers.get('MessagePush')?.(msg(2));
    runFrame();
    expect(room.getSnapshot().rows.map((r) => r.Message)).toEqual(['m1', 'm2']);
    await room.reloadHistory();
    expect(room.getSnapshot().rows).toEqual([]);
  });

  it('drops the lines a moderator deleted, and every line when the room is cleared (DeleteMessages)', async () => {
    const { room, handlers } = setup();
    await room.start();
    const before = room.getSnapshot().rows.map((r) => r.Message);
    expect(before).toContain('m1');
    handlers.get('DeleteMessages')?.({ MatchId: 11, Messages: [{ CustomerId: 2, Timestamp: 1 }], All: false });
    expect(room.getSnapshot().rows.map((r) => r.Message)).toEqual(before);
    handlers.get('DeleteMessages')?.({ MatchId: 10, Messages: [{ CustomerId: 2, Timestamp: 1 }], All: false });
    expect(room.getSnapshot().rows.map((r) => r.Message)).toEqual(before.filter((m) => m !== 'm1'));
    handlers.get('DeleteMessages')?.({ MatchId: 10, Messages: [], All: true });
    expect(room.getSnapshot().rows).toEqual([]);
  });

  it('beats every 30 s only while open and logged in', async () => {
    const { room, calls, clock } = setup({ heartbeat: () => ({ collectType: 5, streamingSrc: 30 }) });
    await room.start();
    await flush();
    await clock.advance(60_000);
    const beats = calls.filter((c) => c.name === 'CollectHeartbeatData');
    expect(beats).toHaveLength(3);
    expect(beats[0].body).toMatchObject({ CollectType: 5, StreamingSrc: 30, MatchId: 10 });
  });

  it('a page that wants no heartbeat yet (chat-only, collapsed) pauses it; resumeHeartbeat beats at once and every 30 s', async () => {
    let expanded = false;
    const { room, calls, clock } = setup({ heartbeat: () => (expanded ? { collectType: 1, streamingSrc: null } : null) });
    await room.start();
    await flush();
    await clock.advance(60_000);
    const beats = () => calls.filter((c) => c.name === 'CollectHeartbeatData');
    expect(beats()).toHaveLength(0);
    expanded = true;
    room.resumeHeartbeat();
    room.resumeHeartbeat();
    await flush();
    expect(beats()).toHaveLength(1);
    expect(beats()[0].body).toMatchObject({ CollectType: 1, StreamingSrc: null });
    await clock.advance(30_000);
    expect(beats()).toHaveLength(2);
    // Collapsing again: the next beat finds nothing to send and the heartbeat stops.
    expanded = false;
    await clock.advance(90_000);
    expect(beats()).toHaveLength(2);
  });

  it('an anonymous viewer gets no heartbeat, no entry and a login answer', async () => {
    const { room, calls } = setup({ info: { ...info, isLoggedIn: false } });
    await room.start();
    expect(calls.map((c) => c.name)).not.toContain('CollectHeartbeatData');
    expect(calls.map((c) => c.name)).not.toContain('SaveChatroomEntry');
    expect(await room.send('hi')).toBe('login');
  });
});

describe("the room's start calls sent early (roomStart.ts, issue 20)", () => {
  it.each([
    ['a member with block and report on', { blockEnabled: true }],
    ['a member with it off', {}],
    ['an anonymous viewer', { isLoggedIn: false, customerId: null }],
    ['an entertainment room', { programType: ProgramType.Entertainment }],
  ])('primes exactly the calls %s makes at start, with the same requests', async (_name, patch) => {
    const roomInfo = { ...info, ...patch };
    const primed: { name: string; body: unknown }[] = [];
    primeRoomStart(roomInfo, ((call: { name: string }, body: unknown) => primed.push({ name: call.name, body })) as never);
    // The page's rooms read the indecent words the start-up loaded (useChatSession).
    const { room, calls } = setup({ info: roomInfo, indecentWords: async () => ({ IndecentDto: [] }) }, {
      GetBlock: ok({ BlockIds: [] }), GetEntertainmentConfig: ok({ Config: null }), CheckProgramStatus: ok({ IsOpen: true }),
    });
    await room.start();
    // Its reads at start; the history is the start-up's own early call, the entry and the heartbeat are writes.
    const started = calls.filter((c) => !['GetMessage', 'SaveChatroomEntry', 'CollectHeartbeatData'].includes(c.name));
    const byName = (list: { name: string; body: unknown }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(primed)).toEqual(byName(started));
  });
});
