import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Shared fixtures of the security suite (not a test file). */

/** Member A, whose token makes the calls. */
export const OWN = { key: 'member', customerId: 1001, nickname: 'LuckyFan' } as const;
/** Member B, whose ids the requests carry. */
export const OTHER = { key: 'vip5', customerId: 1002, nickname: 'GoldenBoot' } as const;
/** The seeded running match's room (licensee site). */
export const ROOM = { matchId: 51230001, anchorId: 301, group: 'Licensee4283400' } as const;

export interface Who {
  ownToken: string;
  otherToken: string;
  ownLedgerRows: number;
}

/**
 * Everything stored about one customer: the rows of every table that has a `customer_id`
 * column (SQLite store of the unit tests), by table, in storage order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks every table of the schema
export async function customerRows(db: Kysely<any>, customerId: number): Promise<Record<string, unknown[]>> {
  const tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db)).rows;
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const columns = (await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db)).rows;
    if (!columns.some((c) => c.name === 'customer_id')) continue;
    out[name] = (await sql`select * from ${sql.table(name)} where customer_id = ${customerId} order by rowid`.execute(db)).rows;
  }
  return out;
}
