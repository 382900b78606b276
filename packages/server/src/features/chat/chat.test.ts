import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageType } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { ANCHOR, ENDED_MATCH, LANG, LIVE_PROGRAMME, OPERATOR_KEY, RUNNING_MATCH, get, post, pushBody, siteGroup } from './testing';
import { escapeNickname } from '../nickname/index';

let t: TestApp;
let member: string;
let group: string;

beforeEach(async () => {
  t = await makeTestApp({ config: { operatorKey: OPERATOR_KEY } });
  member = await t.login('member');
  group = await siteGroup(t.app, member);
});
afterEach(async () => t.close());

const db = () => t.app.sideline.store.db;
const push = (token: string, overrides: Record<string, unknown> = {}, url = '/MessagePush') => post(t.app, url, token, pushBody(group, overrides));
const history = async (token: string | null, query: Record<string, string | number> = {}) =>
  (await get(t.app, '/Message', token, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group, ...query })).json().Result;
const texts = (list: { Message: string }[]) => list.map((m) => m.Message);
/** Lets the member send again at once (the cool-down is tested on its own). */
const clearCooldowns = () => db().deleteFrom('chat_cooldowns').execute();

describe('POST /MessagePush', () => {
  it('stores the message, answers IsSend and shows it in history for others (nickname escaped)', async () => {
    // Stored as UpdateNickname stores it: escaped once; the chat line carries it escaped once too.
    await db().updateTable('customers').set({ nickname: escapeNickname('Fan<b>&"x"') }).where('id', '=', 1001).execute();
    const res = await push(member, { Message: '<i>raw text</i>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Code: 200, Result: { IsNotCheckMessage: false, IsMuted: false, IsSend: true, Turnover: 0 }, Error: null });
    const other = await t.login('vip5');
    const { Messages } = await history(other);
    expect(Messages).toHaveLength(1);
    expect(Messages[0]).toMatchObject({
      CustomerId: 1001, Nickname: 'Fan&lt;b&gt;&amp;&quot;x&quot;', Message: '<i>raw text</i>', Type: 1, Color: 3,
      SiteId: 4283400, ProgramType: 1, IsHate: false, Vip: 0,
    });
  });

  it('needs a logged-in member with a nickname', async () => {
    expect((await push(await t.anonymous())).statusCode).toBe(401);
    const res = await push(await t.login('newbie'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Code: 400, Result: null, Error: [{ Field: 'NicknameRequired' }] });
  });

  it('refuses blank text, unknown types and another site group', async () => {
    expect((await push(member, { Message: '   ' })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'Message' }] });
    expect((await push(member, { Type: MessageType.Gift })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'Type' }] });
    expect((await push(member, { GroupName: 'CoinSite99' })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'GroupName' }] });
    expect((await history(member)).Messages).toHaveLength(0);
  });

  it('refuses text longer than MessageLengthLimit (100 for USD on the licensee site)', async () => {
    expect((await push(member, { Message: 'x'.repeat(101) })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'MessageLengthLimit' }] });
    expect((await push(member, { Message: 'x'.repeat(100) })).json().Result.IsSend).toBe(true);
    expect(texts((await history(member)).Messages)).toEqual(['x'.repeat(100)]);
  });

  it('applies the MessageFrequency cool-down per member and room, shared through the database', async () => {
    expect((await push(member, { Message: 'one' })).json().Result.IsSend).toBe(true);
    const second = (await push(member, { Message: 'two' })).json();
    expect(second).toMatchObject({ Code: 429, Result: null, Error: [{ Field: 'MessageFrequency' }] });
    expect(second.Error[0].Message).toMatch(/wait \d+ s/);
    // Another room is not cooling down, nor is another member.
    expect((await push(member, { Message: 'other room', AnchorId: 305, AnchorLanguage: 'cn' })).json().Result.IsSend).toBe(true);
    expect((await push(await t.login('vip5'), { Message: 'vip' })).json().Result.IsSend).toBe(true);
    // Once the cool-down has passed (3 s for USD), the member may send again.
    await db().updateTable('chat_cooldowns').set({ last_sent_at: Date.now() - 3_000 }).execute();
    expect((await push(member, { Message: 'three' })).json().Result.IsSend).toBe(true);
    expect(texts((await history(member)).Messages)).toEqual(['one', 'vip', 'three']);
  });

  it('refuses indecent words: type 1 anywhere, type 2 as whole words, case-insensitive, special characters literal', async () => {
    await db().insertInto('indecent_words').values({ id: 50, type: 1, content: 'a.b' }).execute();
    const refused = ['abcFUCKxyz', 'what a SCAM', '这是赌博诈骗吧', 'you ASS', 'ass!', 'Idiot', 'x a.b y'];
    for (const Message of refused) {
      const body = (await push(member, { Message })).json();
      expect(body, Message).toMatchObject({ Code: 400, Error: [{ Field: 'SensitiveWords', Message: 'sensitive-words-prohibited' }] });
    }
    const allowed = ['first class', 'great assist', 'idiotic? no', 'axb'];
    for (const Message of allowed) {
      await clearCooldowns();
      expect((await push(member, { Message })).json().Result?.IsSend, Message).toBe(true);
    }
    expect(texts((await history(member)).Messages)).toEqual(allowed);
  });

  it('answers IsMuted for a muted member and stores nothing', async () => {
    const res = (await push(await t.login('muted'))).json();
    expect(res).toEqual({ Code: 200, Result: { IsNotCheckMessage: false, IsMuted: true, IsSend: false, Turnover: 0 }, Error: null });
    expect((await history(member)).Messages).toHaveLength(0);
  });

  it('refuses a currency that is not open for chat with C001', async () => {
    await db().updateTable('customers').set({ currency_id: 5 }).where('id', '=', 1001).execute(); // IDR: no config row
    const token = await t.login('member');
    expect((await push(token, { CurrencyId: 5 })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'C001', Message: 'currency-not-open' }] });
    // A currency the member does not hold is not open either.
    expect((await push(member, { CurrencyId: 2 })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'C001' }] });
    expect((await history(member)).Messages).toHaveLength(0);
  });

  it('answers IsSend false with the turnover figures below the currency limit, and sends once bets and gifts reach it', async () => {
    await db().updateTable('customers').set({ currency_id: 2 }).where('id', '=', 1001).execute(); // RMB: limit 50
    const token = await t.login('member');
    expect((await push(token, { CurrencyId: 2 })).json()).toEqual({
      Code: 200, Result: { IsNotCheckMessage: false, IsMuted: false, IsSend: false, Turnover: 0, TurnoverLimit: 50 }, Error: null,
    });
    const ledger = (amount: number, reason: string, key: string) => db().insertInto('ledger').values({
      customer_id: 1001, currency_id: 2, amount_minor: amount, balance_after_minor: 0, reason, idempotency_key: key, created_at: Date.now(),
    }).execute();
    await ledger(-3000, 'bet', 'b1');
    await ledger(10_000, 'topup', 't1'); // credits do not count
    await ledger(-500, 'wheel', 'w1'); // nor do other debits
    expect((await push(token, { CurrencyId: 2 })).json().Result).toMatchObject({ IsSend: false, Turnover: 30, TurnoverLimit: 50 });
    await ledger(-2000, 'gift', 'g1');
    expect((await push(token, { CurrencyId: 2, Message: 'finally' })).json().Result).toEqual({ IsNotCheckMessage: false, IsMuted: false, IsSend: true, Turnover: 50 });
    expect(texts((await history(member)).Messages)).toEqual(['finally']);
  });

  it('refuses a closed chatroom (ended match, or closed by the operator) and accepts it again once reopened', async () => {
    expect((await push(member, { MatchId: ENDED_MATCH, AnchorId: ANCHOR })).json()).toMatchObject({ Code: 403, Error: [{ Field: 'ChatroomClosed', Message: 'chatroom-close' }] });
    const close = (IsOpen: boolean) => post(t.app, '/Operator/SetChatroomStatus', null, { MatchId: RUNNING_MATCH, ProgramType: 1, IsOpen }, { 'Operator-Key': OPERATOR_KEY });
    expect((await close(false)).json()).toEqual({ Code: 200, Result: { MatchId: RUNNING_MATCH, IsOpen: false }, Error: null });
    expect((await push(member)).json()).toMatchObject({ Code: 403, Error: [{ Field: 'ChatroomClosed' }] });
    await close(true);
    expect((await push(member)).json().Result.IsSend).toBe(true);
  });

  it('normalises an @streamer mention to one trailing space and sends it as type At', async () => {
    await push(member, { Message: '@linh nguyen    what a game', Type: 1 });
    await clearCooldowns();
    await push(member, { Message: 'no mention here', Type: 3 });
    const { Messages } = await history(member);
    expect(Messages.map((m: { Message: string; Type: number }) => [m.Message, m.Type])).toEqual([
      ['@Linh Nguyen what a game', 3],
      ['no mention here', 1],
    ]);
  });

  it('checks stickers and shared tickets instead of text (IsNotCheckMessage true)', async () => {
    expect((await push(member, { Type: 8, Message: 'Smile' })).json().Result).toMatchObject({ IsNotCheckMessage: true, IsSend: true });
    await clearCooldowns();
    expect((await push(member, { Type: 8, Message: 'Fire' })).json()).toMatchObject({ Code: 403, Error: [{ Field: 'VipRequired' }] });
    expect((await push(member, { Type: 8, Message: 'NoSuchSticker' })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'Message' }] });
    const ticket = JSON.stringify({ SportType: 1, MarketId: 5, Key: 'h', Price: 1.9, BetChoice: 'Arsenal', KeyName: 'Arsenal', BetType: 1, BetTypeName: 'Handicap', OddsType: 3, OddsStake: 10 });
    expect((await push(member, { Type: 10, Message: ticket })).json().Result).toMatchObject({ IsNotCheckMessage: true, IsSend: true });
    await clearCooldowns();
    expect((await push(member, { Type: 10, Message: '{"bad":1}' })).json()).toMatchObject({ Code: 400, Error: [{ Field: 'Message' }] });
    expect((await push(member, { Type: 10, Message: ticket, MatchId: 1688168, AnchorId: 302 })).json()).toMatchObject({ Code: 403, Error: [{ Field: 'TicketNotAllowed' }] });
    const coin = await t.login('coin-member');
    expect((await post(t.app, '/MessagePush', coin, pushBody(await siteGroup(t.app, coin), { Type: 10, Message: ticket, CurrencyId: 999 }))).json())
      .toMatchObject({ Code: 403, Error: [{ Field: 'TicketNotAllowed' }] });
    expect(texts((await history(member)).Messages)).toEqual(['Smile', ticket]);
  });

  it('sends to an entertainment programme room through /Entertainment/Message/MessagePush', async () => {
    const body = { MatchId: LIVE_PROGRAMME, AnchorId: 301, AnchorLanguage: 'vn', Message: 'xin chào' };
    expect((await push(member, body, '/Entertainment/Message/MessagePush')).json().Result.IsSend).toBe(true);
    const h = await history(member, { MatchId: LIVE_PROGRAMME, AnchorId: 301 });
    expect(h.Messages).toMatchObject([{ Message: 'xin chào', ProgramType: 2 }]);
    // A match id through the match call is another room.
    expect((await history(member)).Messages).toHaveLength(0);
  });

  it('allows the coin site (any of its currencies) and applies the diamond turnover limit', async () => {
    const coin = await t.login('coin-member');
    const coinGroup = await siteGroup(t.app, coin);
    expect((await post(t.app, '/MessagePush', coin, pushBody(coinGroup, { CurrencyId: 999 }))).json().Result.IsSend).toBe(true);
    await t.app.sideline.store.db.deleteFrom('chat_cooldowns').execute();
    expect((await post(t.app, '/MessagePush', coin, pushBody(coinGroup, { CurrencyId: 998 }))).json().Result).toMatchObject({ IsSend: false, TurnoverLimit: 10 });
  });
});

describe('GET /Message keep rules', () => {
  it('keeps own IsHate messages for their sender only', async () => {
    await push(member, { Message: 'visible' });
    await db().updateTable('chat_messages').set({ is_hate: 1 }).execute();
    expect(texts((await history(member)).Messages)).toEqual(['visible']);
    expect((await history(await t.login('vip5'))).Messages).toHaveLength(0);
    expect((await history(null)).Messages).toHaveLength(0);
  });

  it('drops ticket-following, jackpot and lottery types on the coin site', async () => {
    const coin = await t.login('coin-member');
    const coinGroup = await siteGroup(t.app, coin);
    const room = `${coinGroup}:chat:1:${RUNNING_MATCH}:${LANG}:${ANCHOR}`;
    for (const [i, type] of [1, 7, 10, 11, 12, 14, 8].entries()) {
      await db().insertInto('chat_messages').values({
        group_name: room, site_group: coinGroup, program_type: 1, match_id: RUNNING_MATCH, language: LANG, anchor_id: ANCHOR,
        customer_id: 2006, cust_id: '2006', nickname: 'DiamondHands', message: `m${i}`, type, color: 1, gift_level: null,
        licensee_user_name: null, site_id: 99, site_name: null, subsidiary_name: null, is_hate: 0, vip: 0, follow_nickname: null, created_at: Date.now(),
      }).execute();
    }
    const res = await get(t.app, '/Message', coin, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: coinGroup });
    expect(res.json().Result.Messages.map((m: { Type: number }) => m.Type)).toEqual([1, 8]);
  });

  it('hides blocked customers from a logged-in viewer of a programme, not of a match', async () => {
    const vip = await t.login('vip5');
    const programme = { MatchId: LIVE_PROGRAMME, AnchorId: 301 };
    await push(vip, programme, '/Entertainment/Message/MessagePush');
    await push(vip, { Message: 'in the match' });
    expect((await post(t.app, '/BlockCustomer', member, { MatchId: LIVE_PROGRAMME, BlockCustomerId: 1002, BlockNickname: 'GoldenBoot' })).json().Result).toEqual({ BlockIds: [1002] });
    expect((await history(member, programme)).Messages).toHaveLength(0);
    expect((await history(await t.login('newbie'), programme)).Messages).toHaveLength(1);
    expect(texts((await history(member)).Messages)).toEqual(['in the match']);
  });

  it('validates the room: GroupName must be the token site group, language a code', async () => {
    expect((await get(t.app, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: 'Other' })).json())
      .toMatchObject({ Code: 400, Error: [{ Field: 'GroupName' }] });
    expect((await get(t.app, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: 'e:n', AnchorId: ANCHOR, GroupName: group })).json())
      .toMatchObject({ Code: 400, Error: [{ Field: 'AnchorLanguage' }] });
  });
});

describe('POST /GetConfig', () => {
  it('answers the site limits, the turnover list and the viewer turnover', async () => {
    const res = (await post(t.app, '/GetConfig', member, { ParentId: RUNNING_MATCH, CurrencyId: 1, AnchorLanguage: LANG, AnchorId: ANCHOR })).json();
    expect(res.Result.Config).toEqual({
      MessageLengthLimit: 100, MessageFrequency: 3,
      TurnoverLimit: [{ CurrencyId: 1, Amount: 0 }, { CurrencyId: 2, Amount: 50 }, { CurrencyId: 3, Amount: 100000 }],
      IsSendGift: true, IsAllowSendMessage: true, IsAllowShowingTicket: true, UserTurnover: 0, Vip: 0,
    });
    const vnd = (await post(t.app, '/GetConfig', member, { ParentId: 1688168, CurrencyId: 3, AnchorLanguage: LANG, AnchorId: 302 })).json().Result.Config;
    expect(vnd).toMatchObject({ MessageFrequency: 5, IsAllowSendMessage: false, IsAllowShowingTicket: false });
    const coin = (await post(t.app, '/Entertainment/Message/GetConfig', await t.login('coin-member'), { ParentId: LIVE_PROGRAMME, CurrencyId: 999, AnchorLanguage: 'vn', AnchorId: 301 })).json().Result.Config;
    expect(coin).toMatchObject({ MessageLengthLimit: 80, MessageFrequency: 5, IsAllowSendMessage: true, IsAllowShowingTicket: false, Vip: 2 });
    const anonymous = (await post(t.app, '/GetConfig', null, { ParentId: RUNNING_MATCH, CurrencyId: 1, AnchorLanguage: LANG, AnchorId: ANCHOR })).json().Result.Config;
    expect(anonymous).toMatchObject({ IsAllowSendMessage: false, IsSendGift: false, UserTurnover: 0 });
  });
});

describe('POST /SaveChatroomEntry', () => {
  const entry = { MatchId: RUNNING_MATCH, AnchorId: ANCHOR, AnchorLanguage: LANG, StreamingSrc: 30, ProgramType: 1 };

  it('welcomes the first entry with a template 0-3 and the nickname, not a reload', async () => {
    expect((await post(t.app, '/SaveChatroomEntry', member, entry)).json().Result).toEqual({ IsSaveData: true });
    expect((await post(t.app, '/SaveChatroomEntry', member, entry)).json().Result).toEqual({ IsSaveData: false });
    const { Messages, WelcomeMessages } = await history(member);
    expect(Messages).toHaveLength(0);
    expect(WelcomeMessages).toHaveLength(1);
    expect(WelcomeMessages[0]).toMatchObject({ Type: 5, Nickname: 'LuckyFan', CustomerId: 1001, Vip: 0, LicenseeUserName: 'demo***' });
    expect(WelcomeMessages[0].Message).toMatch(/^[0-3],LuckyFan$/);
    const rows = await db().selectFrom('chat_entries').selectAll().execute();
    expect(rows).toMatchObject([{ customer_id: 1001, entries: 2, streaming_src: '30' }]);
  });

  it('welcomes a member without nickname by the masked licensee name, and carries the VIP level', async () => {
    await post(t.app, '/SaveChatroomEntry', await t.login('newbie'), entry);
    await post(t.app, '/SaveChatroomEntry', await t.login('vip5'), entry);
    const { WelcomeMessages } = await history(member);
    expect(WelcomeMessages).toMatchObject([
      { Nickname: '', LicenseeUserName: 'demo***', Vip: 0 },
      { Nickname: 'GoldenBoot', Vip: 5 },
    ]);
    expect(WelcomeMessages[0].Message).toMatch(/^[0-3],demo\*\*\*$/);
  });

  it('needs a login and sends no welcome into a closed room', async () => {
    expect((await post(t.app, '/SaveChatroomEntry', await t.anonymous(), entry)).statusCode).toBe(401);
    expect((await post(t.app, '/SaveChatroomEntry', member, { ...entry, MatchId: ENDED_MATCH })).json().Result).toEqual({ IsSaveData: false });
  });
});

describe('open state checks', () => {
  it('GET /CheckMatchStatus and /Entertainment/Program/CheckProgramStatus read the open state', async () => {
    const match = async (id: number) => (await get(t.app, '/CheckMatchStatus', null, { MatchId: id })).json().Result;
    const programme = async (id: number) => (await get(t.app, '/Entertainment/Program/CheckProgramStatus', null, { EventId: id })).json().Result;
    expect(await match(RUNNING_MATCH)).toEqual({ IsOpen: true });
    expect(await match(51230005)).toEqual({ IsOpen: true }); // not started: pre-match chat
    expect(await match(ENDED_MATCH)).toEqual({ IsOpen: false });
    expect(await match(999)).toEqual({ IsOpen: false });
    expect(await programme(LIVE_PROGRAMME)).toEqual({ IsOpen: true });
    expect(await programme(7006)).toEqual({ IsOpen: false });
    await post(t.app, '/Operator/SetChatroomStatus', null, { MatchId: LIVE_PROGRAMME, ProgramType: 2, IsOpen: false }, { 'Operator-Key': OPERATOR_KEY });
    expect(await programme(LIVE_PROGRAMME)).toEqual({ IsOpen: false });
    expect(await match(RUNNING_MATCH)).toEqual({ IsOpen: true });
  });
});
