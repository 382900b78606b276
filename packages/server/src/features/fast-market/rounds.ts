import { BET_TYPE_FAST_MARKET, FAST_MARKET_GOAL_NAMES, FAST_MARKET_SPORT_TYPE, FastMarketGoalType, fastMarketSelectionName } from '@sideline/protocol';
import type { Realtime } from '../../realtime/index';
import { memberGroup } from '../licensee/index';
import type { Store } from '../../store/types';
import { parseJson } from '../../store/values';
import { LedgerReason, credit, moneyTransaction } from '../wallet/index';
import type { BettingRuntime } from '../betting/index';
import { FAST_MARKET_LIMITS, betTypeName, jitter } from '../betting/index';
import { seededRandom } from '../betting/index';
import type { Market } from '../betting/index';
import { runningBetsOn, settleBet } from '../betting/index';
import { claimRoundSettled, dueRoundRows, insertOpenRound, lastRoundPeriod, openRoundRow } from './store';

/** A fast-market round lasts five minutes ('next 5 minutes'). */
export const ROUND_MS = 5 * 60_000;

/** Fast-market market id: match id × 10⁶ + period × 10 + k (k 1-6, one per goal type); apart from ordinary ids (match × 100 + slot). */
export const fastMarketId = (matchId: number, period: number, k: number): number => matchId * 1_000_000 + (period % 100_000) * 10 + k;

/** Fair prices (milli) of "yes" and "no" within five minutes, per goal type. */
const FAIR: Readonly<Record<FastMarketGoalType, readonly [number, number]>> = {
  2: [3400, 1300], 4: [1800, 1950], 8: [1500, 2500], 16: [1700, 2050], 32: [1150, 5000], 128: [9000, 1050],
};

/**
 * The questions of a round, one per goal type of the key mapping (schedule spec section 9:
 * ±2 goal, ±4 corner, ±8 free-kick, ±16 goal-kick, ±32 throw-in, ±128 penalty): keys '±type',
 * option names from the mapping.
 */
const QUESTIONS = Object.values(FastMarketGoalType).map((type, i) => ({
  k: i + 1,
  type,
  yes: { key: String(type), keyName: fastMarketSelectionName(String(type))! },
  no: { key: String(-type), keyName: fastMarketSelectionName(String(-type))! },
  fair: FAIR[type],
}));

export interface FastMarketDeps {
  store: Store;
  realtime: Realtime;
  rt: BettingRuntime;
  /** Called after a change so this node's streams look at once (others poll). */
  poke?: (matchId: number) => void;
  log?: { error(obj: unknown, msg: string): void };
}

export interface RoundInfo {
  MatchId: number;
  Period: number;
  Status: string;
  OpensAt: number;
  ClosesAt: number;
  MarketIds: number[];
}

/** The open round of a match, or null. */
export async function currentRound(store: Store, matchId: number): Promise<RoundInfo | null> {
  const r = await openRoundRow(store.db, matchId);
  if (!r) return null;
  const period = Number(r.period);
  return {
    MatchId: matchId, Period: period, Status: r.status, OpensAt: Number(r.opens_at), ClosesAt: Number(r.closes_at),
    MarketIds: QUESTIONS.map((q) => fastMarketId(matchId, period, q.k)),
  };
}

/**
 * Opens the next round of a match (period = last + 1) with a market per goal type, unless one is
 * open. The round row's primary key makes concurrent opens on several nodes a no-op.
 */
export async function openRound(deps: FastMarketDeps, matchId: number): Promise<RoundInfo | null> {
  const { store, rt } = deps;
  const existing = await currentRound(store, matchId);
  if (existing) return existing;
  const event = await rt.sportsbook.event(matchId);
  if (!event || event.status === 'closed') return null;
  const last = await lastRoundPeriod(store.db, matchId);
  const period = Number(last?.p ?? 0) + 1;
  const now = rt.now();
  const res = await insertOpenRound(store.db, matchId, period, now, now + ROUND_MS);
  if (Number(res.numInsertedOrUpdatedRows ?? 0) === 1) {
    const seeded = seededRandom(matchId * 7919 + period);
    for (const q of QUESTIONS) {
      const market: Market = {
        id: fastMarketId(matchId, period, q.k), matchId, sportType: FAST_MARKET_SPORT_TYPE, betType: BET_TYPE_FAST_MARKET,
        betTypeName: `${betTypeName(FAST_MARKET_SPORT_TYPE, BET_TYPE_FAST_MARKET)} - ${FAST_MARKET_GOAL_NAMES[q.type]}`, point: null, previousPoint: null, status: 'open',
        selections: [
          { ...q.yes, priceMilli: jitter(q.fair[0], seeded, 0.1), status: 'open' },
          { ...q.no, priceMilli: jitter(q.fair[1], seeded, 0.1), status: 'open' },
        ],
        minBetMinor: FAST_MARKET_LIMITS.minBet * 100, maxBetMinor: FAST_MARKET_LIMITS.maxBet * 100, roundPeriod: period, updatedAt: now,
      };
      await rt.simulator.createMarket(market);
    }
  }
  deps.poke?.(matchId);
  return currentRound(store, matchId);
}

export interface SettlementSummary {
  MatchId: number;
  Period: number;
  /** Market id → winning key. */
  Outcome: Record<string, string>;
  /** One per customer who had bets in the round. */
  Settlements: Array<{ CustomerId: number; SettleAmount: number; SettlementPrice: number }>;
}

/**
 * Settles the open round of a match: closes its markets, picks each market's winning key
 * (`outcome` or drawn), marks every running bet won or lost and credits winnings
 * ('bet-payout', ledger key `fm-payout:<betId>`) in the bet's own transaction, then pushes
 * PushFastMarketSettlement to each bettor's own member group (site group + customer, joined
 * with AddMemberGroup; nobody else in the room sees it) with their CustomerId: SettleAmount = payouts − stakes
 * of the round, SettlementPrice = payouts; positive → profit-share modal, else wish coin.
 * Only one node settles a round (conditional update); null when no round is open.
 */
export async function settleRound(deps: FastMarketDeps, matchId: number, outcome: Record<string, string> = {}): Promise<SettlementSummary | null> {
  const { store, rt } = deps;
  const round = await currentRound(store, matchId);
  if (!round) return null;
  const winners: Record<string, string> = {};
  for (const id of round.MarketIds) {
    const market = await rt.simulator.market(id);
    if (!market) continue;
    const given = outcome[String(id)];
    winners[String(id)] = given && market.selections.some((s) => s.key === given)
      ? given : market.selections[Math.floor(rt.random() * market.selections.length)]!.key;
  }
  const now = rt.now();
  const claimed = await claimRoundSettled(store.db, matchId, round.Period, JSON.stringify(winners), now);
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  for (const id of round.MarketIds) await rt.simulator.setMarket(id, { status: 'closed' });
  deps.poke?.(matchId);

  const perCustomer = new Map<number, { stake: number; payout: number; group: string }>();
  for (const id of round.MarketIds) {
    for (const bet of await runningBetsOn(store.db, id)) {
      const won = winners[String(id)] === bet.market_key;
      const payout = won ? Math.round(Number(bet.stake_minor) * Number(bet.price_milli) / 1000) : 0;
      const settled = await moneyTransaction(store, async (trx) => {
        if (!await settleBet(trx, bet.id, won ? 'won' : 'lost', payout, now)) return false;
        if (payout > 0) {
          await credit(trx, {
            customerId: bet.customer_id, currencyId: bet.currency_id, amountMinor: payout, reason: LedgerReason.BetPayout,
            idempotencyKey: `fm-payout:${bet.id}`, reference: `bet:${bet.id}`, matchId, anchorId: bet.anchor_id, anchorLanguage: bet.anchor_language, now,
          });
        }
        return true;
      });
      if (!settled) continue;
      const acc = perCustomer.get(bet.customer_id) ?? { stake: 0, payout: 0, group: memberGroup(bet.site_group, bet.customer_id) };
      acc.stake += Number(bet.stake_minor);
      acc.payout += payout;
      perCustomer.set(bet.customer_id, acc);
    }
  }
  const settlements: SettlementSummary['Settlements'] = [];
  for (const [customerId, acc] of perCustomer) {
    const settleAmount = (acc.payout - acc.stake) / 100;
    settlements.push({ CustomerId: customerId, SettleAmount: settleAmount, SettlementPrice: acc.payout / 100 });
    try {
      await deps.realtime.publish(acc.group, 'PushFastMarketSettlement', {
        CustomerId: customerId, MatchId: matchId, Period: round.Period, SettleAmount: settleAmount, SettlementPrice: acc.payout / 100,
        IsShowProfitShareModal: settleAmount > 0, IsShowWishCoinModal: settleAmount <= 0,
      });
    } catch (err) {
      deps.log?.error({ err }, 'publishing PushFastMarketSettlement failed');
    }
  }
  return { MatchId: matchId, Period: round.Period, Outcome: winners, Settlements: settlements };
}

/** Rounds whose five minutes are over (the demo's life settles them and opens the next). */
export async function dueRounds(store: Store, now: number): Promise<Array<{ matchId: number; period: number }>> {
  const rows = await dueRoundRows(store.db, now);
  return rows.map((r) => ({ matchId: Number(r.match_id), period: Number(r.period) }));
}

export function outcomeOf(json: string | null): Record<string, string> {
  return parseJson<Record<string, string>>(json, {});
}
