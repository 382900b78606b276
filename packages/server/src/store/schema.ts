/**
 * The Sideline database as Kysely sees it, shared by SQLite and PostgreSQL. The store owns no
 * table of its own: each feature adds its tables to `Database` by augmentation, from its
 * `tables.ts` (tables of the foundation migration) or beside its migrations:
 * `declare module '../../store/schema' { interface Database { my_table: MyTable } }`.
 *
 * Portable conventions (one query code path for both dialects):
 * - money is an integer count of minor units (1/100 of the currency) in `*_minor` columns;
 * - instants are integer epoch milliseconds (`*_at`, `*_time`);
 * - booleans are integers 0/1 (better-sqlite3 cannot bind JS booleans);
 * - structured values are JSON text (`*_json`), parsed by the feature's store.
 */
/** The whole database: every table comes from the feature that owns it (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' augmentations
export interface Database {}
