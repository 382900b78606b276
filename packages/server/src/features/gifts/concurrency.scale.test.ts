import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgTestApp } from '../../testing/postgres';
import type { PgTestApp } from '../../testing/postgres';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/types';
import { fetchSender, giftBody, giftBurst, injectSender, ticketBurst } from './gifts.testing';

/**
 * The 50-concurrent-SendGift bank test on PostgreSQL (127.0.0.1:5432, user postgres, db `test`),
 * SERIALIZABLE transactions, in a fresh schema dropped afterwards. PG unreachable → it fails.
 */

let store: Store;
let app: FastifyInstance;
let base: string;
let pgApp: PgTestApp;
beforeAll(async () => {
  pgApp = await openPgTestApp('gifts');
  ({ store, app } = pgApp);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await pgApp?.close();
});

async function login(userKey: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: userKey } });
  return res.json().Result.Token as string;
}

describe('50 concurrent SendGift calls on postgres', () => {
  it('app.inject: never below zero, ledger sums to the balance, every call answered', async () => {
    const out = await giftBurst({
      store, send: injectSender(app, await login('member')), customerId: 1001, currencyId: 1,
      giftId: 103, amount: 10, quantity: 3, calls: 50, keyPrefix: 'pg-burst',
    });
    expect(out).toEqual({ ok: 33, insufficient: 17 });
  }, 60_000);

  it('real port with fetch', async () => {
    const out = await giftBurst({
      store, send: fetchSender(base, await login('muted')), customerId: 1004, currencyId: 1,
      giftId: 101, amount: 1, quantity: 3, calls: 50, keyPrefix: 'pg-port',
    });
    expect(out).toEqual({ ok: 33, insufficient: 17 });
  }, 60_000);

  it('the same Idempotency-Key sent concurrently moves money once', async () => {
    const send = injectSender(app, await login('vip5'));
    const answers = await Promise.all(Array.from({ length: 8 }, () => send('/SendGift', 'pg-same', giftBody(101, 1, 1))));
    expect(answers.every((a) => a.status === 200 && a.body.Code === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.Result))).size).toBe(1);
    const rows = await store.db.selectFrom('ledger').select('id').where('customer_id', '=', 1002).where('idempotency_key', '=', 'SendGift:pg-same').execute();
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('10 concurrent voucher gifts on 2 vouchers: 2 sent, 8 refused 400055, no money moves', async () => {
    const out = await ticketBurst({
      store, send: injectSender(app, await login('vip5')), customerId: 1002,
      giftId: 103, amount: 10, calls: 10, keyPrefix: 'pg-tickets',
    });
    expect(out).toEqual({ ok: 2, exceeded: 8 });
  }, 60_000);
});
