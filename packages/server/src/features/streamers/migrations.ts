import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import './tables';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function streamersMigrations(): Record<string, Migration> {
  return {
    // The back office's streamer fields (spec section 9 "Streamer: name, supplier, contract…"),
    // and the duplicate rules as indexes so two racing saves cannot both win.
    '1841_streamer_admin': {
      async up(db: Kysely<any>) {
        for (const column of ['supplier', 'channel', 'source', 'stream_name_key', 'memo', 'server_address', 'stream_key']) {
          await db.schema.alterTable('streamers').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
        }
        await db.schema.alterTable('streamers').addColumn('contract', 'text', (c) => c.notNull().defaultTo('signed')).execute();
        await db.schema.alterTable('streamers').addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.createIndex('streamers_name_unique').unique().on('streamers').expression(sql`lower(name)`).execute();
        await db.schema.createIndex('streamers_channel_unique').unique().on('streamers').column('channel').where(sql.ref('channel'), '<>', '').execute();
      },
    },
  };
}
