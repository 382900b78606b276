import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';
import './campaign-tables';
import { campaignFromPromotionRows } from './campaign-seed';
import type { PromotionRow } from './campaign-seed';

/**
 * `0500_promotions_period`: a promotion's running period. The status a viewer sees derives
 * from it (see service.ts); rows without a period keep their stored status.
 * `1880_campaigns` (issue 19 item 4): the campaigns the back office runs, which the viewer's
 * promotion calls read from then on; the promotions a database already held are copied in.
 */
export interface PromotionPeriodColumns {
  /** Epoch ms; null → no period, the stored status applies. */
  start_at: number | null;
  end_at: number | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function promotionMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0500_promotions_period': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('promotions').addColumn('start_at', 'bigint').execute();
        await db.schema.alterTable('promotions').addColumn('end_at', 'bigint').execute();
      },
    },
    '1881_campaigns': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('campaigns')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('background', 'text', (c) => c.notNull())
          .addColumn('color1', 'text')
          .addColumn('color2', 'text')
          .addColumn('images_json', 'text', (c) => c.notNull())
          .addColumn('start_at', 'bigint', (c) => c.notNull())
          .addColumn('end_at', 'bigint', (c) => c.notNull())
          .addColumn('ranking_start', 'bigint')
          .addColumn('ranking_end', 'bigint')
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('published_at', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createTable('campaign_texts')
          .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('sections_json', 'text', (c) => c.notNull())
          .addColumn('footer_text', 'text', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('campaign_texts_pk', ['campaign_id', 'language'])
          .execute();
        const rows = await db.selectFrom('promotions').selectAll().orderBy('id').execute();
        const ids = [...new Set(rows.map((r) => Number(r.id)))];
        const now = Date.now();
        for (const id of ids) {
          const { campaign, texts } = campaignFromPromotionRows(rows.filter((r) => Number(r.id) === id) as PromotionRow[], now);
          await db.insertInto('campaigns').values(campaign).execute();
          await db.insertInto('campaign_texts').values(texts).execute();
        }
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
