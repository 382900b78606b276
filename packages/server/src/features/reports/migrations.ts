import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * HLS bytes served, per UTC day and channel (media/hls/traffic.ts adds each node's tallies with
 * one upsert per day and channel, so the rows hold the sum over all nodes).
 */
export interface HlsTrafficTable {
  /** Epoch ms of the UTC day's start. */
  day_start: number;
  /** Channel name (`match-51230001-vn`, `programme-7001`, `video-51230001`, `preview`…, or 'unknown'). */
  channel: string;
  /** Segments served. */
  requests: number;
  bytes: number;
}

declare module '../../store/schema' {
  interface Database {
    hls_traffic: HlsTrafficTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function reportsMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '1860_hls_traffic': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('hls_traffic')
          .addColumn('day_start', 'bigint', (c) => c.notNull())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('requests', 'bigint', (c) => c.notNull())
          .addColumn('bytes', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('hls_traffic_pk', ['day_start', 'channel'])
          .execute();
      },
    },
    // The reports read heartbeats and recommend-bet orders by time.
    '1861_report_indexes': {
      async up(db: Kysely<any>) {
        await db.schema.createIndex('heartbeat_records_created').on('heartbeat_records').column('created_at').execute();
        await db.schema.createIndex('promoted_odds_created').on('promoted_odds').column('created_at').execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
