import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** A site's match-aware chat settings. No row = off (the spec's behaviour). */
export interface MatchChatSettingsTable {
  site_id: number;
  enabled: number;
  /** 'slow-mode' or 'hold-tickets'. */
  mode: string;
  slow_mode_seconds: number;
  duration_seconds: number;
  updated_at: number;
}

/** A match (1) or programme (2) chatroom where staff turned match-aware chat off. Row = off. */
export interface MatchChatRoomOffTable {
  program_type: number;
  match_id: number;
  updated_at: number;
}

/**
 * The slow mode or ticket hold of one room (hub group) after a match event: in force while
 * `ends_at` is ahead and `ended_at` is null. `ended_at` is set once, by whichever node claims the
 * end first (it then posts the end line and releases held lines).
 */
export interface MatchChatWindowsTable {
  group_name: string;
  site_group: string;
  site_id: number;
  program_type: number;
  match_id: number;
  language: string;
  anchor_id: number;
  mode: string;
  slow_mode_seconds: number;
  event: string;
  started_at: number;
  ends_at: number;
  ended_at: number | null;
}

/** A bet-ticket line held while its room's markets are suspended (the chat draft as JSON). */
export interface MatchChatHeldLinesTable {
  id: Generated<number>;
  group_name: string;
  draft_json: string;
  held_at: number;
}

declare module '../../store/schema' {
  interface Database {
    match_chat_settings: MatchChatSettingsTable;
    match_chat_room_off: MatchChatRoomOffTable;
    match_chat_windows: MatchChatWindowsTable;
    match_chat_held_lines: MatchChatHeldLinesTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function matchEventsMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '1910_match_events': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('match_chat_settings')
          .addColumn('site_id', 'integer', (c) => c.primaryKey())
          .addColumn('enabled', 'integer', (c) => c.notNull())
          .addColumn('mode', 'text', (c) => c.notNull())
          .addColumn('slow_mode_seconds', 'integer', (c) => c.notNull())
          .addColumn('duration_seconds', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createTable('match_chat_room_off')
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('match_chat_room_off_pk', ['program_type', 'match_id'])
          .execute();
        await db.schema.createTable('match_chat_windows')
          .addColumn('group_name', 'text', (c) => c.primaryKey())
          .addColumn('site_group', 'text', (c) => c.notNull())
          .addColumn('site_id', 'integer', (c) => c.notNull())
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('mode', 'text', (c) => c.notNull())
          .addColumn('slow_mode_seconds', 'integer', (c) => c.notNull())
          .addColumn('event', 'text', (c) => c.notNull())
          .addColumn('started_at', 'bigint', (c) => c.notNull())
          .addColumn('ends_at', 'bigint', (c) => c.notNull())
          .addColumn('ended_at', 'bigint')
          .execute();
        await db.schema.createIndex('match_chat_windows_open').on('match_chat_windows').columns(['ended_at', 'ends_at']).execute();
        await db.schema.createIndex('match_chat_windows_match').on('match_chat_windows').columns(['program_type', 'match_id']).execute();
        const held = db.schema.createTable('match_chat_held_lines');
        await (dialect === 'postgres'
          ? held.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : held.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('draft_json', 'text', (c) => c.notNull())
          .addColumn('held_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('match_chat_held_lines_group').on('match_chat_held_lines').columns(['group_name', 'id']).execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
