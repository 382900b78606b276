import pg from 'pg';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openStore } from '../../src/store/store';
import { TEST_DATABASE_URL } from '../../src/testing/postgres';
import { routeFuzzSuite } from './route-suite';

/**
 * The route fuzz against PostgreSQL (scale suite: it needs the local server), where text and
 * numbers meet stricter types than in SQLite (NUL bytes, integer ranges, serialization retries).
 */
routeFuzzSuite('PostgreSQL', async (logger) => {
  const schema = `sideline_fuzz_${process.pid}_${Date.now()}`;
  const store = await openStore(TEST_DATABASE_URL, { pgSchema: schema });
  const app = await buildApp({ config: testConfig({ seed: true }), store, logger });
  return {
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
});
