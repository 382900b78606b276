import type { Kysely, Migration, MigrationProvider, CreateTableBuilder } from 'kysely';
import type { DialectName, FeatureMigrations } from './types';

/**
 * The one migration set of both dialects. Column types are chosen to mean the same in
 * SQLite and PostgreSQL (integer, bigint, text); the only dialect-specific bit is the
 * auto-increment key, isolated in `autoId`. Migrations are append-only: never edit a
 * released one, add the next.
 */
type Builder = CreateTableBuilder<string, never>;

function autoId(dialect: DialectName, t: Builder): Builder {
  return dialect === 'postgres'
    ? t.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
function foundation(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('sites')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('group_name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('default_currency_id', 'integer', (c) => c.notNull())
        .addColumn('can_update_nickname', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_allow_send_gift', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_allow_showing_ticket', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('enable_single_wallet', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('watch_time_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.createTable('currencies')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createTable('customers')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('licensee_user_name', 'text', (c) => c.notNull())
        .addColumn('nickname', 'text')
        .addColumn('nickname_color', 'integer', (c) => c.notNull())
        .addColumn('currency_id', 'integer', (c) => c.notNull())
        .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('odds_type', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('is_muted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_bot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('customers_site_user', ['site_id', 'licensee_user_name'])
        .execute();

      await db.schema.createTable('tokens')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('tokens_customer').on('tokens').column('customer_id').execute();

      await db.schema.createTable('wallets')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('currency_id', 'integer', (c) => c.notNull())
        .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('wallets_pk', ['customer_id', 'currency_id'])
        .execute();

      await autoId(dialect, db.schema.createTable('ledger') as unknown as Builder)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('currency_id', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('ledger_idempotency', ['customer_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('ledger_customer').on('ledger').columns(['customer_id', 'currency_id']).execute();

      await db.schema.createTable('feature_settings')
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value_json', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('feature_settings_pk', ['site_id', 'name'])
        .execute();

      await db.schema.createTable('matches')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('sport_type', 'integer', (c) => c.notNull())
        .addColumn('league_id', 'integer', (c) => c.notNull())
        .addColumn('league_name', 'text', (c) => c.notNull())
        .addColumn('league_icon_url', 'text', (c) => c.notNull())
        .addColumn('home_team', 'text', (c) => c.notNull())
        .addColumn('away_team', 'text', (c) => c.notNull())
        .addColumn('home_icon_url', 'text', (c) => c.notNull())
        .addColumn('away_icon_url', 'text', (c) => c.notNull())
        .addColumn('event_time', 'bigint', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('is_esport', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_gift_disable', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('anchor_ids_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('streaming_url', 'text')
        .addColumn('slmt_url', 'text')
        .execute();

      await db.schema.createTable('streamers')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('tag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tag_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('features_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('photos_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.createTable('tags')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('names_json', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createTable('programmes')
        .addColumn('event_id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('anchor_id', 'integer', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('open_time', 'bigint', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('layout_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('streaming_url', 'text')
        .execute();

      await db.schema.createTable('broadcasts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('match_id', 'integer', (c) => c.notNull())
        .addColumn('broadcaster_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('style', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .execute();

      await db.schema.createTable('gifts')
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('site_id', 'integer')
        .addColumn('currency_id', 'integer', (c) => c.notNull())
        .addColumn('category', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('img_url', 'text', (c) => c.notNull())
        .addColumn('svga_url', 'text')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_vip', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('names_json', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('gifts_pk', ['id', 'currency_id'])
        .execute();

      await db.schema.createTable('stickers')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_vip', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.createTable('lucky_boxes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('names_json', 'text', (c) => c.notNull())
        .addColumn('img_url', 'text', (c) => c.notNull())
        .addColumn('currency_id', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('is_vip', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.createTable('lucky_box_settings')
        .addColumn('lucky_box_id', 'integer', (c) => c.notNull().references('lucky_boxes.id'))
        .addColumn('gift_id', 'integer', (c) => c.notNull())
        .addColumn('gift_amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('draw_chance', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('lucky_box_settings_pk', ['lucky_box_id', 'gift_id'])
        .execute();

      await db.schema.createTable('promotions')
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('entry_img_url', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('background_image', 'text')
        .addColumn('color1', 'text')
        .addColumn('color2', 'text')
        .addColumn('region_a', 'text')
        .addColumn('region_b', 'text')
        .addColumn('region_c', 'text')
        .addColumn('content_html', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('promotions_pk', ['id', 'language'])
        .execute();

      await db.schema.createTable('indecent_words')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createTable('chat_configs')
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('currency_id', 'integer', (c) => c.notNull())
        .addColumn('message_length_limit', 'integer', (c) => c.notNull())
        .addColumn('message_frequency', 'integer', (c) => c.notNull())
        .addColumn('turnover_limit_minor', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_configs_pk', ['site_id', 'currency_id'])
        .execute();
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The in-code migration provider: the foundation and the features' sets (names sort in application order). */
export function migrationProvider(dialect: DialectName, features: readonly FeatureMigrations[]): MigrationProvider {
  return {
    async getMigrations() {
      const all: Record<string, Migration> = { '0001_foundation': foundation(dialect) };
      for (const feature of features) {
        for (const [name, migration] of Object.entries(feature(dialect))) {
          if (all[name]) throw new Error(`duplicate migration name ${name}`);
          all[name] = migration;
        }
      }
      return all;
    },
  };
}
