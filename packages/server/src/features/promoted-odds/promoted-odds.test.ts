import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { officialClient, waitFor } from '../../realtime/signalr/testing';
import { bettingRuntime } from '../betting/index';
import { ANCHOR, HANDICAP, MATCH, betBody, call, operator, price } from '../betting/betting.testing';
import { PROMOTED_ODDS_OPERATOR } from './plugin';

let t: TestApp;
let client: HubConnection;
let member: string;
const events: Array<{ target: string; payload: Record<string, unknown> }> = [];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  member = await t.login('member');
  client = officialClient(`${base}/chatroomhub`, 'skip');
  for (const target of ['PushPromotedOdds', 'CancelPromotedOdds', 'DeletePromotedOdds', 'MessagePush']) {
    client.on(target, (payload: Record<string, unknown>) => events.push({ target, payload }));
  }
  await client.start();
  await client.invoke('AddChatRoomGroup', MATCH, 'en', ANCHOR, 'Licensee4283400', member, '', true);
});
afterAll(async () => {
  await client?.stop();
  await t.close();
});

const of = (target: string) => events.filter((e) => e.target === target).map((e) => e.payload);
const push = (body: Record<string, unknown>) => operator(t.app, 'POST', PROMOTED_ODDS_OPERATOR.push, body);

describe('promoted odds', () => {
  it('is allowed for logged-in licensee members only', async () => {
    const allow = async (token: string | null) => (await call(t.app, 'POST', '/Auth/CheckAllowPromotedOdds', token, {})).body.Result;
    expect(await allow(member)).toEqual({ IsAllowPromotedOdds: true });
    expect(await allow(await t.anonymous())).toEqual({ IsAllowPromotedOdds: false });
    expect(await allow(await t.login('coin-member'))).toEqual({ IsAllowPromotedOdds: false });
  });

  it('pushes to the room of its match, language and anchor only, and lists it with the time left', async () => {
    const current = await price(t.app, HANDICAP, 'h');
    const res = await push({ MatchId: MATCH, AnchorId: ANCHOR, Language: 'EN', Key: 'h', Boost: 0.15, DurationMs: 30_000 });
    expect(res.status).toBe(200);
    await push({ MatchId: MATCH, AnchorId: 303, Language: 'en' }); // another anchor's room
    await push({ MatchId: MATCH, AnchorId: ANCHOR, Language: 'th' }); // another language
    await waitFor(() => of('PushPromotedOdds').length >= 1);
    await call(t.app, 'POST', '/Auth/CheckAllowPromotedOdds', member, {}); // a round trip for stragglers
    const pushed = of('PushPromotedOdds');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      MatchId: MATCH, AnchorId: ANCHOR, Language: 'en', MarketId: HANDICAP, MarketKey: 'h', KeyName: 'Arsenal', Point: -0.5,
      OddsPrice: Math.round((current + 0.15) * 1000) / 1000, BetType: 1, SportType: 1, ShowCategory: 1, MilliSecondsRemaining: 30_000,
    });
    const rt = bettingRuntime(t.app.sideline);
    const real = Date.now;
    rt.now = () => real() + 10_000;
    const listed = (await call(t.app, 'POST', '/GetPromotedOdds', null, { MatchId: MATCH, Language: 'en', AnchorId: ANCHOR })).body.Result as { PromotedOdds: Array<{ MilliSecondsRemaining: number; PromotedOddsId: number }> };
    expect(listed.PromotedOdds).toHaveLength(1);
    expect(listed.PromotedOdds[0]!.MilliSecondsRemaining).toBeLessThanOrEqual(20_000);
    expect(listed.PromotedOdds[0]!.MilliSecondsRemaining).toBeGreaterThan(15_000);
    rt.now = () => real() + 31_000;
    expect((await call(t.app, 'POST', '/GetPromotedOdds', null, { MatchId: MATCH, Language: 'en', AnchorId: ANCHOR })).body.Result).toEqual({ PromotedOdds: [] });
    rt.now = real;
  });

  it('following the promoted price places the bet at it and posts FollowPromotedOdds (7); a cancelled one answers B015', async () => {
    const promo = (await push({ MatchId: MATCH, AnchorId: ANCHOR, Language: 'en', Key: 'a' })).body.Result as { PromotedOddsId: number; OddsPrice: number; Point: number };
    const follow = (key: string) => call(t.app, 'POST', '/PlaceBet', member, betBody({ MarketKey: 'a', PromotedOddsId: promo.PromotedOddsId, OddsPrice: promo.OddsPrice, Point: promo.Point, Recommend: true }), { 'Idempotency-Key': key });
    expect((await follow('p-1')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    await waitFor(() => of('MessagePush').some((m) => m.Type === 7));
    expect(of('MessagePush').find((m) => m.Type === 7)).toMatchObject({ Nickname: 'LuckyFan', FollowNickname: 'Linh Nguyen', Message: '0' });

    await operator(t.app, 'POST', PROMOTED_ODDS_OPERATOR.cancel, { PromotedOddsId: promo.PromotedOddsId });
    await waitFor(() => of('CancelPromotedOdds').length === 1);
    expect(of('CancelPromotedOdds')[0]).toEqual({ MatchId: MATCH, MarketId: HANDICAP, Language: 'en', AnchorId: ANCHOR });
    expect(((await follow('p-2')).body.Result?.ErrorResult as { ErrorCode: string }).ErrorCode).toBe('B015');
  });

  it('delete hides every promotion on the listed markets', async () => {
    await push({ MatchId: MATCH, AnchorId: ANCHOR, Language: 'en' });
    const res = await operator(t.app, 'POST', PROMOTED_ODDS_OPERATOR.delete, { MarketIds: [HANDICAP] });
    expect((res.body.Result as { Deleted: number }).Deleted).toBeGreaterThanOrEqual(1);
    await waitFor(() => of('DeletePromotedOdds').length >= 1);
    expect(of('DeletePromotedOdds')[0]).toEqual({ MarketIds: [HANDICAP] });
    expect((await call(t.app, 'POST', '/GetPromotedOdds', null, { MatchId: MATCH, Language: 'en', AnchorId: ANCHOR })).body.Result).toEqual({ PromotedOdds: [] });
  });
});
