import type { ColumnType, CreateTableBuilder, Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * Tables of the betting companion (betting, tickets, fast market, wheel), handed to the store
 * by app.ts (names 0300_…; promoted odds' 0302 lives in promoted-odds/migrations.ts). Everything
 * a node needs lives here, so any node can answer: the simulated sportsbook's events and
 * markets, bets, fast-market rounds and stream-drop signals, and wheel switches and draws.
 * Money in minor units, prices in thousandths (`*_milli`), instants in epoch ms.
 */
export interface SbEventsTable {
  match_id: number;
  /** 'open' | 'closed' (closed → B024). */
  status: string;
  score_home: number;
  score_away: number;
  /** Last score change (B007 within the score-change window). */
  score_changed_at: number | null;
  /** A member's total stake on the event may not exceed this (B014). */
  max_stake_minor: number;
  updated_at: number;
}

export interface SbMarketsTable {
  id: number;
  match_id: number;
  sport_type: number;
  bet_type: number;
  bet_type_name: string;
  point: number | null;
  /** The point before the last line move (a bet at it → B008). */
  previous_point: number | null;
  /** 'open' | 'suspended' | 'closed'. */
  status: string;
  /** JSON `[{ key, keyName, priceMilli, status: 'open' | 'closed' }]`. */
  selections_json: string;
  min_bet_minor: number;
  max_bet_minor: number;
  /** Fast-market round period, null for ordinary markets. */
  round_period: number | null;
  updated_at: number;
}

export interface BetsTable {
  id: Generated<number>;
  customer_id: number;
  site_id: number;
  site_group: string;
  currency_id: number;
  match_id: number;
  market_id: number;
  sport_type: number;
  bet_type: number;
  bet_type_name: string;
  market_key: string;
  key_name: string;
  bet_choice: string | null;
  point: number | null;
  price_milli: number;
  /** The member's odds type when betting (share lists show the price in it). */
  odds_type: number;
  stake_minor: number;
  /** Set on settlement (0 for a lost bet). */
  payout_minor: number | null;
  /** 'running' | 'won' | 'lost'. */
  status: string;
  promoted_odds_id: number | null;
  follow_nickname: string | null;
  anchor_id: number;
  anchor_language: string;
  created_at: number;
  settled_at: number | null;
}

export interface FmRoundsTable {
  match_id: number;
  period: number;
  /** 'open' | 'settled' | 'void' (back office). */
  status: string;
  opens_at: number;
  closes_at: number;
  /** JSON `{ [marketId]: winningKey }` once settled. */
  outcome_json: string | null;
  settled_at: number | null;
}

export interface FmStreamsTable {
  match_id: number;
  /** Bumped by the operator's drop: every node closes that match's SSE connections. */
  drop_gen: number;
  /** Until then (epoch ms) new streams of the match are refused with 503 (retry tests). */
  refuse_until: number | null;
}

export interface WheelStateTable {
  /** 0 = every anchor (the default switch). */
  anchor_id: number;
  is_on: number;
  updated_at: number;
}

export interface WheelDrawsTable {
  id: Generated<number>;
  customer_id: number;
  currency_id: number;
  anchor_id: number;
  match_id: number;
  cost_minor: number;
  prize_minor: number;
  bingo_index: number;
  created_at: number;
  /** The slot's label when the spin landed (wheel migration 1832; null for older spins). */
  label: ColumnType<string | null, string | null | undefined, never>;
}

declare module '../../store/schema' {
  interface Database {
    sb_events: SbEventsTable;
    sb_markets: SbMarketsTable;
    bets: BetsTable;
    fm_rounds: FmRoundsTable;
    fm_streams: FmStreamsTable;
    wheel_state: WheelStateTable;
    wheel_draws: WheelDrawsTable;
  }
}

type Builder = CreateTableBuilder<string, never>;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function bettingMigrations(dialect: DialectName): Record<string, Migration> {
  const withId = (t: Builder): Builder => (dialect === 'postgres'
    ? t.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()));
  return {
    '0300_betting_sportsbook': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('sb_events')
          .addColumn('match_id', 'bigint', (c) => c.primaryKey())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('score_home', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('score_away', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('score_changed_at', 'bigint')
          .addColumn('max_stake_minor', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createTable('sb_markets')
          .addColumn('id', 'bigint', (c) => c.primaryKey())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('sport_type', 'integer', (c) => c.notNull())
          .addColumn('bet_type', 'integer', (c) => c.notNull())
          .addColumn('bet_type_name', 'text', (c) => c.notNull())
          .addColumn('point', 'real')
          .addColumn('previous_point', 'real')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('selections_json', 'text', (c) => c.notNull())
          .addColumn('min_bet_minor', 'bigint', (c) => c.notNull())
          .addColumn('max_bet_minor', 'bigint', (c) => c.notNull())
          .addColumn('round_period', 'integer')
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sb_markets_match').on('sb_markets').columns(['match_id', 'bet_type']).execute();
      },
    },
    '0301_betting_bets': {
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable('bets') as unknown as Builder)
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('site_id', 'integer', (c) => c.notNull())
          .addColumn('site_group', 'text', (c) => c.notNull())
          .addColumn('currency_id', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('market_id', 'bigint', (c) => c.notNull())
          .addColumn('sport_type', 'integer', (c) => c.notNull())
          .addColumn('bet_type', 'integer', (c) => c.notNull())
          .addColumn('bet_type_name', 'text', (c) => c.notNull())
          .addColumn('market_key', 'text', (c) => c.notNull())
          .addColumn('key_name', 'text', (c) => c.notNull())
          .addColumn('bet_choice', 'text')
          .addColumn('point', 'real')
          .addColumn('price_milli', 'integer', (c) => c.notNull())
          .addColumn('odds_type', 'integer', (c) => c.notNull())
          .addColumn('stake_minor', 'bigint', (c) => c.notNull())
          .addColumn('payout_minor', 'bigint')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('promoted_odds_id', 'integer')
          .addColumn('follow_nickname', 'text')
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('anchor_language', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('settled_at', 'bigint')
          .execute();
        await db.schema.createIndex('bets_customer_match').on('bets').columns(['customer_id', 'match_id']).execute();
        await db.schema.createIndex('bets_market_status').on('bets').columns(['market_id', 'status']).execute();
      },
    },
    '0303_betting_fast_market': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('fm_rounds')
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('period', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('opens_at', 'bigint', (c) => c.notNull())
          .addColumn('closes_at', 'bigint', (c) => c.notNull())
          .addColumn('outcome_json', 'text')
          .addColumn('settled_at', 'bigint')
          .addPrimaryKeyConstraint('fm_rounds_pk', ['match_id', 'period'])
          .execute();
        await db.schema.createTable('fm_streams')
          .addColumn('match_id', 'bigint', (c) => c.primaryKey())
          .addColumn('drop_gen', 'integer', (c) => c.notNull())
          .addColumn('refuse_until', 'bigint')
          .execute();
      },
    },
    '0304_betting_wheel': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('wheel_state')
          .addColumn('anchor_id', 'integer', (c) => c.primaryKey())
          .addColumn('is_on', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await withId(db.schema.createTable('wheel_draws') as unknown as Builder)
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('currency_id', 'integer', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('cost_minor', 'bigint', (c) => c.notNull())
          .addColumn('prize_minor', 'bigint', (c) => c.notNull())
          .addColumn('bingo_index', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
