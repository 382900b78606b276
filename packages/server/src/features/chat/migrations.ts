import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * Chat tables. `chat_messages.id` is the per-group order (ids only grow, so ordering one
 * group's rows by id is their send order). `chat_rooms` is the registry of rooms seen through
 * HTTP (history, entry, heartbeat, push): the operator's CheckChatroomStatus and the demo's
 * life fan out to it, so every node knows every room. Cool-downs live here (not in node
 * memory) so many nodes share them.
 */
export interface ChatMessagesTable {
  id: Generated<number>;
  /** The hub group of the room (realtime `chatGroup`). */
  group_name: string;
  site_group: string;
  program_type: number;
  match_id: number;
  language: string;
  anchor_id: number;
  customer_id: number | null;
  cust_id: string | null;
  /** Escaped (< > & "). */
  nickname: string;
  message: string;
  type: number;
  color: number;
  gift_level: number | null;
  licensee_user_name: string | null;
  site_id: number;
  site_name: string | null;
  subsidiary_name: string | null;
  /** 1: shown only to its sender (set when an operator mutes the sender). */
  is_hate: number;
  /** Set when a moderator deleted the line (back office): gone from every history, the sender's too. */
  deleted_at?: number | null;
  vip: number;
  follow_nickname: string | null;
  created_at: number;
}

export interface ChatRoomsTable {
  group_name: string;
  site_group: string;
  program_type: number;
  match_id: number;
  language: string;
  anchor_id: number;
  last_seen_at: number;
}

/** Operator override of a match (1) or programme (2) chatroom's open state. */
export interface ChatroomStatusTable {
  program_type: number;
  match_id: number;
  is_open: number;
  updated_at: number;
}

/** Last accepted message per member and room (the MessageFrequency cool-down). */
export interface ChatCooldownsTable {
  customer_id: number;
  group_name: string;
  last_sent_at: number;
}

/** Room entries (SaveChatroomEntry): one row per member and room. */
export interface ChatEntriesTable {
  customer_id: number;
  group_name: string;
  program_type: number;
  match_id: number;
  streaming_src: string | null;
  first_at: number;
  last_at: number;
  /** Last time the entry produced a welcome message. */
  welcomed_at: number;
  entries: number;
}

/** Slow mode of a match (1) or programme (2) chatroom: a cool-down that replaces the site's MessageFrequency. */
export interface ChatSlowModeTable {
  program_type: number;
  match_id: number;
  seconds: number;
  updated_at: number;
}

/** Hub connections per room and node (each node writes its own counts; the desk sums fresh rows). */
export interface ChatRoomViewersTable {
  node_id: string;
  group_name: string;
  program_type: number;
  match_id: number;
  viewers: number;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    chat_slow_mode: ChatSlowModeTable;
    chat_room_viewers: ChatRoomViewersTable;
    chat_messages: ChatMessagesTable;
    chat_rooms: ChatRoomsTable;
    chatroom_status: ChatroomStatusTable;
    chat_cooldowns: ChatCooldownsTable;
    chat_entries: ChatEntriesTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function chatMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0100_chat_tables': {
      async up(db: Kysely<any>) {
        const messages = db.schema.createTable('chat_messages');
        await (dialect === 'postgres'
          ? messages.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : messages.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('site_group', 'text', (c) => c.notNull())
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('customer_id', 'integer')
          .addColumn('cust_id', 'text')
          .addColumn('nickname', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('color', 'integer', (c) => c.notNull())
          .addColumn('gift_level', 'integer')
          .addColumn('licensee_user_name', 'text')
          .addColumn('site_id', 'integer', (c) => c.notNull())
          .addColumn('site_name', 'text')
          .addColumn('subsidiary_name', 'text')
          .addColumn('is_hate', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('follow_nickname', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('chat_messages_group').on('chat_messages').columns(['group_name', 'id']).execute();
        await db.schema.createIndex('chat_messages_customer').on('chat_messages').column('customer_id').execute();

        await db.schema.createTable('chat_rooms')
          .addColumn('group_name', 'text', (c) => c.primaryKey())
          .addColumn('site_group', 'text', (c) => c.notNull())
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('chat_rooms_match').on('chat_rooms').columns(['program_type', 'match_id']).execute();

        await db.schema.createTable('chatroom_status')
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('is_open', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('chatroom_status_pk', ['program_type', 'match_id'])
          .execute();

        await db.schema.createTable('chat_cooldowns')
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('chat_cooldowns_pk', ['customer_id', 'group_name'])
          .execute();

        await db.schema.createTable('chat_entries')
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('streaming_src', 'text')
          .addColumn('first_at', 'bigint', (c) => c.notNull())
          .addColumn('last_at', 'bigint', (c) => c.notNull())
          .addColumn('welcomed_at', 'bigint', (c) => c.notNull())
          .addColumn('entries', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('chat_entries_pk', ['customer_id', 'group_name'])
          .execute();
      },
    },
    '0130_chat_moderation': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('chat_messages').addColumn('deleted_at', 'bigint').execute();
        await db.schema.createIndex('chat_messages_match').on('chat_messages').columns(['program_type', 'match_id', 'id']).execute();
        await db.schema.createIndex('chat_messages_created').on('chat_messages').column('created_at').execute();
        await db.schema.createTable('chat_slow_mode')
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('seconds', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('chat_slow_mode_pk', ['program_type', 'match_id'])
          .execute();
        await db.schema.createTable('chat_room_viewers')
          .addColumn('node_id', 'text', (c) => c.notNull())
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'bigint', (c) => c.notNull())
          .addColumn('viewers', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('chat_room_viewers_pk', ['node_id', 'group_name'])
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
