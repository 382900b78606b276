import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { verifyBearer } from '../../src/features/licensee/index';
import { verifyStreamToken } from '../../src/features/fast-market/index';
import { giftBody } from '../../src/features/gifts/gifts.testing';
import { HANDICAP, betBody, price } from '../../src/features/betting/betting.testing';
import { customerRows, OTHER, OWN, ROOM, type Who } from './testing';

/**
 * One member's token never reads or acts for another member, whatever ids the request carries.
 * Every paid call and every call needing a logged-in member is listed from the contract: a new
 * one without a case here fails. Each runs with member A's token (1001 'LuckyFan') and a request
 * stuffed with member B's ids (1002 'GoldenBoot': CustomerId, nickname, token); afterwards
 * nothing stored about B has changed (every table with a customer_id column) and the answer
 * concerns A (checked per call), or the call refused the foreign CustomerId (400/403 naming it).
 */
let t: TestApp;
const who = {} as Who;

/** B's identifiers, merged into every body and query. */
const foreign = () => ({ CustomerId: OTHER.customerId, CustId: `c-${OTHER.customerId}`, Token: who.otherToken, UserId: OTHER.customerId, NickName: OTHER.nickname, Nickname: OTHER.nickname });

interface Answer { status: number; Code: number; Result: Record<string, unknown>; Error: Array<{ Field: string | null; Message: string }> | null }

async function send(method: 'GET' | 'POST', url: string, token: string, input: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const qs = method === 'GET' ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await t.app.inject({
    method, url: url + qs, payload: method === 'POST' ? input : undefined,
    headers: { Token: token, MatchId: String(ROOM.matchId), ...headers },
  });
  const body = res.json() as Omit<Answer, 'status'>;
  return { status: res.statusCode, ...body };
}

const db = () => t.app.sideline.store.db;
const balanceOf = async (customerId: number, currencyId = 1) =>
  (await db().selectFrom('wallets').select('balance_minor').where('customer_id', '=', customerId).where('currency_id', '=', currencyId).executeTakeFirstOrThrow()).balance_minor / 100;
const rowsFor = async (table: 'chat_entries' | 'chat_blocks' | 'heartbeat_records' | 'feedback_ratings' | 'chat_messages', customerId: number) =>
  (await db().selectFrom(table).selectAll().where('customer_id', '=', customerId).execute()).length;

interface Case {
  method?: 'GET' | 'POST';
  /** The request as B's id-stuffed body/query (foreign ids are merged in by the runner). */
  input(): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The same request with A's own ids; the answers must be equal (reads). */
  sameAsOwn?: boolean;
  /** Assertions that the answer concerns A (after the call). */
  check?(a: Answer): void | Promise<void>;
  /** The call may refuse B's CustomerId (Code 400 or 403, Field 'CustomerId') instead. */
  mayRefuseForeignId?: boolean;
}

const chatModels = (type: number) => ({
  UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: OTHER.nickname },
  ChatRoomInfoModel: { MatchId: ROOM.matchId, AnchorLanguage: 'en', AnchorId: ROOM.anchorId, GroupName: ROOM.group, ProgramType: 1 },
  MessageInfoModel: { Color: 3, Type: type },
});

/** After a paid call: the answer's balance is A's, A's new ledger rows exist, the newest room line (if any) is A's. */
function paidCheck(balanceField: (r: Record<string, unknown>) => unknown) {
  return async (a: Answer) => {
    expect(balanceField(a.Result)).toBe(await balanceOf(OWN.customerId));
    const mine = await db().selectFrom('ledger').select('id').where('customer_id', '=', OWN.customerId).execute();
    expect(mine.length).toBeGreaterThan(who.ownLedgerRows);
    who.ownLedgerRows = mine.length;
    const line = await db().selectFrom('chat_messages').select(['customer_id', 'nickname']).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (line && line.customer_id !== null && line.customer_id !== 2001) expect(line).toEqual({ customer_id: OWN.customerId, nickname: OWN.nickname });
  };
}

const PAID: Record<string, Case> = {
  DemoTopUp: { input: () => ({ CurrencyId: 1, Amount: 5 }), check: async (a) => expect(a.Result).toMatchObject({ Balance: await balanceOf(OWN.customerId) }) },
  SendGift: {
    input: () => ({ ...giftBody(101, 1), GiftInfo: { GiftLevel: 0, NickName: OTHER.nickname, Amount: 1, Quantity: 1, IsUsingTicket: false } }),
    check: paidCheck((r) => (r.SendGiftResult as { Balance: number }).Balance),
  },
  SendWishCoin: { input: () => chatModels(17), check: paidCheck((r) => r.Balance) },
  SendProfitShare: { input: () => ({ ...chatModels(18), SendProfitShareInfoModel: { Amount: 1.25 } }), check: paidCheck((r) => r.Balance) },
  PurchaseLuckyBox: { input: () => ({ ...chatModels(16), PurchaseLuckyBoxInfoModel: { LuckyBoxId: 401, Amount: 5 } }), check: paidCheck((r) => r.Balance) },
  SpinWheel: { input: () => ({ ...chatModels(15), WheelInfoModel: { Amount: 5 } }), check: paidCheck((r) => r.Balance) },
  PlaceBet: {
    input: async () => betBody({ OddsPrice: await price(t.app, HANDICAP, 'h'), Stake: 2 }),
    check: async (a) => {
      expect(a.Result).toMatchObject({ IsPlaceBetSuccess: true, Balance: await balanceOf(OWN.customerId) });
      const bets = await db().selectFrom('bets').select('customer_id').execute();
      expect(bets.filter((b) => b.customer_id === OWN.customerId)).toHaveLength(1);
    },
  },
  // Live bet cards (issue 22): A shows a ticket and follows its card with B's ids stuffed in.
  FollowBetCard: {
    input: async () => {
      const group = ROOM.group;
      await send('POST', '/MessagePush', who.ownToken, {
        Nickname: OWN.nickname, FollowNickname: null, Type: 10, Color: 3, MatchId: ROOM.matchId, AnchorLanguage: 'vn', SiteName: 'Sideline Sportsbook',
        IsAllowSendMessage: true, CurrencyId: 1, GroupName: group, AnchorId: ROOM.anchorId,
        Message: JSON.stringify({ SportType: 1, MarketId: HANDICAP, Key: 'h', Price: 1.9, BetChoice: '-0.5', KeyName: 'Reds', BetType: 1, BetTypeName: 'Handicap', OddsType: 3, OddsStake: 3 }),
      });
      const card = await db().selectFrom('bet_cards').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      return { CardId: Number(card.id), Price: await price(t.app, HANDICAP, 'h'), Stake: 2 };
    },
    check: async (a) => {
      expect(a.Result).toMatchObject({ IsPlaceBetSuccess: true, Balance: await balanceOf(OWN.customerId) });
      const followers = await db().selectFrom('bet_card_followers').select('customer_id').execute();
      expect(followers.map((f) => f.customer_id)).toEqual([OWN.customerId]);
    },
  },
};

const MEMBER: Record<string, Case> = {
  GetDirectToken: {
    method: 'GET', input: () => ({}),
    check: (a) => expect(verifyBearer(t.app.sideline.config.operatorKey, a.Result.Token as string)?.customerId).toBe(OWN.customerId),
  },
  GetUserToken: {
    method: 'GET', input: () => ({}),
    check: (a) => {
      expect(a.Result.CustomerId).toBe(OWN.customerId);
      expect(verifyBearer(t.app.sideline.config.operatorKey, a.Result.Token as string)?.customerId).toBe(OWN.customerId);
    },
  },
  SaveChatroomEntry: {
    input: () => ({ MatchId: ROOM.matchId, AnchorId: ROOM.anchorId, AnchorLanguage: 'vn', StreamingSrc: 30, ProgramType: 1 }),
    check: async () => expect(await rowsFor('chat_entries', OWN.customerId)).toBeGreaterThan(0),
  },
  BlockCustomer: {
    input: () => ({ MatchId: ROOM.matchId, BlockCustomerId: 1004, BlockNickname: 'Shouty' }),
    check: async (a) => {
      expect(a.Result.BlockIds).toEqual([1004]);
      expect(await rowsFor('chat_blocks', OWN.customerId)).toBe(1);
    },
  },
  GetBlock: { method: 'GET', input: () => ({}), sameAsOwn: true, mayRefuseForeignId: true, check: (a) => expect(a.Result.BlockIds).not.toContain(2001) },
  CollectHeartbeatData: {
    input: () => ({ MatchId: ROOM.matchId, AnchorLanguage: 'vn', AnchorId: ROOM.anchorId, CollectType: 3, ProgramType: 1, StreamingSrc: 30 }),
    check: async () => expect(await rowsFor('heartbeat_records', OWN.customerId)).toBeGreaterThan(0),
  },
  GetBalance: {
    input: () => ({ EnableSingleWallet: false }), sameAsOwn: true,
    check: async (a) => expect(a.Result.BalanceList).toEqual([expect.objectContaining({ CurrencyId: 1, Balance: await balanceOf(OWN.customerId) })]),
  },
  GetJiooGiftCard: { method: 'GET', input: () => ({}), sameAsOwn: true },
  GetRealityCheck: { method: 'GET', input: () => ({ SessionStart: 0 }), sameAsOwn: true },
  CheckSupportWheelCurrency: { input: () => ({}), sameAsOwn: true },
  GetSingleTicket: { input: () => ({ SportType: 1, MarketId: HANDICAP, Key: 'h', SiteName: 'Sideline Sportsbook', BetFrom: 'x' }), sameAsOwn: true },
  GetBetDetails: {
    input: () => ({ MatchId: ROOM.matchId, SiteName: 'Sideline Sportsbook', UserLanguage: 'en' }), sameAsOwn: true,
    check: async (a) => {
      const own = await db().selectFrom('bets').select('id').where('customer_id', '=', OWN.customerId).execute();
      expect(a.Result.SuccessResult ?? []).toHaveLength(own.length); // B's bet is not among them
    },
  },
  GetFastMarketStreamUrl: {
    method: 'GET', input: () => ({ MatchId: ROOM.matchId, Language: 'en' }),
    check: (a) => {
      const token = new URL(a.Result.Url as string, 'http://x').searchParams.get('Token')!;
      expect(verifyStreamToken(t.app.sideline.config.operatorKey, token)?.customerId).toBe(OWN.customerId);
    },
  },
  GetPersonalRank: { method: 'GET', input: () => ({}), sameAsOwn: true, check: (a) => expect(a.Result.Nickname).toBe(OWN.nickname) },
  CreateFeedbackRating: {
    input: () => ({ MatchId: ROOM.matchId, AnchorId: ROOM.anchorId, ProgramType: 1, Rating: 4, Feedback: '' }),
    check: async () => expect(await rowsFor('feedback_ratings', OWN.customerId)).toBe(1),
  },
  GetUserFeedbackInfo: { method: 'GET', input: () => ({}), sameAsOwn: true, mayRefuseForeignId: true },
  GetNeedShowTutorial: {
    method: 'GET', input: () => ({}), mayRefuseForeignId: true,
    // B has seen the tutorial (setup): an answer about B would be false.
    check: (a) => expect(a.Result.IsNeedShowTutorial).toBe(true),
  },
  SetTutorialSeen: {
    input: () => ({}),
    // Recorded for A (the token member); B's row was there already and is unchanged.
    check: async () => expect((await send('GET', '/GetNeedShowTutorial', who.ownToken, { CustomerId: OWN.customerId })).Result).toEqual({ IsNeedShowTutorial: false }),
  },
  GetNickname: { method: 'GET', input: () => ({}), sameAsOwn: true, check: (a) => expect(a.Result.Nickname).toBe(OWN.nickname) },
  MessagePush: {
    input: () => ({ FollowNickname: null, Message: 'mine', Type: 1, Color: 3, MatchId: ROOM.matchId, AnchorLanguage: 'vn', SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true, CurrencyId: 1, GroupName: ROOM.group, AnchorId: ROOM.anchorId }),
    check: async () => {
      const line = await db().selectFrom('chat_messages').select(['customer_id', 'nickname']).where('message', '=', 'mine').executeTakeFirstOrThrow();
      expect(line).toEqual({ customer_id: OWN.customerId, nickname: OWN.nickname });
    },
  },
  EntertainmentMessagePush: {
    input: () => ({ Message: 'mine too', Type: 1, Color: 3, MatchId: 7003, AnchorLanguage: 'vn', SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true, CurrencyId: 1, GroupName: ROOM.group, AnchorId: 302 }),
    check: async (a) => {
      const line = await db().selectFrom('chat_messages').select(['customer_id', 'nickname']).where('message', '=', 'mine too').executeTakeFirst();
      if (a.Code === 200 && (a.Result as { IsSend?: boolean }).IsSend) expect(line).toEqual({ customer_id: OWN.customerId, nickname: OWN.nickname });
      else expect(line).toBeUndefined();
    },
  },
  UpdateNickname: {
    input: () => ({ Nickname: 'LuckyFan2' }),
    check: async () => {
      const names = await db().selectFrom('customers').select(['id', 'nickname']).where('id', 'in', [OWN.customerId, OTHER.customerId]).orderBy('id').execute();
      expect(names).toEqual([{ id: OWN.customerId, nickname: 'LuckyFan2' }, { id: OTHER.customerId, nickname: OTHER.nickname }]);
    },
  },
  DemoLogout: {
    input: () => ({}),
    check: async () => {
      // A's own token is gone; B's is untouched.
      expect((await send('GET', '/Nickname', who.ownToken, {})).status).toBe(401);
      expect((await send('GET', '/Nickname', who.otherToken, {})).Result).toEqual({ Nickname: OTHER.nickname });
      who.ownToken = await t.login(OWN.key);
    },
  },
};

beforeAll(async () => {
  t = await makeTestApp();
  who.ownToken = await t.login(OWN.key);
  who.otherToken = await t.login(OTHER.key);
  who.ownLedgerRows = 0;
  // B's own history, so a leak would show: a bet, a block, a rating, the tutorial seen, a gift.
  const b = (method: 'GET' | 'POST', url: string, input: Record<string, unknown>, headers: Record<string, string> = {}) => send(method, url, who.otherToken, input, headers);
  expect((await b('POST', '/PlaceBet', betBody({ OddsPrice: await price(t.app, HANDICAP, 'h'), Stake: 3 }), { 'Idempotency-Key': 'b-bet' })).Result).toMatchObject({ IsPlaceBetSuccess: true });
  expect((await b('POST', '/BlockCustomer', { MatchId: ROOM.matchId, BlockCustomerId: 2001, BlockNickname: 'MinhGoal' })).Code).toBe(200);
  expect((await b('POST', '/CreateFeedbackRating', { MatchId: ROOM.matchId, AnchorId: ROOM.anchorId, ProgramType: 1, Rating: 2, Feedback: 'b' })).Code).toBe(200);
  expect((await b('POST', '/SetTutorialSeen', {})).Result).toEqual({ IsTutorialSeen: true });
  expect((await b('POST', '/SendGift', giftBody(101, 1), { 'Idempotency-Key': 'b-gift' })).Code).toBe(200);
  // Chat lines of the suite must not wait for the room's cool-down.
  await db().updateTable('chat_configs').set({ message_frequency: 0 }).execute();
});
afterAll(async () => {
  await t?.close();
});

async function run(name: string, c: Case | undefined): Promise<void> {
  if (!c) throw new Error(`${name} has no ownership case in security/ownership.test.ts: add one`);
  const call = allCalls.find((x) => x.name === name)!;
  const method = c.method ?? call.method;
  const before = await customerRows(db(), OTHER.customerId);
  const base = await c.input();
  const headers: Record<string, string> = call.paid ? { 'Idempotency-Key': `own-${name}` } : {};
  const a = await send(method, call.path, who.ownToken, { ...foreign(), ...base }, headers);
  const refused = (a.Code === 403 || a.Code === 400) && a.Error?.[0]?.Field === 'CustomerId';
  if (refused && c.mayRefuseForeignId) {
    // Refused: asked with A's own id it answers A.
    const own = await send(method, call.path, who.ownToken, { ...base, CustomerId: OWN.customerId }, headers);
    expect(own.Code).toBe(200);
    await c.check?.(own);
  } else {
    expect(a.status, JSON.stringify(a)).toBe(200);
    expect(a.Code, JSON.stringify(a)).toBe(200);
    if (c.sameAsOwn) {
      const own = await send(method, call.path, who.ownToken, { ...base, CustomerId: OWN.customerId }, headers);
      expect(a.Result).toEqual(own.Result);
    }
    await c.check?.(a);
  }
  expect(await customerRows(db(), OTHER.customerId), `${name} changed something of member B`).toEqual(before);
}

const paidCalls = allCalls.filter((c) => c.paid).map((c) => c.name);
const memberCalls = allCalls.filter((c) => !c.paid && c.headers.auth === 'required').map((c) => c.name)
  // Logout last: it ends A's token (the case logs A in again).
  .sort((x, y) => Number(x === 'DemoLogout') - Number(y === 'DemoLogout'));

describe('paid calls act for the token member only', () => {
  it('the contract has paid calls and every one has a case', () => {
    expect(paidCalls.length).toBeGreaterThanOrEqual(7);
    expect(paidCalls.filter((n) => !PAID[n])).toEqual([]);
  });
  for (const name of paidCalls) it(name, () => run(name, PAID[name]));
});

describe('member calls read and act for the token member only', () => {
  it('every call needing a member has a case', () => {
    expect(memberCalls.filter((n) => !MEMBER[n])).toEqual([]);
  });
  for (const name of memberCalls) it(name, () => run(name, MEMBER[name]));
});

describe('room history carries no per-member data of another member', () => {
  it('GetMessage: the blocked lines hidden are the token member’s blocks, whatever CustomerId says', async () => {
    const query = { MatchId: ROOM.matchId, AnchorLanguage: 'vn', AnchorId: ROOM.anchorId, GroupName: ROOM.group };
    const stuffed = await send('GET', '/Message', who.ownToken, { ...query, ...foreign() });
    const own = await send('GET', '/Message', who.ownToken, query);
    expect(stuffed.Code).toBe(200);
    expect(stuffed.Result).toEqual(own.Result);
  });
});
