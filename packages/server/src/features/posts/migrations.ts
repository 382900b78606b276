import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * Streamer posts (spec section 9 "Streamer post: type (photo or video), content, publish time,
 * visibility (public or restricted), view rules (paid, VIP level only, assigned gift), amount";
 * section 4 "under review, approved, not approved (a reason is required for rejection)").
 */
export interface StreamerPostsTable {
  id: Generated<number>;
  streamer_id: number;
  /** 'photo' | 'video'. */
  type: string;
  content: string;
  /** JSON array of {MediaId, Kind}: uploads (features/uploads) in the order staff gave them. */
  media_json: string;
  publish_at: number;
  /** 'public' | 'restricted'. */
  visibility: string;
  /** 'paid' | 'vip' | 'gift' for a restricted post, else null. */
  rule: string | null;
  amount: number;
  vip_level: number | null;
  gift_id: number | null;
  /** 'under-review' | 'approved' | 'not-approved'. */
  state: string;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    streamer_posts: StreamerPostsTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function postsMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '1890_streamer_posts': {
      async up(db: Kysely<any>) {
        const table = db.schema.createTable('streamer_posts');
        await (dialect === 'postgres'
          ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
          .addColumn('streamer_id', 'integer', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('media_json', 'text', (c) => c.notNull())
          .addColumn('publish_at', 'bigint', (c) => c.notNull())
          .addColumn('visibility', 'text', (c) => c.notNull())
          .addColumn('rule', 'text')
          .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('vip_level', 'integer')
          .addColumn('gift_id', 'integer')
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('reject_reason', 'text')
          .addColumn('reviewed_by', 'text')
          .addColumn('reviewed_at', 'bigint')
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        // The post wall: a streamer's approved posts by publish time; the review list by state.
        await db.schema.createIndex('streamer_posts_wall').on('streamer_posts').columns(['streamer_id', 'state', 'publish_at']).execute();
        await db.schema.createIndex('streamer_posts_state').on('streamer_posts').columns(['state', 'id']).execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
