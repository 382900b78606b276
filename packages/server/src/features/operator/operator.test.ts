import type { HubConnection } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { ANCHOR, LANG, OPERATOR_KEY, RUNNING_MATCH, collect, get, hubClient, listen, post, pushBody, siteGroup, until } from '../chat/testing';

let t: TestApp;
const clients: HubConnection[] = [];
beforeEach(async () => { t = await makeTestApp({ config: { operatorKey: OPERATOR_KEY } }); });
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  await t.close();
});

const operator = (url: string, payload: unknown, key: string | null = OPERATOR_KEY) =>
  post(t.app, url, null, payload, key === null ? {} : { 'Operator-Key': key });

describe('operator endpoints', () => {
  it('need the Operator-Key header', async () => {
    for (const key of [null, 'wrong', '']) {
      const res = await operator('/Operator/SetChatroomStatus', { MatchId: RUNNING_MATCH, ProgramType: 1, IsOpen: false }, key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ Code: 401, Error: [{ Field: 'Operator-Key' }] });
      expect((await operator('/Operator/MuteCustomer', { CustomerId: 1001, IsMuted: true }, key)).statusCode).toBe(401);
    }
    expect((await get(t.app, '/CheckMatchStatus', null, { MatchId: RUNNING_MATCH })).json().Result).toEqual({ IsOpen: true });
  });

  it('SetChatroomStatus refuses unknown matches and broadcast programmes', async () => {
    expect((await operator('/Operator/SetChatroomStatus', { MatchId: 1, ProgramType: 1, IsOpen: false })).json()).toMatchObject({ Code: 404 });
    expect((await operator('/Operator/SetChatroomStatus', { MatchId: RUNNING_MATCH, ProgramType: 3, IsOpen: false })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'ProgramType' }] });
  });

  it('SetChatroomStatus reaches every room of the match on every site, language and anchor', async () => {
    const base = await listen(t.app);
    const member = await t.login('member');
    const coin = await t.login('coin-member');
    const rooms: [string, number, string][] = [[member, ANCHOR, LANG], [member, 305, 'cn'], [coin, ANCHOR, LANG]];
    const seen: Record<string, unknown[][]>[] = [];
    for (const [token, anchor, lang] of rooms) {
      const group = await siteGroup(t.app, token);
      // The room becomes known to every node when a viewer loads its history.
      await get(t.app, '/Message', token, { MatchId: RUNNING_MATCH, AnchorLanguage: lang, AnchorId: anchor, GroupName: group });
      const client = await hubClient(`${base}/chatroomhub`);
      clients.push(client);
      seen.push(collect(client, 'CheckChatroomStatus'));
      await client.invoke('AddChatRoomGroup', RUNNING_MATCH, lang, anchor, group, token, '', true);
    }
    expect((await operator('/Operator/SetChatroomStatus', { MatchId: RUNNING_MATCH, ProgramType: 1, IsOpen: false })).json().Result).toEqual({ MatchId: RUNNING_MATCH, IsOpen: false });
    await until(() => seen.every((s) => s.CheckChatroomStatus!.length === 1));
    for (const s of seen) expect(s.CheckChatroomStatus![0]![0]).toEqual({ MatchId: RUNNING_MATCH, IsMatchOpen: false, IsGiftDisable: false });
  });

  it('MuteCustomer mutes, hides the stored messages from others and asks their rooms to reload', async () => {
    const base = await listen(t.app);
    const member = await t.login('member');
    const group = await siteGroup(t.app, member);
    const viewer = await t.login('vip5');
    const client = await hubClient(`${base}/chatroomhub`);
    clients.push(client);
    const seen = collect(client, 'PushGetMessageEvent');
    await client.invoke('AddChatRoomGroup', RUNNING_MATCH, LANG, ANCHOR, group, viewer, '', true);
    expect((await post(t.app, '/MessagePush', member, pushBody(group, { Message: 'before mute' }))).json().Result.IsSend).toBe(true);

    expect((await operator('/Operator/MuteCustomer', { CustomerId: 1001, IsMuted: true })).json().Result).toEqual({ CustomerId: 1001, IsMuted: true });
    await until(() => seen.PushGetMessageEvent!.length === 1);
    expect(seen.PushGetMessageEvent![0]![0]).toEqual({ MatchId: RUNNING_MATCH, Delay: 0 });
    const history = async (token: string) => (await get(t.app, '/Message', token, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group })).json().Result.Messages;
    expect(await history(viewer)).toHaveLength(0);
    expect(await history(member)).toMatchObject([{ Message: 'before mute', IsHate: true }]);
    await t.app.sideline.store.db.deleteFrom('chat_cooldowns').execute();
    expect((await post(t.app, '/MessagePush', member, pushBody(group))).json().Result.IsMuted).toBe(true);

    await operator('/Operator/MuteCustomer', { CustomerId: 1001, IsMuted: false });
    expect((await post(t.app, '/MessagePush', member, pushBody(group, { Message: 'after' }))).json().Result.IsSend).toBe(true);
    expect((await operator('/Operator/MuteCustomer', { CustomerId: 4242, IsMuted: true })).json()).toMatchObject({ Code: 404 });
  });
});
