import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * Events of the back office's events and programme list (issue 19 item 1). A match id is
 * unique across info sites (the import's duplicate key is InfoSiteId + MatchId; the same MatchId
 * from another info site is a row error), because `match_id` is also the id of the `matches` row (the viewer
 * schedule's match) the scheduler generates PROGRAMME_LEAD_MS before `event_time`
 * (`programme_at` is set in the same step, so a programme is generated once).
 */
export interface EventsTable {
  id: Generated<number>;
  info_site_id: number;
  match_id: number;
  sport_type: number;
  group_name: string;
  league_id: number;
  league_name: string;
  home_team: string;
  away_team: string;
  /** Epoch ms. */
  event_time: number;
  end_time: number;
  language: string;
  anchor_id: number;
  /** 'auto' | 'manual'. */
  addition_type: string;
  booked: number;
  /** 'not-started' | 'running' | 'finish' | 'canceled' (protocol EventStatus). */
  status: string;
  /** protocol MATCH_PERIODS. */
  period: string;
  programme_at: number | null;
  created_at: number;
  created_by: string;
  cancel_reason: string | null;
}

declare module '../../store/schema' {
  interface Database {
    events: EventsTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function eventMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '1850_events': {
      async up(db: Kysely<any>) {
        const table = db.schema.createTable('events');
        await (dialect === 'postgres'
          ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
          .addColumn('info_site_id', 'bigint', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull().unique())
          .addColumn('sport_type', 'integer', (c) => c.notNull())
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('league_id', 'integer', (c) => c.notNull())
          .addColumn('league_name', 'text', (c) => c.notNull())
          .addColumn('home_team', 'text', (c) => c.notNull())
          .addColumn('away_team', 'text', (c) => c.notNull())
          .addColumn('event_time', 'bigint', (c) => c.notNull())
          .addColumn('end_time', 'bigint', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('addition_type', 'text', (c) => c.notNull())
          .addColumn('booked', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('period', 'text', (c) => c.notNull())
          .addColumn('programme_at', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('cancel_reason', 'text')
          .execute();
        await db.schema.createIndex('events_time').on('events').columns(['event_time']).execute();
        await db.schema.createIndex('events_due').on('events').columns(['programme_at', 'event_time']).execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
