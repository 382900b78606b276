import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { fetchSender, giftBurst, injectSender, ticketBurst } from './gifts.testing';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('50 concurrent SendGift calls exceeding the balance (SQLite)', () => {
  it('app.inject: never below zero, ledger sums to the balance, every call answered', async () => {
    t = await makeTestApp();
    const token = await t.login('member'); // 1000 USD
    const out = await giftBurst({
      store: t.app.sideline.store, send: injectSender(t.app, token), customerId: 1001, currencyId: 1,
      giftId: 103, amount: 10, quantity: 3, calls: 50, keyPrefix: 'burst',
    });
    expect(out).toEqual({ ok: 33, insufficient: 17 });
  });

  it('a real listening port with fetch (interleaved HTTP requests)', async () => {
    t = await makeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const token = await t.login('muted'); // 100 USD
    const out = await giftBurst({
      store: t.app.sideline.store, send: fetchSender(base, token), customerId: 1004, currencyId: 1,
      giftId: 101, amount: 1, quantity: 3, calls: 50, keyPrefix: 'port',
    });
    expect(out).toEqual({ ok: 33, insufficient: 17 });
  });

  it('10 concurrent voucher gifts on 3 vouchers: 3 sent, 7 refused 400055, no money moves', async () => {
    t = await makeTestApp();
    const out = await ticketBurst({
      store: t.app.sideline.store, send: injectSender(t.app, await t.login('member')), customerId: 1001,
      giftId: 101, amount: 1, calls: 10, keyPrefix: 'tickets',
    });
    expect(out).toEqual({ ok: 3, exceeded: 7 });
  });
});
