import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** Referral codes (spec admin vocabulary): the code as typed, and its case-folded key kept unique. */
export interface ReferralCodesTable {
  id: Generated<number>;
  code: string;
  /** `code` lower-cased: the uniqueness key ("Duplicate checks cover … referral code"). */
  code_key: string;
  one_time_bonus: number;
  daily_bonus: number;
  expires_at: number;
  created_at: number;
  created_by: string;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    referral_codes: ReferralCodesTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function referralCodeMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '1834_referral_codes': {
      async up(db: Kysely<any>) {
        const table = db.schema.createTable('referral_codes');
        await (dialect === 'postgres'
          ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('code_key', 'text', (c) => c.notNull().unique())
          .addColumn('one_time_bonus', 'integer', (c) => c.notNull())
          .addColumn('daily_bonus', 'integer', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
