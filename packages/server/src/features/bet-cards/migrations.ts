import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * One live card per shown ticket (issue 22 item 2). The line it belongs to is named by its room
 * group and the line's key (`line_customer_id`, `line_timestamp`: the key DeleteMessages uses);
 * market, selection, sharer and room are the card's own, so a follow never reads them from a
 * request. `state`/`price_milli` are the last ones pushed; `version` grows with every push.
 */
export interface BetCardsTable {
  id: Generated<number>;
  group_name: string;
  site_group: string;
  program_type: number;
  match_id: number;
  anchor_id: number;
  language: string;
  line_customer_id: number;
  line_timestamp: number;
  sharer_nickname: string;
  market_id: number;
  market_key: string;
  sport_type: number;
  bet_type: number;
  shown_price_milli: number;
  state: string;
  price_milli: number;
  followers: number;
  version: number;
  created_at: number;
  updated_at: number;
}

/** Who followed which card: the primary key counts each member once. */
export interface BetCardFollowersTable {
  card_id: number;
  customer_id: number;
  bet_id: number;
  created_at: number;
}

/** A settled ordinary market (operator SettleMarket): the result per selection key as JSON. */
export interface BetCardMarketResultsTable {
  market_id: number;
  result_json: string;
  settled_at: number;
}

declare module '../../store/schema' {
  interface Database {
    bet_cards: BetCardsTable;
    bet_card_followers: BetCardFollowersTable;
    bet_card_market_results: BetCardMarketResultsTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function betCardMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '1900_bet_cards': {
      async up(db: Kysely<any>) {
        const table = db.schema.createTable('bet_cards');
        await (dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('site_group', 'text', (c) => c.notNull())
          .addColumn('program_type', 'integer', (c) => c.notNull())
          .addColumn('match_id', 'integer', (c) => c.notNull())
          .addColumn('anchor_id', 'integer', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('line_customer_id', 'integer', (c) => c.notNull())
          .addColumn('line_timestamp', 'bigint', (c) => c.notNull())
          .addColumn('sharer_nickname', 'text', (c) => c.notNull())
          .addColumn('market_id', 'bigint', (c) => c.notNull())
          .addColumn('market_key', 'text', (c) => c.notNull())
          .addColumn('sport_type', 'integer', (c) => c.notNull())
          .addColumn('bet_type', 'integer', (c) => c.notNull())
          .addColumn('shown_price_milli', 'integer', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('price_milli', 'integer', (c) => c.notNull())
          .addColumn('followers', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('bet_cards_market').on('bet_cards').column('market_id').execute();
        await db.schema.createIndex('bet_cards_group').on('bet_cards').columns(['group_name', 'id']).execute();
        await db.schema.createTable('bet_card_followers')
          .addColumn('card_id', 'integer', (c) => c.notNull())
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('bet_id', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('bet_card_followers_pk', ['card_id', 'customer_id'])
          .execute();
        await db.schema.createTable('bet_card_market_results')
          .addColumn('market_id', 'bigint', (c) => c.primaryKey())
          .addColumn('result_json', 'text', (c) => c.notNull())
          .addColumn('settled_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
