import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** `feedback_ratings`: one row per rating a member gave (CreateFeedbackRating). */
export interface FeedbackRatingsTable {
  id: Generated<number>;
  customer_id: number;
  site_id: number;
  match_id: number;
  anchor_id: number;
  program_type: number;
  /** 1-5 stars. */
  rating: number;
  /** Optional text, '' when none. */
  feedback: string;
  created_at: number;
}

declare module '../../store/schema' {
  interface Database {
    feedback_ratings: FeedbackRatingsTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function feedbackMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0520_feedback_ratings': {
      async up(db: Kysely<any>) {
        const t = db.schema.createTable('feedback_ratings');
        const withId = dialect === 'postgres'
          ? t.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
        await withId
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('site_id', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('rating', 'integer', (c) => c.notNull())
          .addColumn('feedback', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('feedback_ratings_customer').on('feedback_ratings').column('customer_id').execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
