import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** Who blocked (and reported) whom; a block hides the blocked customer's messages from the blocker. */
export interface ChatBlocksTable {
  customer_id: number;
  blocked_customer_id: number;
  /** Nickname at the time of the report. */
  blocked_nickname: string;
  /** The match or programme the report was made from. */
  match_id: number;
  created_at: number;
}

declare module '../../store/schema' {
  interface Database {
    chat_blocks: ChatBlocksTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function moderationMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0110_moderation_blocks': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('chat_blocks')
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('blocked_customer_id', 'integer', (c) => c.notNull())
          .addColumn('blocked_nickname', 'text', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('chat_blocks_pk', ['customer_id', 'blocked_customer_id'])
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
