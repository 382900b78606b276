import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddMaskWord, ClearRoomChat, ListLiveStatus, DeleteChatMessage, EditMaskWord, GetPlayer, GetPlayerLines, GetRoomChat, GetRoomLog, ImportMaskWords,
  ListAudit, ListLiveRooms, PLAYER_FROZEN_MESSAGES, ListMaskWords, MutePlayer, SearchPlayers, SetPlayerFrozen, SetRoomOpen, SetSlowMode, UnmutePlayer,
} from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { ANCHOR, LANG, RUNNING_MATCH, collect, get, hubClient, listen, post, pushBody, siteGroup, until } from '../chat/testing';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { giftBody } from '../gifts/gifts.testing';
import { matcherBuilds } from './index';

/**
 * The back office's moderation through the real paths: a moderator's HTTP call in, the viewer's
 * official SignalR client and GET /Message out.
 */
let t: TestApp;
let base: string;
let mod: StaffAgent;
let member: string;
let group: string;
let viewer: HubConnection;
let seen: Record<string, unknown[][]>;
const room = { ProgramType: 1, MatchId: RUNNING_MATCH };

beforeAll(async () => {
  t = await makeTestApp();
  base = await listen(t.app);
  mod = await signInAs(t.app, await signInOwner(t.app), 'moderator');
  member = await t.login('member');
  group = await siteGroup(t.app, member);
  viewer = await hubClient(`${base}/chatroomhub`);
  seen = collect(viewer, 'MessagePush', 'DeleteMessages', 'CheckChatroomStatus', 'IndecentChanged');
  await viewer.invoke('AddChatRoomGroup', RUNNING_MATCH, LANG, ANCHOR, group, await t.login('vip5'), '', true);
});
afterAll(async () => {
  await viewer.stop().catch(() => {});
  await t.close();
});

/** A send outside the cool-down (the test clears it first; slow mode's test keeps it). */
async function send(text: string, token = member, keepCoolDown = false) {
  if (!keepCoolDown) await t.app.sideline.store.db.deleteFrom('chat_cooldowns').execute();
  return post(t.app, '/MessagePush', token, pushBody(group, { Message: text }));
}
const history = async () => (await get(t.app, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group, ProgramType: 1 }))
  .json().Result.Messages as { Message: string }[];

async function lineId(text: string): Promise<number> {
  const lines = (await mod.call(GetRoomChat, room)).json().Result.Lines as { MessageId: number; Message: string }[];
  const line = lines.find((l) => l.Message === text);
  if (!line) throw new Error(`line ${text} not on the desk`);
  return line.MessageId;
}

describe('live room desk', () => {
  it("answers any viewer how many watch the room (the player's count), 0 for a room nobody is in", async () => {
    await history(); // a viewer's history load makes the room known
    const count = async (matchId: number) => (await t.app.inject({ method: 'GET', url: `/GetRoomViewers?MatchId=${matchId}&ProgramType=1` })).json().Result.Viewers as number;
    expect(await count(RUNNING_MATCH)).toBeGreaterThanOrEqual(1);
    expect(await count(RUNNING_MATCH + 987_654)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/GetRoomViewers?MatchId=abc' })).statusCode).toBe(400);
  });

  it('lists the room with its viewers and messages per minute', async () => {
    expect((await send('desk hello')).json().Result.IsSend).toBe(true);
    const rooms = (await mod.call(ListLiveRooms)).json().Result.Rooms as { MatchId: number; Viewers: number; MessagesPerMinute: number; State: string }[];
    const mine = rooms.find((r) => r.MatchId === RUNNING_MATCH);
    expect(mine).toMatchObject({ Viewers: 1, State: 'open' });
    expect(mine!.MessagesPerMinute).toBeGreaterThanOrEqual(1);
  });

  it('shows the live status of matches and programmes, running first', async () => {
    const items = (await mod.call(ListLiveStatus)).json().Result.Items as { ProgramType: number; MatchId: number; Status: string; IsChatOpen: boolean }[];
    expect(items.find((i) => i.MatchId === RUNNING_MATCH)).toMatchObject({ ProgramType: 1, Status: 'running', IsChatOpen: true });
    expect(items[0]!.Status).toBe('running');
  });

  it('deletes a line: gone from history and pushed to the viewer; the room log and audit show it', async () => {
    await send('delete me please');
    await until(() => seen.MessagePush!.some(([p]) => (p as { Message: string }).Message === 'delete me please'));
    const id = await lineId('delete me please');
    const res = await mod.call(DeleteChatMessage, { MessageId: id, Reason: 'spam' });
    expect(res.json().Result).toEqual({ MessageId: id, IsDeleted: true });
    await until(() => seen.DeleteMessages!.length > 0);
    expect(seen.DeleteMessages![0]![0]).toMatchObject({ MatchId: RUNNING_MATCH, All: false, Messages: [{ CustomerId: 1001 }] });
    expect((await history()).map((m) => m.Message)).not.toContain('delete me please');
    expect((await history()).map((m) => m.Message)).toContain('desk hello');
    const log = (await mod.call(GetRoomLog, room)).json().Result.Entries;
    expect(log[0]).toMatchObject({ Kind: 'delete-message', MessageId: id, Reason: 'spam', StaffEmail: mod.email });
    const lines = (await mod.call(GetPlayerLines, { CustomerId: 1001 })).json().Result.Lines as { MessageId: number; IsDeleted: boolean }[];
    expect(lines.find((l) => l.MessageId === id)?.IsDeleted).toBe(true);
  });

  it('slow mode replaces the cool-down at once; off restores the site value', async () => {
    expect((await mod.call(SetSlowMode, { ...room, Seconds: 600 })).statusCode).toBe(200);
    const vip = await t.login('vip5');
    expect((await send('slow one', vip)).json().Result.IsSend).toBe(true);
    const second = await send('slow two', vip, true);
    expect(second.json().Error[0].Field).toBeDefined();
    expect(second.json().Code).toBe(429);
    const config = await post(t.app, '/GetConfig', vip, { ParentId: RUNNING_MATCH, CurrencyId: 1, AnchorLanguage: LANG, AnchorId: ANCHOR });
    expect(config.json().Result.Config.MessageFrequency).toBe(600);
    await mod.call(SetSlowMode, { ...room, Seconds: null });
    expect((await post(t.app, '/GetConfig', vip, { ParentId: RUNNING_MATCH, CurrencyId: 1, AnchorLanguage: LANG, AnchorId: ANCHOR })).json().Result.Config.MessageFrequency).not.toBe(600);
  });

  it('closes and opens the room (viewers get CheckChatroomStatus; sends refused while closed)', async () => {
    await mod.call(SetRoomOpen, { ...room, IsOpen: false, Reason: 'half-time' });
    await until(() => seen.CheckChatroomStatus!.some(([p]) => (p as { IsMatchOpen: boolean }).IsMatchOpen === false));
    expect((await send('while closed')).json().Error[0].Field).toBe('ChatroomClosed');
    await mod.call(SetRoomOpen, { ...room, IsOpen: true });
    expect((await send('reopened')).json().Result.IsSend).toBe(true);
  });

  it('clears the chat: history empty, viewers told to empty their list', async () => {
    const res = await mod.call(ClearRoomChat, { ...room, Reason: 'raid' });
    expect(res.json().Result.Deleted).toBeGreaterThan(0);
    await until(() => seen.DeleteMessages!.some(([p]) => (p as { All: boolean }).All));
    expect(await history()).toEqual([]);
  });
});

describe('frozen players', () => {
  it('a frozen player\'s send answers as muted; search shows Frozen; unfreeze restores it; both audited', async () => {
    expect((await mod.call(SetPlayerFrozen, { CustomerId: 1001, Frozen: true, Reason: '' })).statusCode).toBe(400);
    expect((await mod.call(SetPlayerFrozen, { CustomerId: 999_999, Frozen: true, Reason: 'x' })).statusCode).toBe(404);
    const res = await mod.call(SetPlayerFrozen, { CustomerId: 1001, Frozen: true, Reason: 'chargeback' });
    expect(res.json().Result.Player).toMatchObject({ CustomerId: 1001, Frozen: true });
    expect((await send('frozen?')).json().Result).toMatchObject({ IsMuted: true, IsSend: false });
    expect((await history()).map((m) => m.Message)).not.toContain('frozen?');
    const gift = (key: string) => t.app.inject({ method: 'POST', url: '/SendGift', payload: giftBody(102, 5, 1), headers: { Token: member, 'Idempotency-Key': key } });
    const refused = await gift('frozen-gift');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().Error[0]).toEqual({ Field: 'Frozen', Message: PLAYER_FROZEN_MESSAGES.en });
    const found = (await mod.call(SearchPlayers, { UserId: '1001' })).json().Result.Players as { CustomerId: number; Frozen: boolean }[];
    expect(found.find((p) => p.CustomerId === 1001)?.Frozen).toBe(true);
    expect((await mod.call(SetPlayerFrozen, { CustomerId: 1001, Frozen: false, Reason: 'resolved' })).json().Result.Player.Frozen).toBe(false);
    expect((await send('thawed')).json().Result.IsSend).toBe(true);
    const paid = await gift('thawed-gift');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().Error).toBeNull();
    const rows = (await mod.call(ListAudit, { Target: 'player:1001', Action: 'SetPlayerFrozen' })).json().Result.Entries as { After: string }[];
    expect(rows.map((r) => JSON.parse(r.After) as unknown)).toEqual([{ Frozen: false }, { Frozen: true }]);
  });
});

describe('mutes', () => {
  it('mutes for 1 hour with a reason: the next send answers IsMuted; unmute lets them speak', async () => {
    const bad = await mod.call(MutePlayer, { CustomerId: 1001, Reason: '', Duration: 'hours', Amount: 1 });
    expect(bad.statusCode).toBe(400);
    const res = await mod.call(MutePlayer, { CustomerId: 1001, Reason: 'insults', Duration: 'hours', Amount: 1 });
    expect(res.json().Result.Until).toBeGreaterThan(Date.now() + 3500_000);
    expect((await send('muted?')).json().Result).toMatchObject({ IsMuted: true, IsSend: false });
    const player = (await mod.call(GetPlayer, { CustomerId: 1001 })).json().Result;
    expect(player.Player.IsMuted).toBe(true);
    expect(player.MuteHistory[0]).toMatchObject({ Kind: 'mute', Reason: 'insults', Duration: 'hours', Amount: 1 });
    expect((await mod.call(UnmutePlayer, { CustomerId: 1001, Reason: 'apologised' })).json().Result.IsMuted).toBe(false);
    expect((await send('back again')).json().Result.IsSend).toBe(true);
    const audit = (await mod.call(ListAudit, { Target: 'player:1001' })).statusCode;
    expect(audit).toBe(200);
  });

  it('an expired mute lifts itself on the next send', async () => {
    await mod.call(MutePlayer, { CustomerId: 1001, Reason: 'cool off', Duration: 'hours', Amount: 1 });
    await t.app.sideline.store.db.updateTable('player_mutes').set({ until: Date.now() - 1 }).where('customer_id', '=', 1001).where('kind', '=', 'mute').execute();
    expect((await send('after expiry')).json().Result.IsSend).toBe(true);
    const hist = (await mod.call(GetPlayer, { CustomerId: 1001 })).json().Result.MuteHistory;
    expect(hist[0]).toMatchObject({ Kind: 'unmute', Reason: 'expired' });
  });

  it('finds players by nickname, user id and site', async () => {
    const byNick = (await mod.call(SearchPlayers, { Nickname: 'luckyf' })).json().Result;
    expect(byNick.Players.map((p: { CustomerId: number }) => p.CustomerId)).toContain(1001);
    const byId = (await mod.call(SearchPlayers, { UserId: '1001' })).json().Result;
    expect(byId.Players).toHaveLength(1);
    const bySite = (await mod.call(SearchPlayers, { SiteId: byId.Players[0].SiteId })).json().Result;
    expect(bySite.Total).toBeGreaterThanOrEqual(1);
  });

  it("shows the country, IP, device model and agent of the browser the member last opened the widget in", async () => {
    const agent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const verified = await t.app.inject({
      method: 'POST', url: '/VerifyLicenseeToken', payload: { Token: member },
      headers: { 'user-agent': agent, 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' }, remoteAddress: '203.0.113.7',
    });
    expect(verified.json().Result.IsUserLogin).toBe(true);
    const [player] = (await mod.call(SearchPlayers, { UserId: '1001' })).json().Result.Players as { Country: string; Ip: string; DeviceModel: string; Agent: string }[];
    expect(player).toMatchObject({ Country: 'VN', Ip: '203.0.113.7', Agent: agent });
    expect(player!.DeviceModel).toMatch(/Apple iPhone · iOS 17\.4/);
  });
});

describe('mask words', () => {
  it('refuses a duplicate with the spec\'s message; a new word refuses sends at once, rebuilt once', async () => {
    const announced = seen.IndecentChanged!.length;
    const add = await mod.call(AddMaskWord, { Content: 'bananaphone', Logic: 1, SiteId: null });
    expect(add.statusCode).toBe(200);
    // The open widget is told to load GetIndecent again (shared word: every site's rooms).
    await until(() => seen.IndecentChanged!.length > announced);
    expect(seen.IndecentChanged![announced]![0]).toEqual({ SiteId: null });
    const dup = await mod.call(AddMaskWord, { Content: 'BananaPhone', Logic: 2, SiteId: null });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().Error[0]).toEqual({ Field: 'mask-word-exists', Message: 'Masking word already exists' });
    const builds = matcherBuilds;
    expect((await send('my bananaphone rings')).json().Error[0].Field).toBe('SensitiveWords');
    expect((await send('bananaphone again')).json().Error[0].Field).toBe('SensitiveWords');
    expect(matcherBuilds - builds).toBe(1);
    const indecent = (await post(t.app, '/GetIndecent', member, {})).json().Result.IndecentDto;
    expect(indecent).toContainEqual({ Type: 1, Content: 'bananaphone' });
  });

  it('edits (version changes) and imports in bulk, reporting duplicates', async () => {
    const words = (await mod.call(ListMaskWords, { Search: 'bananaphone' })).json().Result.Words;
    const edited = await mod.call(EditMaskWord, { MaskWordId: words[0].MaskWordId, Content: 'kiwiphone', Logic: 2, SiteId: null });
    expect(edited.json().Result.Word).toMatchObject({ Content: 'kiwiphone', Logic: 2 });
    const fine = (await send('bananaphone is fine now')).json();
    expect(fine.Result?.IsSend, JSON.stringify(fine)).toBe(true);
    expect((await send('the kiwiphone')).json().Error[0].Field).toBe('SensitiveWords');
    const imported = (await mod.call(ImportMaskWords, { Logic: 1, SiteId: null, Words: ['alpha1', 'beta2', 'alpha1', 'kiwiphone'] })).json().Result;
    expect(imported).toEqual({ Added: 2, Duplicates: ['alpha1', 'kiwiphone'] });
  });

  it('site-specific words apply to that site only', async () => {
    const vip = await t.login('vip5');
    const coin = await t.login('coin-member');
    const coinSite = (await post(t.app, '/CheckSiteGroup', coin, {})).json().Result;
    expect(coinSite).toBeDefined();
    const siteId = (await mod.call(SearchPlayers, { UserId: '1001' })).json().Result.Players[0].SiteId as number;
    await mod.call(AddMaskWord, { Content: 'sitebadword', Logic: 1, SiteId: siteId });
    expect((await send('sitebadword', vip)).json().Error[0].Field).toBe('SensitiveWords');
    const coinWords = (await post(t.app, '/GetIndecent', coin, {})).json().Result.IndecentDto;
    expect(coinWords.map((w: { Content: string }) => w.Content)).not.toContain('sitebadword');
  });
});
