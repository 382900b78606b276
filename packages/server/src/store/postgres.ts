import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

const INT8_OID = 20;

/**
 * A pg Pool behind Kysely. int8 (bigint) columns come back as JS numbers, as on SQLite:
 * money is stored in minor units and instants in epoch ms, both far below 2^53.
 * `schema` sets the search_path (tests use a fresh schema per run).
 */
export function openPostgres(url: string, schema?: string): { db: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  // A checked-out client whose connection dies (PostgreSQL restarted) emits 'error' too: without
  // a listener that crashes the process (found by the chaos suite); its query fails instead.
  pool.on('connect', (client) => {
    client.on('error', (err) => console.error('postgres client error:', err.message));
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}
