import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** A site's interface languages (back office "sites and groups"); a site without a row offers all six. */
export interface SiteLanguagesTable {
  site_id: number;
  languages_json: string;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    site_languages: SiteLanguagesTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function settingsMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '1810_settings_site_languages': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('site_languages')
          .addColumn('site_id', 'integer', (c) => c.primaryKey())
          .addColumn('languages_json', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
