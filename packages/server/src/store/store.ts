import { Migrator, sql } from 'kysely';
import { migrationProvider } from './migrations';
import { openSqlite } from './sqlite';
import { openPostgres } from './postgres';
import type { DialectName, Executor, FeatureMigrations, Store, Trx, Db } from './types';

export interface OpenStoreOptions {
  /** PostgreSQL only: use (and create if missing) this schema instead of `public`. */
  pgSchema?: string;
  /** Run migrations on open (default true). */
  migrate?: boolean;
  /** The features' migrations (app.ts `featureMigrations`); without them only the foundation. */
  migrations?: readonly FeatureMigrations[];
}

const RETRYABLE = new Set(['40001', '40P01']);
/** PostgreSQL serialization failures and deadlocks are retried this many times in all. */
const MAX_SERIALIZATION_ATTEMPTS = 20;

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * Open the store named by `url`: `postgres://…` → PostgreSQL, otherwise a SQLite file path
 * or `:memory:`. Migrations are applied unless `migrate: false`.
 */
export async function openStore(url: string, options: OpenStoreOptions = {}): Promise<Store> {
  let db: Db;
  let dialect: DialectName;
  if (isPostgresUrl(url)) {
    dialect = 'postgres';
    if (options.pgSchema) {
      if (!/^[a-z_][a-z0-9_]*$/.test(options.pgSchema)) throw new Error(`invalid schema name '${options.pgSchema}'`);
      const boot = openPostgres(url);
      try {
        await boot.pool.query(`create schema if not exists ${options.pgSchema}`);
      } finally {
        await boot.db.destroy();
      }
    }
    db = openPostgres(url, options.pgSchema).db;
  } else {
    dialect = 'sqlite';
    db = openSqlite(url);
  }

  const sets = new Set<FeatureMigrations>(options.migrations ?? []);
  const store: Store = {
    db,
    dialect,
    async transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
      if (dialect === 'sqlite') return db.transaction().execute(fn);
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().setIsolationLevel('serializable').execute(fn);
        } catch (err) {
          const code = (err as { code?: string }).code;
          // Bursts of concurrent writers (50 gifts at once in the bank test) can take more than a
          // handful of rounds; every caller of transaction() must survive that, not only money paths.
          if (!code || !RETRYABLE.has(code) || attempt >= MAX_SERIALIZATION_ATTEMPTS) throw err;
          await new Promise((r) => setTimeout(r, 5 + Math.random() * 15 * Math.min(attempt, 8)));
        }
      }
    },
    async migrate(more: readonly FeatureMigrations[] = []) {
      for (const set of more) sets.add(set);
      // Kysely looks for its migration tables in every schema unless told which: a test schema
      // would see another run's tables, skip creating its own and fail ("kysely_migration_lock
      // does not exist") whenever two PostgreSQL suites run at once.
      const migrator = new Migrator({
        db, provider: migrationProvider(dialect, [...sets]),
        ...(dialect === 'postgres' && options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) {
        const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
        throw new Error(`migration ${failed} failed: ${(error as Error).message ?? String(error)}`);
      }
    },
    async close() {
      await db.destroy();
    },
  };
  if (options.migrate !== false) await store.migrate();
  return store;
}

/** A liveness round trip to the database (`select 1`, no table): the readiness check's store probe. */
export async function pingStore(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
