import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * Banners (spec section 9 "Banner: title, position, device, link (internal or external), post
 * id, carousel seconds, start and end time"). `site_id` null: every site. Instants in epoch ms.
 */
export interface BannersTable {
  id: Generated<number>;
  title: string;
  site_id: number | null;
  position: string;
  device: string;
  image_url: string;
  /** The upload's id (null for an image the banner had before uploads). */
  media_id: string | null;
  link_type: string;
  link: string;
  post_id: number | null;
  carousel_seconds: number;
  start_at: number;
  end_at: number;
  /** 1 on, 0 off. */
  status: number;
  created_at: number;
  created_by: string;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    banners: BannersTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function bannerMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '1880_banners': {
      async up(db: Kysely<any>) {
        const table = db.schema.createTable('banners');
        await (dialect === 'postgres'
          ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('site_id', 'integer')
          .addColumn('position', 'text', (c) => c.notNull())
          .addColumn('device', 'text', (c) => c.notNull())
          .addColumn('image_url', 'text', (c) => c.notNull())
          .addColumn('media_id', 'text')
          .addColumn('link_type', 'text', (c) => c.notNull())
          .addColumn('link', 'text', (c) => c.notNull())
          .addColumn('post_id', 'bigint')
          .addColumn('carousel_seconds', 'integer', (c) => c.notNull())
          .addColumn('start_at', 'bigint', (c) => c.notNull())
          .addColumn('end_at', 'bigint', (c) => c.notNull())
          .addColumn('status', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('banners_position').on('banners').columns(['position', 'device', 'start_at']).execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
