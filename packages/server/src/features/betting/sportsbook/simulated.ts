import { BET_TYPE_FAST_MARKET, BET_TYPE_HIDE_POINT, MatchStatus } from '@sideline/protocol';
import type { SportBetType } from '@sideline/protocol';
import type { Executor, Store } from '../../../store/types';
import { parseJson } from '../../../store/values';
import type { SbMarketsTable } from '../migrations';
import {
  eventRow, insertEventIfMissing, insertMarketIfMissing, marketRowById, marketRowsOf, matchForEvent, matchStatusRow, updateEventRow, updateMarketRow,
} from '../store';
import {
  DEFAULT_LIMITS, SCORE_CHANGE_WINDOW_MS, SPORT_BET_TYPES, betTypeName, clampPrice, jitter, marketIdOf, templatesFor,
} from './catalogue';
import { seededRandom } from './random';
import type { Clock, Random } from './random';
import type { BetCheck, CheckResult, Market, MarketStatus, Selection, SportEvent, Sportsbook } from './types';

export interface SimulatedSportsbookOptions {
  /** Random source of odds moves (default Math.random); opening prices are always seeded by match id. */
  random?: Random;
  clock?: Clock;
}

/** Operator / simulator changes to a market. Prices are decimal thousandths. */
export interface MarketPatch {
  status?: MarketStatus;
  point?: number | null;
  prices?: Record<string, number>;
  selectionStatus?: Record<string, 'open' | 'closed'>;
  minBetMinor?: number;
  maxBetMinor?: number;
}

export interface EventPatch {
  status?: 'open' | 'closed';
  score?: { home: number; away: number };
  maxStakeMinor?: number;
}

type MarketRow = Omit<SbMarketsTable, never>;

function toMarket(r: MarketRow): Market {
  return {
    id: Number(r.id), matchId: Number(r.match_id), sportType: r.sport_type, betType: r.bet_type, betTypeName: r.bet_type_name,
    point: r.point === null ? null : Number(r.point), previousPoint: r.previous_point === null ? null : Number(r.previous_point),
    status: r.status as MarketStatus, selections: parseJson<Selection[]>(r.selections_json, []),
    minBetMinor: Number(r.min_bet_minor), maxBetMinor: Number(r.max_bet_minor),
    roundPeriod: r.round_period === null ? null : Number(r.round_period), updatedAt: Number(r.updated_at),
  };
}

export function marketRow(m: Market): MarketRow {
  return {
    id: m.id, match_id: m.matchId, sport_type: m.sportType, bet_type: m.betType, bet_type_name: m.betTypeName,
    point: m.point, previous_point: m.previousPoint, status: m.status, selections_json: JSON.stringify(m.selections),
    min_bet_minor: m.minBetMinor, max_bet_minor: m.maxBetMinor, round_period: m.roundPeriod, updated_at: m.updatedAt,
  };
}

const samePoint = (a: number | null, b: number | null) => a !== null && b !== null && Math.abs(a - b) < 1e-9;

/**
 * The demo sportsbook, kept in the database so every node sees the same events, markets and
 * prices. A match's event and markets are created on first use from a generator seeded by the
 * match id (same ids and opening prices on every node; concurrent creation is a no-op).
 * Prices move, markets suspend, reopen and close, scores and lines change through
 * `moveOdds` (the demo's life) and the operator patches (`setMarket`, `setEvent`).
 */
export class SimulatedSportsbook implements Sportsbook {
  readonly random: Random;
  readonly clock: Clock;
  private readonly marketListeners = new Set<(m: Market) => Promise<void>>();

  constructor(private readonly store: Store, options: SimulatedSportsbookOptions = {}) {
    this.random = options.random ?? Math.random;
    this.clock = options.clock ?? Date.now;
  }

  betTypes(): readonly SportBetType[] {
    return SPORT_BET_TYPES;
  }

  private get db(): Executor {
    return this.store.db;
  }

  /** Creates the event and its ordinary markets if missing; null for an unknown match. */
  async event(matchId: number): Promise<SportEvent | null> {
    const found = await this.readEvent(matchId);
    if (found) return found;
    const match = await matchForEvent(this.db, matchId);
    if (!match) return null;
    const now = this.clock();
    const seeded = seededRandom(matchId);
    const markets: Market[] = templatesFor(match.sport_type, match.home_team, match.away_team).map((t) => ({
      id: marketIdOf(matchId, t.slot), matchId, sportType: match.sport_type, betType: t.betType,
      betTypeName: betTypeName(match.sport_type, t.betType), point: t.point, previousPoint: null, status: 'open',
      selections: t.selections.map((s) => ({ key: s.key, keyName: s.keyName, priceMilli: jitter(s.fairMilli, seeded), status: 'open' })),
      minBetMinor: DEFAULT_LIMITS.minBet * 100, maxBetMinor: DEFAULT_LIMITS.maxBet * 100, roundPeriod: null, updatedAt: now,
    }));
    await this.store.transaction(async (trx) => {
      await insertEventIfMissing(trx, {
        match_id: matchId, status: 'open', score_home: 0, score_away: 0, score_changed_at: null,
        max_stake_minor: DEFAULT_LIMITS.maxPerEvent * 100, updated_at: now,
      });
      for (const m of markets) {
        await insertMarketIfMissing(trx, marketRow(m));
      }
    });
    return this.readEvent(matchId);
  }

  private async readEvent(matchId: number): Promise<SportEvent | null> {
    const row = await eventRow(this.db, matchId);
    if (!row) return null;
    const match = await matchStatusRow(this.db, matchId);
    const matchOver = match?.status === MatchStatus.End || match?.status === MatchStatus.Canceled;
    return {
      matchId, status: row.status === 'closed' || matchOver ? 'closed' : 'open', scoreHome: row.score_home, scoreAway: row.score_away,
      scoreChangedAt: row.score_changed_at === null ? null : Number(row.score_changed_at), maxStakeMinor: Number(row.max_stake_minor),
    };
  }

  async market(marketId: number): Promise<Market | null> {
    const row = await marketRowById(this.db, marketId);
    return row ? toMarket(row) : null;
  }

  async markets(matchId: number): Promise<Market[]> {
    await this.event(matchId);
    const rows = await marketRowsOf(this.db, matchId);
    return rows.map(toMarket).sort((a, b) => Number(a.betType === BET_TYPE_FAST_MARKET) - Number(b.betType === BET_TYPE_FAST_MARKET) || a.id - b.id);
  }

  async check(bet: BetCheck): Promise<CheckResult> {
    let market = await this.market(bet.marketId);
    if (!market && bet.matchId !== null) {
      await this.event(bet.matchId); // ordinary markets are created on first use
      market = await this.market(bet.marketId);
    }
    if (!market) return { ok: false, code: 'B005' };
    if ((bet.matchId !== null && market.matchId !== bet.matchId) || market.sportType !== bet.sportType
      || (bet.betType !== null && market.betType !== bet.betType)) return { ok: false, code: 'B005' };
    const event = await this.event(market.matchId);
    if (!event) return { ok: false, code: 'B005' };
    if (event.status === 'closed') return { ok: false, code: 'B024' };
    if (market.status === 'closed') return { ok: false, code: 'B016' };
    if (market.status === 'suspended') return { ok: false, code: 'B011' };
    const selection = market.selections.find((s) => s.key === bet.key);
    if (!selection) return { ok: false, code: 'B005' };
    if (selection.status === 'closed') return { ok: false, code: 'B015' };
    const now = this.clock();
    if (market.betType !== BET_TYPE_FAST_MARKET && event.scoreChangedAt !== null
      && now >= event.scoreChangedAt && now - event.scoreChangedAt < SCORE_CHANGE_WINDOW_MS) {
      return { ok: false, code: 'B007' };
    }
    if (bet.priceMilli !== null && market.betType !== BET_TYPE_HIDE_POINT && market.point !== null && !samePoint(bet.point, market.point)) {
      return { ok: false, code: samePoint(bet.point, market.previousPoint) ? 'B008' : 'B009' };
    }
    const expected = bet.expectedPriceMilli ?? selection.priceMilli;
    if (bet.priceMilli !== null && bet.priceMilli !== expected) return { ok: false, code: 'B010', newPriceMilli: expected };
    if (bet.stakeMinor !== null && (bet.stakeMinor < market.minBetMinor || bet.stakeMinor > market.maxBetMinor)) {
      return { ok: false, code: 'B013' };
    }
    return { ok: true, market, selection, event };
  }

  // ---------------------------------------------------------------- simulator and operator side

  /** Applies a patch to a market; null when unknown. A point change remembers the old point (B008). */
  async setMarket(marketId: number, patch: MarketPatch): Promise<Market | null> {
    const m = await this.market(marketId);
    if (!m) return null;
    const next: Market = { ...m, selections: m.selections.map((s) => ({ ...s })), updatedAt: this.clock() };
    if (patch.status) next.status = patch.status;
    if (patch.point !== undefined && !samePoint(patch.point, m.point)) {
      next.previousPoint = m.point;
      next.point = patch.point;
    }
    for (const s of next.selections) {
      const price = patch.prices?.[s.key];
      if (price !== undefined) s.priceMilli = clampPrice(price);
      const status = patch.selectionStatus?.[s.key];
      if (status) s.status = status;
    }
    if (patch.minBetMinor !== undefined) next.minBetMinor = patch.minBetMinor;
    if (patch.maxBetMinor !== undefined) next.maxBetMinor = patch.maxBetMinor;
    await this.saveMarket(next);
    return next;
  }

  async saveMarket(m: Market): Promise<void> {
    const { id: _id, ...rest } = marketRow(m);
    await updateMarketRow(this.db, m.id, rest);
    // Live bet cards (issue 22) follow every saved change; a listener logs its own failures.
    for (const listener of this.marketListeners) await listener(m);
  }

  /** Calls `listener` after every saved market change (operator patches, the demo's moves); answers the unsubscribe. */
  onMarketChange(listener: (m: Market) => Promise<void>): () => void {
    this.marketListeners.add(listener);
    return () => this.marketListeners.delete(listener);
  }

  /** Inserts a market (fast-market rounds); an existing id is left as it is. */
  async createMarket(m: Market): Promise<void> {
    await insertMarketIfMissing(this.db, marketRow(m));
  }

  /** Applies a patch to an event; null when the match is unknown. A score change starts the B007 window. */
  async setEvent(matchId: number, patch: EventPatch): Promise<SportEvent | null> {
    const event = await this.event(matchId);
    if (!event) return null;
    const now = this.clock();
    const set: Partial<{ status: string; score_home: number; score_away: number; score_changed_at: number; max_stake_minor: number; updated_at: number }> = { updated_at: now };
    if (patch.status) set.status = patch.status;
    if (patch.score && (patch.score.home !== event.scoreHome || patch.score.away !== event.scoreAway)) {
      set.score_home = patch.score.home;
      set.score_away = patch.score.away;
      set.score_changed_at = now;
    }
    if (patch.maxStakeMinor !== undefined) set.max_stake_minor = patch.maxStakeMinor;
    await updateEventRow(this.db, matchId, set);
    return this.readEvent(matchId);
  }

  /**
   * One step of the demo's market life for a match: prices drift (± up to 4 %), an open
   * market is suspended now and then and a suspended one reopens, and rarely a goal changes
   * the score and moves the handicap line. Returns the markets that changed.
   */
  async moveOdds(matchId: number): Promise<Market[]> {
    const event = await this.event(matchId);
    if (!event || event.status === 'closed') return [];
    const changed: Market[] = [];
    if (this.random() < 0.01) {
      const homeScores = this.random() < 0.5;
      await this.setEvent(matchId, { score: { home: event.scoreHome + (homeScores ? 1 : 0), away: event.scoreAway + (homeScores ? 0 : 1) } });
    }
    for (const m of await this.markets(matchId)) {
      if (m.status === 'closed' || m.betType === BET_TYPE_FAST_MARKET) continue;
      const patch: MarketPatch = {};
      if (m.status === 'suspended') {
        if (this.random() < 0.5) patch.status = 'open';
      } else if (this.random() < 0.03) {
        patch.status = 'suspended';
      } else {
        patch.prices = Object.fromEntries(m.selections.map((s) => [s.key, Math.round(s.priceMilli * (1 + (this.random() * 2 - 1) * 0.04) / 10) * 10]));
        if (m.betType === 1 && m.point !== null && this.random() < 0.02) patch.point = m.point + (this.random() < 0.5 ? -0.25 : 0.25);
      }
      const next = await this.setMarket(m.id, patch);
      if (next) changed.push(next);
    }
    return changed;
  }
}
