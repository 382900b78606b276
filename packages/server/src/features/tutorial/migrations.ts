import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** Members who have been shown the two-step tutorial. */
export interface TutorialSeenTable {
  customer_id: number;
  seen_at: number;
}

declare module '../../store/schema' {
  interface Database {
    tutorial_seen: TutorialSeenTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function tutorialMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0130_tutorial_seen': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('tutorial_seen')
          .addColumn('customer_id', 'integer', (c) => c.primaryKey())
          .addColumn('seen_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
