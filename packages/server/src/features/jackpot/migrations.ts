import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** Jackpot total per match, in minor units. */
export interface JackpotsTable {
  match_id: number;
  total_prize_minor: number;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    jackpots: JackpotsTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function jackpotMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0140_jackpot_totals': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('jackpots')
          .addColumn('match_id', 'bigint', (c) => c.primaryKey())
          .addColumn('total_prize_minor', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
