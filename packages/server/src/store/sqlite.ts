import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDatabase, SqliteDialectConfig } from 'kysely';
import type { Database } from './schema';

/** Kysely's SQLite driver, but write transactions take the lock up front (no upgrade deadlocks). */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * The database as Kysely's SQLite driver sees it, with its prepared statements kept by SQL text:
 * the driver prepares its SQL again on every query, and in a reconnect storm of 10,000 viewers
 * (bench/e2e-fanout) preparing the token lookup was a tenth of the server's CPU. SQLite re-prepares
 * a kept statement by itself when the schema changes, and a connection runs one query at a time
 * (the driver's mutex), so a statement is never in two queries at once. The least recently used
 * goes when `size` are kept (SQL that differs per call, as long IN lists, cannot fill memory).
 */
export function withStatementCache(db: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let statement = kept.get(sql);
      if (statement) kept.delete(sql);
      else statement = db.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}

/** How many prepared statements a SQLite connection keeps (the app writes about a hundred distinct queries). */
export const STATEMENT_CACHE_SIZE = 500;

/** Open (creating its folder) a SQLite database file, or `:memory:`, in WAL mode. */
export function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const raw = new BetterSqlite3(file);
  if (file !== ':memory:') raw.pragma('journal_mode = WAL');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('foreign_keys = ON');
  raw.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(raw) }) });
}
