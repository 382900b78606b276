import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * Viewing heartbeats: one row per member, room and 30-second slot; the collect-type flags of
 * the calls in one slot are OR-ed together (0 none, 1 expanded chatroom, 2 streamer viewing
 * record, 4 bullet viewing record).
 */
export interface HeartbeatRecordsTable {
  customer_id: number;
  group_name: string;
  /** floor(epoch ms / 30 000). */
  slot: number;
  program_type: number;
  match_id: number;
  anchor_id: number;
  language: string;
  collect_type: number;
  streaming_src: string | null;
  created_at: number;
}

declare module '../../store/schema' {
  interface Database {
    heartbeat_records: HeartbeatRecordsTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function heartbeatMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0120_heartbeat_records': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('heartbeat_records')
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('slot', 'bigint', (c) => c.notNull())
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('collect_type', 'integer', (c) => c.notNull())
          .addColumn('streaming_src', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('heartbeat_records_pk', ['customer_id', 'group_name', 'slot'])
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
