import type { Generated, Kysely, Migration } from 'kysely';
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

/**
 * Mute history (back office): every mute and unmute with its reason; the latest row of a
 * customer says whether and until when they are muted (`customers.is_muted` is the flag every
 * node reads on each push; an expired mute is lifted on the customer's next send).
 */
export interface PlayerMutesTable {
  id: Generated<number>;
  customer_id: number;
  /** 'mute' | 'unmute'. */
  kind: string;
  reason: string;
  /** 'forever' | 'days' | 'hours' (mutes only). */
  duration: string | null;
  amount: number | null;
  /** Epoch ms the mute lifts; null: forever (or an unmute). */
  until: number | null;
  staff_email: string;
  at: number;
}

/** One row (id 1): bumped by every back-office change of the mask words, part of the list's version. */
export interface MaskWordsVersionTable {
  id: number;
  version: number;
}

/**
 * Frozen players (back office SetPlayerFrozen, spec player field "frozen"): a row while frozen.
 * A frozen player's chat sends answer as muted and their paid calls are refused.
 */
export interface PlayerFreezesTable {
  customer_id: number;
  reason: string;
  staff_email: string;
  at: number;
}

declare module '../../store/schema' {
  interface Database {
    player_freezes: PlayerFreezesTable;
    chat_blocks: ChatBlocksTable;
    player_mutes: PlayerMutesTable;
    mask_words_version: MaskWordsVersionTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function moderationMigrations(dialect: DialectName): Record<string, Migration> {
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
    '0111_moderation_mutes_and_mask_words': {
      async up(db: Kysely<any>) {
        const mutes = db.schema.createTable('player_mutes');
        await (dialect === 'postgres'
          ? mutes.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : mutes.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('duration', 'text')
          .addColumn('amount', 'integer')
          .addColumn('until', 'bigint')
          .addColumn('staff_email', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('player_mutes_customer').on('player_mutes').columns(['customer_id', 'id']).execute();
        await db.schema.alterTable('indecent_words').addColumn('site_id', 'integer').execute();
        await db.schema.alterTable('indecent_words').addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('indecent_words').addColumn('created_by', 'text', (c) => c.notNull().defaultTo('seed')).execute();
        await db.schema.createTable('mask_words_version')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('version', 'bigint', (c) => c.notNull())
          .execute();
        await db.insertInto('mask_words_version').values({ id: 1, version: 0 }).execute();
      },
    },
    // Numbered after every table of today so a database migrated before it takes it in order.
    '1830_moderation_player_freezes': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('player_freezes')
          .addColumn('customer_id', 'integer', (c) => c.primaryKey())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('staff_email', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
