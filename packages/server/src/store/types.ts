import type { Kysely, Migration, Transaction } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

/** The Kysely handle features query with (`store.db`), or a transaction of it. */
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Trx;

/**
 * One feature's migrations (`features/<feature>/migrations.ts`): `(dialect) => ({
 * '0100_<feature>_<what>': Migration })`. Names sort in application order after the store's
 * `0001_foundation`; each feature keeps its own range (chat 0100, wallet 0200, betting 0300,
 * schedule family 0500, …) and a name once released never changes (databases record it).
 * The tables a feature adds are typed by augmenting `Database` from the feature:
 * `declare module '../../store/schema' { interface Database { my_table: MyTable } }`.
 * `app.ts` hands the features' list to the store; the store imports no feature.
 */
export type FeatureMigrations = (dialect: DialectName) => Record<string, Migration>;

/**
 * The storage of one node: SQLite (default, one process) or PostgreSQL (many nodes).
 * Features write one query code path against `db`; only this module knows the dialect.
 */
export interface Store {
  readonly db: Db;
  readonly dialect: DialectName;
  /**
   * Run `fn` in one write transaction: all or nothing. SQLite takes the write lock up front
   * (`BEGIN IMMEDIATE`); PostgreSQL runs SERIALIZABLE and retries `fn` on serialization
   * failures and deadlocks (40001/40P01), so `fn` must be safe to run again (no side effects
   * outside the transaction).
   */
  transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T>;
  /**
   * Apply pending migrations (idempotent): the foundation, the features' sets this store was
   * opened with, and `more` (remembered for later calls).
   */
  migrate(more?: readonly FeatureMigrations[]): Promise<void>;
  close(): Promise<void>;
}
