import { MATCH_ID_NO_TICKET_SHARING, OddsType, convertOdds } from '@sideline/protocol';
import type { BetDetail } from '@sideline/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { ANCHOR, HANDICAP, MATCH, ODD_EVEN, betBody, call, price } from '../betting/betting.testing';
import { sharedTicketOf } from './service';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await makeTestApp();
  member = await t.login('member');
});
afterAll(() => t.close());

const details = async (token: string, matchId = MATCH) =>
  (await call(t.app, 'POST', '/GetBetDetails', token, { MatchId: matchId, SiteName: 'x', UserLanguage: 'en' })).body;
const push = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/MessagePush', token, {
  Nickname: 'LuckyFan', FollowNickname: null, Color: 3, MatchId: MATCH, AnchorLanguage: 'en', SiteName: 'Sideline Sportsbook',
  IsAllowSendMessage: true, CurrencyId: 1, GroupName: 'Licensee4283400', AnchorId: ANCHOR, ...body,
});

describe('share-ticket list', () => {
  it("lists the member's bets on the match with price, stake, payout and choice (646 choice hidden)", async () => {
    const h = await price(t.app, HANDICAP, 'h');
    const odd = await price(t.app, ODD_EVEN, 'odd');
    const place = (body: Record<string, unknown>, key: string) => call(t.app, 'POST', '/PlaceBet', member, betBody(body), { 'Idempotency-Key': key });
    expect((await place({ OddsPrice: h, Stake: 20 }, 't-1')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    expect((await place({ MarketId: ODD_EVEN, BetType: 646, MarketKey: 'odd', OddsPrice: odd, Point: null, Stake: 5 }, 't-2')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    const body = await details(member);
    const list = (body.Result as { SuccessResult: BetDetail[] }).SuccessResult;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ BetType: 646, Key: 'odd', KeyName: 'Odd', BetChoice: null, Price: odd, OddsType: OddsType.DEC, OddsStake: 5 });
    expect(list[1]).toMatchObject({ BetType: 1, Key: 'h', KeyName: 'Arsenal', BetChoice: 'Arsenal -0.5', OddsStake: 20, Payout: Math.round(20 * h * 100) / 100, MarketId: HANDICAP });
    expect(Date.parse(list[1]!.TransTime)).toBeGreaterThan(0);
    // Another member sees only their own.
    expect((await details(await t.login('vip5'))).Result).toEqual({ SuccessResult: [], ErrorResult: null });
  });

  it('shows the price in the odds type the member bet with', async () => {
    await t.app.sideline.store.db.updateTable('bets').set({ odds_type: OddsType.US }).where('customer_id', '=', 1001).execute();
    const list = ((await details(member)).Result as { SuccessResult: BetDetail[] }).SuccessResult;
    const h = list.find((d) => d.Key === 'h')!;
    expect(h.OddsType).toBe(OddsType.US);
    const decimal = Number((await t.app.sideline.store.db.selectFrom('bets').select('price_milli').where('market_key', '=', 'h').executeTakeFirstOrThrow()).price_milli) / 1000;
    expect(h.Price).toBe(convertOdds(decimal, OddsType.US));
    await t.app.sideline.store.db.updateTable('bets').set({ odds_type: OddsType.DEC }).where('customer_id', '=', 1001).execute();
  });

  it('refuses match 1688168, the coin site and anonymous callers', async () => {
    expect((await details(member, MATCH_ID_NO_TICKET_SHARING)).Result).toEqual({ SuccessResult: null, ErrorResult: { ErrorCode: 'TicketSharingNotAllowed' } });
    expect((await details(await t.login('coin-member'))).Result).toMatchObject({ ErrorResult: { ErrorCode: 'TicketSharingNotAllowed' } });
    expect((await call(t.app, 'POST', '/GetBetDetails', await t.anonymous(), { MatchId: MATCH, SiteName: 'x', UserLanguage: 'en' })).status).toBe(401);
  });
});

describe('sharing and following a ticket', () => {
  it('a listed bet is shared as a ShowingTicket (10) message and followed with PlaceBet FollowNickname (11)', async () => {
    const list = ((await details(member)).Result as { SuccessResult: BetDetail[] }).SuccessResult;
    const shared = await push(member, { Type: 10, Message: JSON.stringify(sharedTicketOf(list[1]!)) });
    expect(shared.body).toMatchObject({ Code: 200, Result: { IsSend: true } });
    // Not on the special match.
    const refused = await push(member, { Type: 10, MatchId: MATCH_ID_NO_TICKET_SHARING, AnchorId: 302, Message: JSON.stringify(sharedTicketOf(list[1]!)) });
    expect(refused.body.Code).not.toBe(200);

    // A follower bets the same selection; the room gets a FollowPlayerTicket (11) message.
    const vip = await t.login('vip5');
    const current = await price(t.app, HANDICAP, 'h');
    const follow = await call(t.app, 'POST', '/PlaceBet', vip, betBody({ OddsPrice: current, FollowNickname: 'LuckyFan', Recommend: false }), { 'Idempotency-Key': 'follow-1' });
    expect(follow.body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    const history = await t.app.inject({ method: 'GET', url: `/Message?MatchId=${MATCH}&AnchorLanguage=en&AnchorId=${ANCHOR}&GroupName=Licensee4283400`, headers: { Token: vip, MatchId: String(MATCH) } });
    const messages = history.json().Result.Messages as Array<{ Type: number; Message: string; FollowNickname: string | null; Nickname: string }>;
    expect(messages.find((m) => m.Type === 10)?.Message).toContain('"MarketId"');
    expect(messages.find((m) => m.Type === 11)).toMatchObject({ Nickname: 'GoldenBoot', FollowNickname: 'LuckyFan', Message: '0' });
  });
});
