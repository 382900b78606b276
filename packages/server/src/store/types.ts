import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

/** The Kysely handle features query with (`store.db`), or a transaction of it. */
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Trx;

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
  /** Apply pending migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
