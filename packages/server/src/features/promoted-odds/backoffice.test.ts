import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelRecommendBet, CreateRecommendBet, ListRecommendBets } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { ANCHOR, MATCH, call } from '../betting/betting.testing';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';

/** Recommend-bet setting: one order at a time, a countdown in minutes, viewers see it and its cancel. */
let t: TestApp;
let trader: StaffAgent;
let member: string;

beforeAll(async () => {
  t = await makeTestApp();
  trader = await signInAs(t.app, await signInOwner(t.app), 'trader');
  member = await t.login('member');
});
afterAll(async () => t.close());

const viewerSees = async () => (await call(t.app, 'POST', '/GetPromotedOdds', member, { MatchId: MATCH, Language: 'en', AnchorId: ANCHOR })).body.Result!.PromotedOdds as { PromotedOddsId: number; MilliSecondsRemaining: number }[];

describe('recommend-bet setting', () => {
  it('pushes one order with its countdown, refuses a second while active, cancels', async () => {
    const { Markets } = (await trader.call(ListRecommendBets, { MatchId: MATCH })).json().Result;
    expect(Markets.length).toBeGreaterThan(0);
    const made = await trader.call(CreateRecommendBet, { MatchId: MATCH, AnchorId: ANCHOR, Language: 'en', MarketId: Markets[0].MarketId, CountdownMinutes: 3 });
    const order = made.json().Result.Order;
    expect(order).toMatchObject({ Status: 'active', MarketId: Markets[0].MarketId });
    expect(order.ExpiresAt - order.CreatedAt).toBe(180_000);
    const seen = await viewerSees();
    expect(seen.map((p) => p.PromotedOddsId)).toContain(order.PromotedOddsId);
    expect(seen[0]!.MilliSecondsRemaining).toBeGreaterThan(170_000);

    const second = await trader.call(CreateRecommendBet, { MatchId: MATCH, AnchorId: ANCHOR, Language: 'en', MarketId: Markets[0].MarketId, CountdownMinutes: 1 });
    expect(second.statusCode).toBe(409);
    expect((await trader.call(CancelRecommendBet, { PromotedOddsId: order.PromotedOddsId })).json().Result.Order.Status).toBe('cancelled');
    expect(await viewerSees()).toEqual([]);
    expect((await trader.call(CreateRecommendBet, { MatchId: MATCH, AnchorId: ANCHOR, Language: 'en', MarketId: Markets[0].MarketId, CountdownMinutes: 1 })).statusCode).toBe(200);
  });
});
