import type { CreateTableBuilder, Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** Promoted odds: a market a streamer pins to their room, in price thousandths (`*_milli`). */
export interface PromotedOddsTable {
  id: Generated<number>;
  match_id: number;
  anchor_id: number;
  language: string;
  market_id: number;
  market_key: string;
  sport_type: number;
  bet_type: number;
  bet_type_name: string;
  key_name: string;
  point: number | null;
  price_milli: number;
  show_category: number;
  /** 'active' | 'cancelled' | 'deleted'. */
  status: string;
  created_at: number;
  expires_at: number;
}

declare module '../../store/schema' {
  interface Database {
    promoted_odds: PromotedOddsTable;
  }
}

type Builder = CreateTableBuilder<string, never>;

/**
 * The promoted-odds table. Its name keeps the betting range (0302) it was released under:
 * databases record migrations by name.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function promotedOddsMigrations(dialect: DialectName): Record<string, Migration> {
  const withId = (t: Builder): Builder => (dialect === 'postgres'
    ? t.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()));
  return {
    '0302_betting_promoted_odds': {
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable('promoted_odds') as unknown as Builder)
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('market_id', 'bigint', (c) => c.notNull())
          .addColumn('market_key', 'text', (c) => c.notNull())
          .addColumn('sport_type', 'integer', (c) => c.notNull())
          .addColumn('bet_type', 'integer', (c) => c.notNull())
          .addColumn('bet_type_name', 'text', (c) => c.notNull())
          .addColumn('key_name', 'text', (c) => c.notNull())
          .addColumn('point', 'real')
          .addColumn('price_milli', 'integer', (c) => c.notNull())
          .addColumn('show_category', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('promoted_odds_room').on('promoted_odds').columns(['match_id', 'language', 'anchor_id', 'status']).execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
