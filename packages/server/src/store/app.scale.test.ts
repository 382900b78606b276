import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgTestApp } from '../testing/postgres';
import type { PgTestApp } from '../testing/postgres';
import type { FastifyInstance } from 'fastify';
import type { Store } from './types';
import { seedDemoWorld } from '../seed/seed';

/** The foundation (seed, tokens, ledger) on PostgreSQL: same code path as SQLite. Fails when PG is down. */

let store: Store;
let app: FastifyInstance;
let pgApp: PgTestApp;
beforeAll(async () => {
  pgApp = await openPgTestApp('app');
  ({ store, app } = pgApp);
  await app.ready();
});
afterAll(async () => {
  await pgApp?.close();
});

describe('foundation on postgres', () => {
  it('seeds idempotently', async () => {
    const count = async () => Number((await store.db.selectFrom('ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await seedDemoWorld(store);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('logs in, verifies and tops up once per key under concurrency', async () => {
    const login = await app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: 'member' } });
    const token = login.json().Result.Token;
    expect((await app.inject({ method: 'GET', url: '/Nickname', headers: { Token: token } })).json().Result).toEqual({ Nickname: 'LuckyFan' });
    const results = await Promise.all(Array.from({ length: 6 }, () => app.inject({
      method: 'POST', url: '/Demo/TopUp', headers: { Token: token, 'Idempotency-Key': 'pg-race' }, payload: { CurrencyId: 1, Amount: 2.5 },
    })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().Result.Balance)).size).toBe(1);
    expect(results[0].json().Result.Balance).toBe(1002.5);
    const distinct = await Promise.all(Array.from({ length: 6 }, (_, i) => app.inject({
      method: 'POST', url: '/Demo/TopUp', headers: { Token: token, 'Idempotency-Key': `pg-${i}` }, payload: { CurrencyId: 1, Amount: 1 },
    })));
    expect(distinct.every((r) => r.statusCode === 200)).toBe(true);
    const w = await store.db.selectFrom('wallets').select('balance_minor').where('customer_id', '=', 1001).where('currency_id', '=', 1).executeTakeFirstOrThrow();
    expect(w.balance_minor).toBe(100_850);
    const sum = await store.db.selectFrom('ledger').select((eb) => eb.fn.sum<number>('amount_minor').as('s')).where('customer_id', '=', 1001).where('currency_id', '=', 1).executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(100_850);
  });
});
