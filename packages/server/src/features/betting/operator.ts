import type { FastifyInstance } from 'fastify';
import { ListMarkets, SetMarketState } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { notFound, badRequest } from '../../http/errors';
import { fromMinor, toMinor } from '../../store/values';
import type { BettingRuntime } from './runtime';
import type { Market, SportEvent } from './sportsbook/types';

/** Path of the operator call forcing sportsbook states (tests and the demo console). */
export const SET_MARKET_STATE_PATH = SetMarketState.path;
export const LIST_MARKETS_PATH = ListMarkets.path;

/** A market as operator tools see it (decimal prices, currency units). */
export function marketView(m: Market) {
  return {
    MarketId: m.id, MatchId: m.matchId, SportType: m.sportType, BetType: m.betType, BetTypeName: m.betTypeName,
    Point: m.point, PreviousPoint: m.previousPoint, Status: m.status, MinBet: fromMinor(m.minBetMinor), MaxBet: fromMinor(m.maxBetMinor),
    RoundPeriod: m.roundPeriod,
    Selections: m.selections.map((s) => ({ Key: s.key, KeyName: s.keyName, Price: s.priceMilli / 1000, Status: s.status })),
  };
}

export function eventView(e: SportEvent) {
  return { MatchId: e.matchId, Status: e.status, Score: { Home: e.scoreHome, Away: e.scoreAway }, ScoreChangedAt: e.scoreChangedAt, MaxPerEvent: fromMinor(e.maxStakeMinor) };
}

/**
 * POST /Operator/SetMarketState → `{ Event, Market }` after the change (404 unknown market or
 * match); GET /Operator/Markets?MatchId= → `{ Event, Markets }` (creates the match's markets).
 */
export function registerBettingOperator(app: FastifyInstance, rt: BettingRuntime): void {
  const sim = rt.simulator;
  registerCall(app, SetMarketState, async ({ input: b }) => {
    if (b.MarketId === undefined && b.MatchId === undefined) throw badRequest('MarketId', 'MarketId or MatchId is required');
    let market: Market | null = null;
    if (b.MarketId !== undefined) {
      market = await sim.market(b.MarketId);
      if (!market && b.MatchId !== undefined) {
        await sim.event(b.MatchId);
        market = await sim.market(b.MarketId);
      }
      if (!market) throw notFound(`No market ${b.MarketId}`);
      market = await sim.setMarket(b.MarketId, {
        status: b.Status, point: b.Point,
        prices: b.Prices && Object.fromEntries(Object.entries(b.Prices).map(([k, v]) => [k, Math.round(v * 1000)])),
        selectionStatus: b.SelectionStatus,
        minBetMinor: b.MinBet === undefined ? undefined : toMinor(b.MinBet),
        maxBetMinor: b.MaxBet === undefined ? undefined : toMinor(b.MaxBet),
      });
    }
    const matchId = b.MatchId ?? market?.matchId;
    const event = await sim.setEvent(matchId as number, {
      status: b.EventStatus,
      score: b.Score && { home: b.Score.Home, away: b.Score.Away },
      maxStakeMinor: b.MaxPerEvent === undefined ? undefined : toMinor(b.MaxPerEvent),
    });
    if (!event) throw notFound(`No match ${matchId}`);
    return { Event: eventView(event), Market: market ? marketView(market) : null };
  });
  registerCall(app, ListMarkets, async ({ input: { MatchId } }) => {
    const event = await sim.event(MatchId);
    if (!event) throw notFound(`No match ${MatchId}`);
    return { Event: eventView(event), Markets: (await sim.markets(MatchId)).map(marketView) };
  });
}
