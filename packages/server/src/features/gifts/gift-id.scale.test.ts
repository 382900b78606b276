import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgTestApp } from '../../testing/postgres';
import type { PgTestApp } from '../../testing/postgres';
import { balanceMinor } from '../wallet/index';
import { giftBody, injectSender } from './gifts.testing';

/**
 * Regression (found by the route fuzz on PostgreSQL, test-support/fuzz): SendGift's Message is the gift
 * id as text; 'abc', '1.5' or '3843625627' reached the gifts query and PostgreSQL failed it
 * (HTTP 500). They now get the unknown-gift refusal, nothing debited.
 */
let t: PgTestApp;
beforeAll(async () => {
  t = await openPgTestApp('giftid');
});
afterAll(async () => t?.close());

describe('SendGift with a Message that is no gift id', () => {
  it.each(['abc', '1.5', '3843625627', '-1', '0', ' ', '1e3'])('%j → refusal naming Message', async (message) => {
    const login = await t.app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: 'vip5' } });
    const send = injectSender(t.app, login.json().Result.Token as string);
    const before = await balanceMinor(t.store.db, 1002, 1);
    const res = await send('/SendGift', `gift-id-${message}`, { ...giftBody(101, 1), Message: message });
    expect(res.status).toBeLessThan(500);
    expect(res.body.Error?.[0]?.Field).toBe('Message');
    expect(await balanceMinor(t.store.db, 1002, 1)).toBe(before);
  });
});
