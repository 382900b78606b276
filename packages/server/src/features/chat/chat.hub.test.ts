import type { HubConnection } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import {
  ANCHOR, LANG, LIVE_PROGRAMME, OPERATOR_KEY, RUNNING_MATCH, collect, get, hubClient, listen, post, pushBody, siteGroup, until,
} from './testing';

/**
 * The chat rules through the real paths: HTTP MessagePush in, the official SignalR client
 * (WebSockets, no negotiation, as the widget) joined with AddChatRoomGroup out.
 */
let t: TestApp;
let base: string;
const clients: HubConnection[] = [];

beforeEach(async () => {
  t = await makeTestApp({ config: { operatorKey: OPERATOR_KEY } });
  base = await listen(t.app);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  await t.close();
});

async function joinMatchRoom(token: string, group: string, matchId = RUNNING_MATCH, anchorId = ANCHOR, lang = LANG, since: unknown = undefined) {
  const client = await hubClient(`${base}/chatroomhub`);
  clients.push(client);
  const seen = collect(client, 'MessagePush', 'CheckChatroomStatus', 'PushGetMessageEvent');
  const args = [matchId, lang, anchorId, group, token, '', true, ...(since === undefined ? [] : [since])];
  const joined = await client.invoke('AddChatRoomGroup', ...args);
  return { client, seen, joined };
}

describe('chat through the hub', () => {
  it('pushes an accepted message to a second member and never a refused one', async () => {
    const member = await t.login('member');
    const group = await siteGroup(t.app, member);
    const viewer = await t.login('vip5');
    const { seen, joined } = await joinMatchRoom(viewer, group);
    expect(joined).toMatchObject({ Group: `${group}:chat:1:${RUNNING_MATCH}:${LANG}:${ANCHOR}` });
    const db = t.app.sideline.store.db;
    const send = (token: string, overrides: Record<string, unknown> = {}) => post(t.app, '/MessagePush', token, pushBody(group, overrides));

    expect((await send(member, { Message: 'first' })).json().Result.IsSend).toBe(true);
    await until(() => seen.MessagePush!.length === 1);
    const [payload, position] = seen.MessagePush![0]!;
    expect(payload).toMatchObject({
      CustomerId: 1001, Nickname: 'LuckyFan', Message: 'first', Type: 1, Color: 3, ProgramType: 1, IsHate: false,
      MatchId: RUNNING_MATCH, AnchorId: ANCHOR, AnchorLanguage: LANG,
    });
    expect(position).toMatchObject({ Seq: 1, Group: joined.Group });

    // Every refusal, each for its own reason; none may reach the room.
    const reasons: [string, () => Promise<unknown>][] = [
      ['cool-down', async () => (await send(member, { Message: 'too soon' })).json().Code],
      ['indecent', async () => { await db.deleteFrom('chat_cooldowns').execute(); return (await send(member, { Message: 'total SCAM' })).json().Code; }],
      ['too long', async () => (await send(member, { Message: 'y'.repeat(101) })).json().Code],
      ['muted', async () => (await send(await t.login('muted'), { Message: 'shout' })).json().Result.IsMuted],
      ['C001', async () => (await send(member, { CurrencyId: 5, Message: 'c001' })).json().Error[0].Field],
    ];
    const answers: Record<string, unknown> = {};
    for (const [name, run] of reasons) answers[name] = await run();
    expect(answers).toEqual({ 'cool-down': 429, indecent: 400, 'too long': 400, muted: true, C001: 'C001' });

    await db.updateTable('customers').set({ currency_id: 2 }).where('id', '=', 1002).execute(); // RMB, limit 50, no turnover
    expect((await send(await t.login('vip5'), { CurrencyId: 2, Message: 'turnover' })).json().Result.IsSend).toBe(false);

    await post(t.app, '/Operator/SetChatroomStatus', null, { MatchId: RUNNING_MATCH, ProgramType: 1, IsOpen: false }, { 'Operator-Key': OPERATOR_KEY });
    expect((await send(member, { Message: 'closed' })).json().Code).toBe(403);
    await post(t.app, '/Operator/SetChatroomStatus', null, { MatchId: RUNNING_MATCH, ProgramType: 1, IsOpen: true }, { 'Operator-Key': OPERATOR_KEY });

    await db.deleteFrom('chat_cooldowns').execute();
    expect((await send(member, { Message: 'last' })).json().Result.IsSend).toBe(true);
    await until(() => seen.MessagePush!.length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.MessagePush!.map(([p]) => (p as { Message: string }).Message)).toEqual(['first', 'last']);
    // The close and the reopen reached the room.
    expect(seen.CheckChatroomStatus!.map(([p]) => p)).toEqual([
      { MatchId: RUNNING_MATCH, IsMatchOpen: false, IsGiftDisable: false },
      { MatchId: RUNNING_MATCH, IsMatchOpen: true, IsGiftDisable: false },
    ]);
  });

  it('GET /Message names the room\'s hub group and the position it was read at; a first join from it gets what came after, once', async () => {
    const member = await t.login('member');
    const group = await siteGroup(t.app, member);
    const send = (text: string) => post(t.app, '/MessagePush', member, pushBody(group, { Message: text }));
    const fromHistory = async () => (await get(t.app, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group })).json().Result;
    expect((await send('before the history')).json().Result.IsSend).toBe(true);
    const history = await fromHistory();
    expect(history.Messages.map((m: { Message: string }) => m.Message)).toContain('before the history');
    await t.app.sideline.store.db.deleteFrom('chat_cooldowns').execute();
    expect((await send('between the history and the join')).json().Result.IsSend).toBe(true);

    const { seen, joined } = await joinMatchRoom(await t.login('vip5'), group, RUNNING_MATCH, ANCHOR, LANG, history.Position);
    expect(joined).toMatchObject({ Group: history.Group, Recovered: true });
    await until(() => (seen.MessagePush?.length ?? 0) === 1);
    expect(seen.MessagePush!.map(([m]) => (m as { Message: string }).Message)).toEqual(['between the history and the join']);
  });

  it('only the room gets the message: another anchor, language or site does not', async () => {
    const member = await t.login('member');
    const group = await siteGroup(t.app, member);
    const otherAnchor = await joinMatchRoom(await t.login('vip5'), group, RUNNING_MATCH, 305, 'cn');
    const coin = await t.login('coin-member');
    const coinRoom = await joinMatchRoom(coin, await siteGroup(t.app, coin));
    const same = await joinMatchRoom(await t.login('newbie'), group);
    await post(t.app, '/MessagePush', member, pushBody(group, { Message: 'only here' }));
    await until(() => same.seen.MessagePush!.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(otherAnchor.seen.MessagePush).toHaveLength(0);
    expect(coinRoom.seen.MessagePush).toHaveLength(0);
  });

  it('pushes the welcome of an entry to the room', async () => {
    const member = await t.login('member');
    const group = await siteGroup(t.app, member);
    const { seen } = await joinMatchRoom(await t.login('vip5'), group);
    await post(t.app, '/SaveChatroomEntry', member, { MatchId: RUNNING_MATCH, AnchorId: ANCHOR, AnchorLanguage: LANG, StreamingSrc: 30, ProgramType: 1 });
    await until(() => seen.MessagePush!.length === 1);
    expect(seen.MessagePush![0]![0]).toMatchObject({ Type: 5, Nickname: 'LuckyFan', Vip: 0 });
  });

  it('entertainment: /Entertainment/Message/MessagePush reaches AddEntertainmentChatRoomGroup joiners; closing pushes CheckChatroomStatus', async () => {
    const member = await t.login('member');
    const group = await siteGroup(t.app, member);
    const client = await hubClient(`${base}/entertainmenthub`);
    clients.push(client);
    const seen = collect(client, 'MessagePush', 'CheckChatroomStatus');
    await client.invoke('AddEntertainmentChatRoomGroup', LIVE_PROGRAMME, 'vn', 301, group, await t.login('vip5'), null, false);
    await post(t.app, '/Entertainment/Message/MessagePush', member, pushBody(group, { MatchId: LIVE_PROGRAMME, AnchorId: 301, Message: 'show time' }));
    await until(() => seen.MessagePush!.length === 1);
    expect(seen.MessagePush![0]![0]).toMatchObject({ Message: 'show time', ProgramType: 2 });
    await post(t.app, '/Operator/SetChatroomStatus', null, { MatchId: LIVE_PROGRAMME, ProgramType: 2, IsOpen: false }, { 'Operator-Key': OPERATOR_KEY });
    await until(() => seen.CheckChatroomStatus!.length === 1);
    expect(seen.CheckChatroomStatus![0]![0]).toMatchObject({ MatchId: LIVE_PROGRAMME, IsMatchOpen: false });
  });
});
