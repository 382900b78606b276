import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { escapeNickname } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const update = (token: string, Nickname: unknown) => t.app.inject({ method: 'POST', url: '/UpdateNickname', headers: { Token: token }, payload: { Nickname } });
const read = (token: string) => t.app.inject({ method: 'GET', url: '/Nickname', headers: { Token: token } });

describe('nickname rules', () => {
  it('reads null until set, then the trimmed name', async () => {
    const token = await t.login('newbie');
    expect((await read(token)).json().Result).toEqual({ Nickname: null });
    const res = await update(token, '  Rookie  ');
    expect(res.json()).toEqual({ Code: 200, Result: { Nickname: 'Rookie' }, Error: null });
    expect((await read(token)).json().Result).toEqual({ Nickname: 'Rookie' });
  });

  it('refuses blank and longer than 20 characters, naming Nickname', async () => {
    const token = await t.login('member');
    for (const bad of ['   ', 'x'.repeat(21)]) {
      const res = await update(token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().Error[0].Field).toBe('Nickname');
    }
    expect((await update(token, 'x'.repeat(20))).statusCode).toBe(200);
  });

  it('escapes < > & " in stored names', async () => {
    expect(escapeNickname('<b>"A&B"</b>')).toBe('&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;');
    const token = await t.login('vip5');
    const res = await update(token, '<i>Boss</i>');
    expect(res.json().Result.Nickname).toBe('&lt;i&gt;Boss&lt;/i&gt;');
  });

  it('respects CanUpdateNickname and refuses the diamond currency', async () => {
    const db = t.app.sideline.store.db;
    const token = await t.login('member');
    await db.updateTable('sites').set({ can_update_nickname: 0 }).where('id', '=', 4283400).execute();
    try {
      expect((await update(token, 'Nope')).statusCode).toBe(403);
    } finally {
      await db.updateTable('sites').set({ can_update_nickname: 1 }).where('id', '=', 4283400).execute();
    }
    const coin = await t.login('coin-member');
    expect((await update(coin, 'CoinQueen')).statusCode).toBe(200);
    await db.updateTable('customers').set({ currency_id: 998 }).where('id', '=', 1003).execute();
    const diamond = await update(coin, 'DiamondQueen');
    expect(diamond.statusCode).toBe(403);
    expect(diamond.json().Error[0].Field).toBe('Nickname');
  });
});
