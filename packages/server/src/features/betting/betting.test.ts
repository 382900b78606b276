import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { bettingRuntime } from './runtime';
import { SCORE_CHANGE_WINDOW_MS, marketIdOf } from './sportsbook/catalogue';
import { HANDICAP, MATCH, ODD_EVEN, betBody, call, operator, price } from './betting.testing';

let t: TestApp;
let member: string;
let key = 0;
const place = (token: string, body: Record<string, unknown>, idem = `k-${++key}`) =>
  call(t.app, 'POST', '/PlaceBet', token, body, { 'Idempotency-Key': idem });
const errorCode = (r: { body: { Result: Record<string, unknown> | null } }) =>
  (r.body.Result?.ErrorResult as { ErrorCode: string } | null)?.ErrorCode ?? null;
const balance = async (token: string) =>
  ((await call(t.app, 'POST', '/GetBalance', token, { EnableSingleWallet: false })).body.Result as { BalanceList: Array<{ Balance: number }> }).BalanceList[0]!.Balance;
const betCount = async () => Number((await t.app.sideline.store.db.selectFrom('bets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await makeTestApp();
  member = await t.login('member');
});
afterAll(() => t.close());
beforeEach(async () => {
  bettingRuntime(t.app.sideline).now = Date.now;
  // Every test starts from an open handicap line at -0.5 on an open event.
  await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: HANDICAP, MatchId: MATCH, Status: 'open', Point: -0.5, SelectionStatus: { h: 'open', a: 'open' }, EventStatus: 'open' });
});

describe('bet types and quotes', () => {
  it('lists bet types per sport, including 646 and the fast market 222', async () => {
    const r = await call(t.app, 'GET', '/GetAllSportBetType', null);
    const types = (r.body.Result as { SportBetTypes: Array<{ SportType: number; BetType: number }> }).SportBetTypes;
    expect(types).toEqual(expect.arrayContaining([expect.objectContaining({ SportType: 1, BetType: 646 }), expect.objectContaining({ SportType: 1, BetType: 222 })]));
  });

  it('quotes a selection with its price and MinBet/MaxBet, and B005/B011 when it cannot be bet', async () => {
    const current = await price(t.app, HANDICAP, 'h');
    const q = await call(t.app, 'POST', '/GetSingleTicket', member, { SportType: 1, MarketId: HANDICAP, Key: 'h', SiteName: 'x', BetFrom: 'x' });
    expect(q.body.Result).toEqual({ IsGetSingleTicketSuccess: true, SuccessResult: { Price: current, MinBet: 1, MaxBet: 500 }, ErrorResult: null });
    const unknown = await call(t.app, 'POST', '/GetSingleTicket', member, { SportType: 1, MarketId: 999, Key: 'h', SiteName: 'x', BetFrom: 'm' });
    expect(unknown.body.Result).toMatchObject({ IsGetSingleTicketSuccess: false, ErrorResult: { ErrorCode: 'B005' } });
    await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: HANDICAP, Status: 'suspended' });
    const suspended = await call(t.app, 'POST', '/GetSingleTicket', member, { SportType: 1, MarketId: HANDICAP, Key: 'h', SiteName: 'x', BetFrom: 'm' });
    expect(suspended.body.Result).toMatchObject({ ErrorResult: { ErrorCode: 'B011' } });
  });
});

describe('PlaceBet', () => {
  it('places a bet, debits the stake once, and replays the same answer for the same Idempotency-Key', async () => {
    const before = await balance(member);
    const body = betBody({ OddsPrice: await price(t.app, HANDICAP, 'h'), Stake: 12.5 });
    const first = await place(member, body, 'same-key');
    expect(first.body.Code).toBe(200);
    expect(first.body.Result).toMatchObject({ IsPlaceBetSuccess: true, ErrorResult: null, Balance: before - 12.5 });
    const bets = await betCount();
    const again = await place(member, body, 'same-key');
    expect(again.body.Result).toEqual(first.body.Result);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(member)).toBe(before - 12.5);
    expect(await betCount()).toBe(bets);
    const conflict = await place(member, { ...body, Stake: 13 }, 'same-key');
    expect(conflict.status).toBe(409);
  });

  it('needs a login and an Idempotency-Key', async () => {
    expect((await call(t.app, 'POST', '/PlaceBet', null, betBody(), { 'Idempotency-Key': 'x' })).status).toBe(401);
    expect((await call(t.app, 'POST', '/PlaceBet', await t.anonymous(), betBody(), { 'Idempotency-Key': 'x' })).status).toBe(401);
    expect((await call(t.app, 'POST', '/PlaceBet', member, betBody())).status).toBe(400);
  });

  it('B010 odds changed carries the new price', async () => {
    const current = await price(t.app, HANDICAP, 'h');
    const r = await place(member, betBody({ OddsPrice: current + 0.05 }));
    expect(r.body.Code).toBe(200);
    expect(r.body.Result).toMatchObject({ IsPlaceBetSuccess: false, ErrorResult: { ErrorCode: 'B010', Details: { NewOffer: { Price: current } } } });
  });

  it.each([
    ['B011', { Status: 'suspended' }],
    ['B016', { Status: 'closed' }],
    ['B015', { SelectionStatus: { h: 'closed' } }],
    ['B024', { EventStatus: 'closed' }],
  ] as const)('%s from the market state', async (code, patch) => {
    const current = await price(t.app, HANDICAP, 'h');
    await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: HANDICAP, ...patch });
    const before = await balance(member);
    expect(errorCode(await place(member, betBody({ OddsPrice: current })))).toBe(code);
    expect(await balance(member)).toBe(before);
  });

  it('B005 for an unknown market, a market of another match, or an unknown key', async () => {
    const current = await price(t.app, HANDICAP, 'h');
    expect(errorCode(await place(member, betBody({ MarketId: 42, OddsPrice: current })))).toBe('B005');
    expect(errorCode(await place(member, betBody({ MarketId: marketIdOf(51230002, 1), OddsPrice: current })))).toBe('B005');
    expect(errorCode(await place(member, betBody({ MarketKey: 'zz', OddsPrice: current })))).toBe('B005');
    expect(errorCode(await place(member, betBody({ BetType: 3, OddsPrice: current })))).toBe('B005');
  });

  it('B007 within the score-change window, accepted after it (fake clock)', async () => {
    const rt = bettingRuntime(t.app.sideline);
    let now = Date.now() + 3_600_000;
    rt.now = () => now;
    const { body } = await operator(t.app, 'GET', `/Operator/Markets?MatchId=${MATCH}`);
    const score = (body.Result as { Event: { Score: { Home: number; Away: number } } }).Event.Score;
    await operator(t.app, 'POST', '/Operator/SetMarketState', { MatchId: MATCH, Score: { Home: score.Home + 1, Away: score.Away } });
    const current = await price(t.app, HANDICAP, 'h');
    expect(errorCode(await place(member, betBody({ OddsPrice: current })))).toBe('B007');
    now += SCORE_CHANGE_WINDOW_MS;
    expect((await place(member, betBody({ OddsPrice: current }))).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
  });

  it('B008 at the previous point, B009 at a point the line never had; 646 ignores Point', async () => {
    const current = await price(t.app, HANDICAP, 'h');
    await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: HANDICAP, Point: -0.75 });
    expect(errorCode(await place(member, betBody({ OddsPrice: current, Point: -0.5 })))).toBe('B008');
    expect(errorCode(await place(member, betBody({ OddsPrice: current, Point: -1.5 })))).toBe('B009');
    expect(errorCode(await place(member, betBody({ OddsPrice: current, Point: null })))).toBe('B009');
    expect((await place(member, betBody({ OddsPrice: current, Point: -0.75 }))).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    const odd = await price(t.app, ODD_EVEN, 'odd');
    const r = await place(member, betBody({ MarketId: ODD_EVEN, BetType: 646, MarketKey: 'odd', OddsPrice: odd, Point: 3 }));
    expect(r.body.Result).toMatchObject({ IsPlaceBetSuccess: true });
  });

  it('B013 outside MinBet-MaxBet, B014 over the event maximum, B017 balance short (nothing moves)', async () => {
    const current = await price(t.app, HANDICAP, 'a');
    const vip = await t.login('vip5');
    expect(errorCode(await place(vip, betBody({ MarketKey: 'a', OddsPrice: current, Stake: 500.01 })))).toBe('B013');
    expect(errorCode(await place(vip, betBody({ MarketKey: 'a', OddsPrice: current, Stake: 0.5 })))).toBe('B013');
    expect((await place(vip, betBody({ MarketKey: 'a', OddsPrice: current, Stake: 500 }))).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    expect((await place(vip, betBody({ MarketKey: 'a', OddsPrice: current, Stake: 500 }))).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    const before = await balance(vip);
    expect(errorCode(await place(vip, betBody({ MarketKey: 'a', OddsPrice: current, Stake: 1 })))).toBe('B014');
    expect(await balance(vip)).toBe(before);

    const newbie = await t.login('newbie');
    const bets = await betCount();
    const poor = await balance(newbie);
    expect(errorCode(await place(newbie, betBody({ MarketKey: 'a', OddsPrice: current, Stake: poor + 1 })))).toBe('B017');
    expect(await balance(newbie)).toBe(poor);
    expect(await betCount()).toBe(bets);
  });

  it('refuses the operator endpoint without the key', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/Operator/SetMarketState', payload: { MarketId: HANDICAP, Status: 'closed' } });
    expect(r.statusCode).toBe(401);
    const bad = await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: HANDICAP, Status: 'gone' });
    expect(bad.status).toBe(400);
  });
});
