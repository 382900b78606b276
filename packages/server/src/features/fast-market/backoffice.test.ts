import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListAudit, ListFastMarketRounds, OpenFastMarketRound, SetFastMarketRoundState } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { ANCHOR, MATCH, call, operator } from '../betting/betting.testing';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';

/** The trading desk's fast-market rounds: a trader opens, suspends, settles and voids; bettors are paid or refunded once. */
let t: TestApp;
let trader: StaffAgent;
let member: string;

beforeAll(async () => {
  t = await makeTestApp();
  trader = await signInAs(t.app, await signInOwner(t.app), 'trader');
  member = await t.login('member');
});
afterAll(async () => t.close());

type Round = { MatchId: number; Period: number; State: string; MarketIds: number[]; Bets: number; Stake: number; Outcome: Record<string, string> | null };

async function selections(marketId: number) {
  const markets = (await operator(t.app, 'GET', `/Operator/Markets?MatchId=${MATCH}`)).body.Result as { Markets: Array<{ MarketId: number; Status?: string; Selections: Array<{ Key: string; Price: number }> }> };
  return markets.Markets.find((x) => x.MarketId === marketId)!;
}

const bet = async (marketId: number, idem: string) => {
  const m = await selections(marketId);
  return call(t.app, 'POST', '/PlaceBet', member, {
    PromotedOddsId: null, SportType: 1, MarketId: marketId, OddsPrice: m.Selections[0]!.Price, Point: null, MarketKey: m.Selections[0]!.Key, Stake: 5,
    AnchorId: ANCHOR, AnchorLanguage: 'en', SiteName: 'x', MatchId: MATCH, BetType: 222, Recommend: false,
  }, { 'Idempotency-Key': idem });
};
async function balance(): Promise<unknown> {
  const res = await call(t.app, 'POST', '/GetBalance', member, { EnableSingleWallet: false });
  expect(res.body.Result).toBeTruthy();
  return res.body.Result;
}

describe('fast-market rounds from the back office', () => {
  it('opens a round, suspends it (bets refused), resumes, settles with the given outcome and pays the winner once', async () => {
    const opened = (await trader.call(OpenFastMarketRound, { MatchId: MATCH })).json().Result.Round as Round;
    expect(opened).toMatchObject({ MatchId: MATCH, State: 'open', Bets: 0 });
    expect(opened.MarketIds).toHaveLength(6);
    const market = opened.MarketIds[0]!;
    const state = (Action: string, extra: Record<string, unknown> = {}) => trader.call(SetFastMarketRoundState, { MatchId: MATCH, Period: opened.Period, Action, ...extra });

    expect((await state('suspend')).json().Result.Round.State).toBe('suspended');
    expect((await bet(market, 'bo-fm-1')).body.Result?.IsPlaceBetSuccess ?? false).toBe(false);
    expect((await state('resume')).json().Result.Round.State).toBe('open');
    expect((await bet(market, 'bo-fm-2')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    const winning = (await selections(market)).Selections[0]!.Key;

    const settled = (await state('settle', { Outcome: { [String(market)]: winning } })).json().Result.Round as Round;
    expect(settled).toMatchObject({ State: 'settled', Bets: 1, Stake: 5 });
    expect(settled.Outcome![String(market)]).toBe(winning);
    const again = await state('settle');
    expect(again.statusCode).toBe(409);
    const rounds = (await trader.call(ListFastMarketRounds, { MatchId: MATCH })).json().Result.Rounds as Round[];
    expect(rounds[0]).toMatchObject({ Period: opened.Period, State: 'settled' });
    const audit = (await (await signInOwner(t.app)).call(ListAudit, { Target: `fast-market:${MATCH}:${opened.Period}` })).json().Result.Entries;
    expect(audit.map((e: { Action: string }) => e.Action)).toEqual(['SetFastMarketRoundState', 'SetFastMarketRoundState', 'SetFastMarketRoundState', 'OpenFastMarketRound']);
  });

  it('voids a round: the stake comes back once', async () => {
    const opened = (await trader.call(OpenFastMarketRound, { MatchId: MATCH })).json().Result.Round as Round;
    const before = await balance();
    expect((await bet(opened.MarketIds[2]!, 'bo-fm-3')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    expect(await balance()).not.toEqual(before);
    const voided = (await trader.call(SetFastMarketRoundState, { MatchId: MATCH, Period: opened.Period, Action: 'void' })).json().Result.Round as Round;
    expect(voided.State).toBe('void');
    expect(await balance()).toEqual(before);
    expect((await trader.call(SetFastMarketRoundState, { MatchId: MATCH, Period: opened.Period, Action: 'void' })).statusCode).toBe(409);
    expect(await balance()).toEqual(before);
  });
});
