/** Storage: one schema, one migration set, one query path for SQLite and PostgreSQL. */
export { openStore, pingStore } from './store';
export type { OpenStoreOptions } from './store';
export type { Store, Db, Trx, Executor, DialectName } from './types';
export type * from './schema';
export { bool, int01, parseJson, toMinor, fromMinor } from './values';
