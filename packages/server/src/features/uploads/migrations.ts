import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';
import './tables';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function uploadsMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '1840_media': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('media')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('mime', 'text', (c) => c.notNull())
          .addColumn('bytes', 'integer', (c) => c.notNull())
          .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .execute();
      },
    },
  };
}
