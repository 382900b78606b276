import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_CARD_PRICE_CHANGED, OddsType } from '@sideline/protocol';
import type { BetCard } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { bettingRuntime } from '../betting/index';
import { ANCHOR, HANDICAP, MATCH, call, operator, price } from '../betting/betting.testing';
import { cardState } from './service';

let t: TestApp;
let sharer: string;
let follower: string;
let group: string;
let key = 0;
/** Every publication of the app, in order, with its Seq. */
let published: Array<{ group: string; target: string; payload: unknown; seq: number }> = [];

const db = () => t.app.sideline.store.db;
const show = (token: string, marketKey = 'h') => call(t.app, 'POST', '/MessagePush', token, {
  Nickname: 'x', FollowNickname: null, Type: 10, Color: 3, MatchId: MATCH, AnchorLanguage: 'en', SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true,
  CurrencyId: 1, GroupName: group, AnchorId: ANCHOR,
  Message: JSON.stringify({ SportType: 1, MarketId: HANDICAP, Key: marketKey, Price: 2.1, BetChoice: 'Reds -0.5', KeyName: 'Reds', BetType: 1, BetTypeName: 'Handicap', OddsType: OddsType.DEC, OddsStake: 30 }),
});
const follow = (token: string, body: Record<string, unknown>, idem = `card-${++key}`) => call(t.app, 'POST', '/BetCards/Follow', token, body, { 'Idempotency-Key': idem });
const cards = (token: string | null) => call(t.app, 'GET', `/BetCards?MatchId=${MATCH}&AnchorLanguage=en&AnchorId=${ANCHOR}&GroupName=${group}`, token);
const pushes = () => published.filter((p) => p.target === 'PushBetCard').map((p) => p.payload as BetCard);
const lastCard = () => pushes().at(-1)!;
const setMarket = (body: Record<string, unknown>) => operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: HANDICAP, ...body });

beforeAll(async () => {
  t = await makeTestApp();
  sharer = await t.login('member');
  follower = await t.login('vip5');
  group = ((await call(t.app, 'POST', '/CheckSiteGroup', sharer, {})).body.Result as { GroupName: string }).GroupName;
  const realtime = t.app.sideline.realtime;
  const original = realtime.publish.bind(realtime);
  vi.spyOn(realtime, 'publish').mockImplementation(async (g, target, payload) => {
    const publication = await original(g, target, payload);
    published.push({ group: g, target, payload, seq: publication.offset });
    return publication;
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  bettingRuntime(t.app.sideline).now = Date.now;
  await db().deleteFrom('chat_cooldowns').execute();
  await setMarket({ MatchId: MATCH, Status: 'open', Point: -0.5, SelectionStatus: { h: 'open', a: 'open' }, Prices: { h: 2.1, a: 1.8 }, EventStatus: 'open' });
  published = [];
});

describe('card state of a market', () => {
  const market = (status: 'open' | 'suspended' | 'closed', sel: 'open' | 'closed' = 'open') => ({ status, selections: [{ key: 'h', keyName: 'Reds', priceMilli: 1950, status: sel }] });
  it.each([
    [market('open'), null, 'open'],
    [market('suspended'), null, 'suspended'],
    [market('open', 'closed'), null, 'suspended'],
    [market('closed'), null, 'closed'],
    [market('closed'), { h: 'won' as const }, 'won'],
    [market('closed'), { h: 'void' as const }, 'void'],
    [market('closed'), { a: 'won' as const }, 'lost'],
  ])('%j with result %j reads %s', (m, result, state) => {
    expect(cardState(m, 'h', result)).toEqual({ state, priceMilli: 1950 });
  });
});

describe('live bet cards', () => {
  it('a shown ticket becomes a card pushed after its line on the room sequence, and moves with its market in place', async () => {
    expect((await show(sharer)).body.Result).toMatchObject({ IsSend: true });
    const line = published.find((p) => p.target === 'MessagePush')!;
    const created = published.find((p) => p.target === 'PushBetCard')!;
    expect(created.group).toBe(line.group);
    expect(created.seq).toBe(line.seq + 1);
    const card = created.payload as BetCard;
    const lineTimestamp = (line.payload as { Timestamp: number }).Timestamp;
    expect(card).toMatchObject({ CustomerId: 1001, Timestamp: lineTimestamp, MarketId: HANDICAP, Key: 'h', State: 'open', Price: 2.1, ShownPrice: 2.1, Followers: 0 });

    await setMarket({ Status: 'suspended' });
    expect(lastCard()).toMatchObject({ CardId: card.CardId, State: 'suspended', Version: card.Version + 1 });
    await setMarket({ Status: 'open', Prices: { h: 1.95 } });
    expect(lastCard()).toMatchObject({ State: 'open', Price: 1.95 });
    // No new chat line: only the card moved, each change once, on the same group's sequence.
    expect(published.filter((p) => p.target === 'MessagePush')).toHaveLength(1);
    const seqs = published.filter((p) => p.group === line.group).map((p) => p.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    await setMarket({ Status: 'open' });
    expect(pushes()).toHaveLength(3);
    // History readers get the card's state from GET /BetCards, also anonymous ones.
    const listed = (await cards(await t.anonymous())).body.Result as { Cards: BetCard[] };
    expect(listed.Cards.at(-1)).toMatchObject({ CardId: card.CardId, State: 'open', Price: 1.95 });
  });

  it('follows only at the price the viewer saw: a moved price answers BetCardPriceChanged with the current price and moves nothing', async () => {
    await show(sharer);
    const card = lastCard();
    await setMarket({ Prices: { h: 1.95 } });
    const bets = async () => (await db().selectFrom('bets').selectAll().where('customer_id', '=', 1002).execute()).length;
    const before = await bets();
    const refused = await follow(follower, { CardId: card.CardId, Price: 2.1, Stake: 20 });
    expect(refused.body.Result).toMatchObject({
      IsPlaceBetSuccess: false,
      ErrorResult: { ErrorCode: BET_CARD_PRICE_CHANGED, Details: { NewOffer: { Price: 1.95 } }, Message: 'The price changed from 2.10 to 1.95 — follow at 1.95?' },
    });
    expect(await bets()).toBe(before);
    const ok = await follow(follower, { CardId: card.CardId, Price: 1.95, Stake: 20 });
    expect(ok.body.Result).toMatchObject({ IsPlaceBetSuccess: true, Card: { CardId: card.CardId, Followers: 1 } });
    const bet = await db().selectFrom('bets').selectAll().where('customer_id', '=', 1002).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Market, selection, room and sharer come from the card.
    expect(bet).toMatchObject({ market_id: HANDICAP, market_key: 'h', price_milli: 1950, anchor_id: ANCHOR, follow_nickname: 'LuckyFan' });
    expect(lastCard()).toMatchObject({ CardId: card.CardId, Followers: 1 });
    // The room learns of the follow (FollowPlayerTicket 11) as with PlaceBet.
    expect(published.some((p) => p.target === 'MessagePush' && (p.payload as { Type: number }).Type === 11)).toBe(true);
  });

  it('counts each follower once, whatever the number of follows', async () => {
    await show(sharer);
    const card = lastCard();
    const p = await price(t.app, HANDICAP, 'h');
    for (let i = 0; i < 2; i++) expect((await follow(follower, { CardId: card.CardId, Price: p, Stake: 5 })).body.Result).toMatchObject({ IsPlaceBetSuccess: true, Card: { Followers: 1 } });
    expect((await follow(sharer, { CardId: card.CardId, Price: p, Stake: 5 })).body.Result).toMatchObject({ Card: { Followers: 2 } });
    expect(pushes().map((c) => c.Followers)).toEqual([0, 1, 2]);
  });

  it('a suspended card refuses with the bet code, an unknown card is a 404, a market in the body is ignored', async () => {
    await show(sharer);
    const card = lastCard();
    await setMarket({ Status: 'suspended' });
    expect((await follow(follower, { CardId: card.CardId, Price: 2.1, Stake: 5 })).body.Result).toMatchObject({ IsPlaceBetSuccess: false, ErrorResult: { ErrorCode: 'B011' } });
    expect((await follow(follower, { CardId: 999_999, Price: 2.1, Stake: 5 })).body.Code).toBe(404);
    await setMarket({ Status: 'open' });
    const other = await follow(follower, { CardId: card.CardId, Price: 2.1, Stake: 5, MarketId: 1, MarketKey: 'a', MatchId: 1, FollowNickname: 'Someone' });
    expect(other.body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    const bet = await db().selectFrom('bets').selectAll().where('id', '=', (other.body.Result as { BetId: number }).BetId).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ market_id: HANDICAP, market_key: 'h', match_id: MATCH, follow_nickname: 'LuckyFan' });
  });

  it('settling the market pays the followers once and turns the card won; a second settle is refused', async () => {
    await show(sharer);
    const card = lastCard();
    expect((await follow(follower, { CardId: card.CardId, Price: 2.1, Stake: 10 })).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    const wallet = async () => Number((await db().selectFrom('wallets').select('balance_minor').where('customer_id', '=', 1002).where('currency_id', '=', 1).executeTakeFirstOrThrow()).balance_minor);
    const before = await wallet();
    // Every running bet of the member on the winning side is paid (earlier tests' follows too).
    const running = await db().selectFrom('bets').selectAll().where('customer_id', '=', 1002).where('market_id', '=', HANDICAP).where('status', '=', 'running').execute();
    const payout = running.reduce((sum, b) => sum + (b.market_key === 'h' ? Math.round(Number(b.stake_minor) * Number(b.price_milli) / 1000) : 0), 0);
    expect(payout).toBeGreaterThanOrEqual(2100);
    const settled = await operator(t.app, 'POST', '/Operator/SettleMarket', { MarketId: HANDICAP, WinningKeys: ['h'] });
    expect(settled.body.Result).toMatchObject({ Result: { h: 'won', a: 'lost' } });
    expect(await wallet()).toBe(before + payout);
    expect(lastCard()).toMatchObject({ CardId: card.CardId, State: 'won' });
    expect((await operator(t.app, 'POST', '/Operator/SettleMarket', { MarketId: HANDICAP, Void: true })).body.Code).toBe(409);
    expect(await wallet()).toBe(before + payout);
    // Later shows of a settled market start settled.
    await db().deleteFrom('chat_cooldowns').execute();
    await show(sharer, 'a');
    expect(lastCard()).toMatchObject({ Key: 'a', State: 'lost' });
    await db().deleteFrom('bet_card_market_results').execute();
  });

  it('makes no card where the site has EnabledBetCards off', async () => {
    await db().updateTable('feature_settings').set({ value_json: 'false' }).where('name', '=', 'EnabledBetCards').execute();
    try {
      await show(sharer);
      expect(pushes()).toEqual([]);
      expect((await cards(sharer)).body.Result).toEqual({ Cards: [] });
    } finally {
      await db().updateTable('feature_settings').set({ value_json: 'true' }).where('name', '=', 'EnabledBetCards').execute();
    }
  });
});

