import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { ServerConfig } from '../config';
import { openStore } from '../store/store';
import type { Store } from '../store/types';

/** The scale suite's PostgreSQL (127.0.0.1:5432, trust auth, database `test`). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface PgTestApp {
  store: Store;
  app: FastifyInstance;
  /** Closes the app and the store, then drops the run's schema. */
  close(): Promise<void>;
}

/**
 * A seeded app on a fresh PostgreSQL schema of its own (`sideline_<label>_<pid>_<time>`), for
 * the `*.scale.test.ts` suites. It fails, never skips, when PostgreSQL is unreachable.
 */
export async function openPgTestApp(label: string, config: Partial<ServerConfig> = {}): Promise<PgTestApp> {
  const schema = `sideline_${label}_${process.pid}_${Date.now()}`;
  const store = await openStore(TEST_DATABASE_URL, { pgSchema: schema });
  const app = await buildApp({ config: testConfig({ seed: true, ...config }), store });
  return {
    store,
    app,
    async close() {
      await app.close();
      await store.close();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
