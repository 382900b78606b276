import type { Kysely, Migration } from 'kysely';
import './tables';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function giftsMigrations(): Record<string, Migration> {
  return {
    // The back office's gift fields (spec section 9 "Gifts: … image, frontend image, backend
    // image, animation, category, VIP level, start and end time, campaign name, amount").
    '1870_gift_admin': {
      async up(db: Kysely<any>) {
        for (const column of ['frontend_img_url', 'backend_img_url', 'campaign_name']) {
          await db.schema.alterTable('gifts').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
        }
        await db.schema.alterTable('gifts').addColumn('start_at', 'bigint').execute();
        await db.schema.alterTable('gifts').addColumn('end_at', 'bigint').execute();
        await db.schema.alterTable('gifts').addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      },
    },
  };
}
