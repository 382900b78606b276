import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Voice broadcasters (back office "broadcaster management"): who speaks on a match's broadcasts
 * (`broadcasts.broadcaster_id`). An edit copies name, language and style onto their broadcasts;
 * a broadcaster switched off drops out of GetStreaming's broadcast sources.
 */
export interface BroadcastersTable {
  id: number;
  name: string;
  language: string;
  /** 'Funny' | 'Leisure' | 'Professional'. */
  style: string;
  status: number;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    broadcasters: BroadcastersTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function streamingMigrations(): Record<string, Migration> {
  return {
    '1842_broadcasters': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('broadcasters')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('style', 'text', (c) => c.notNull())
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('broadcasters_name_unique').unique().on('broadcasters').expression(sql`lower(name)`).execute();
      },
    },
  };
}
