import pg from 'pg';
import { storeContractSuite } from './store.contract';
import { openStore } from './store';

/**
 * The same contract against PostgreSQL (127.0.0.1:5432, user postgres, db `test`), in a fresh
 * schema dropped afterwards. PG unreachable → the suite fails (it never skips).
 */
const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `sideline_contract_${process.pid}_${Date.now()}`;

storeContractSuite('postgres', () => openStore(url, { pgSchema: schema }), async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
});
