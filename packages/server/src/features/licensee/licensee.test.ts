import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { hubAuthenticator, verifyToken } from './service';
import { verifyBearer } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('demo member system', () => {
  it('lists the seeded users and targets', async () => {
    const res = await get('/Demo/World');
    const { Users, Targets } = res.json().Result;
    expect(Users.map((u: { Key: string }) => u.Key)).toEqual(['member', 'vip5', 'coin-member', 'muted', 'newbie']);
    expect(Users.find((u: { Key: string }) => u.Key === 'vip5').Vip).toBe(5);
    expect(Users.find((u: { Key: string }) => u.Key === 'coin-member').SiteId).toBe(99);
    const kinds = new Set(Targets.map((x: { Kind: string }) => x.Kind));
    expect(kinds).toEqual(new Set(['match', 'programme', 'broadcast']));
  });

  it('logs in, verifies, and logs out (revocation)', async () => {
    const login = await post('/Demo/Login', { UserKey: 'member', UserLanguage: 'vn' });
    expect(login.statusCode).toBe(200);
    const { Token, ExpiresAt, User } = login.json().Result;
    expect(User.CustomerId).toBe(1001);
    expect(Date.parse(ExpiresAt)).toBeGreaterThan(Date.now());

    const verified = await post('/VerifyLicenseeToken', { Token }, { Token });
    expect(verified.json()).toEqual({ Code: 200, Result: { IsUserLogin: true }, Error: null });

    const session = await verifyToken(t.app.sideline.store, Token);
    expect(session).toMatchObject({ customerId: 1001, siteId: 4283400, language: 'vn', nickname: 'LuckyFan', currencyName: 'USD', isUserLogin: true, tokenExpired: false });

    const out = await post('/Demo/Logout', {}, { Token });
    expect(out.json().Result).toEqual({ LoggedOut: true });
    expect(await verifyToken(t.app.sideline.store, Token)).toBeNull();
    const after = await get('/Nickname', { Token });
    expect(after.statusCode).toBe(401);
    const reverify = await post('/VerifyLicenseeToken', { Token });
    expect(reverify.json().Result).toEqual({ IsUserLogin: false });
  });

  it('refuses an unknown demo user or site, naming the field', async () => {
    const res = await post('/Demo/Login', { UserKey: 'nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('UserKey');
    const anon = await post('/Demo/AnonymousToken', { SiteId: 12345 });
    expect(anon.statusCode).toBe(400);
    expect(anon.json().Error[0].Field).toBe('SiteId');
  });
});

describe('token verification', () => {
  it('anonymous token → IsUserLogin false; malformed token → 400 BadRequest', async () => {
    const anon = await t.anonymous();
    expect((await post('/VerifyLicenseeToken', { Token: anon })).json().Result).toEqual({ IsUserLogin: false });
    const bad = await post('/VerifyLicenseeToken', { Token: 'not a token!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error[0]).toEqual({ Field: 'Token', Message: 'Malformed token' });
  });

  it('expired token in the body → 422', async () => {
    const token = await t.login('vip5');
    await t.app.sideline.store.db.updateTable('tokens').set({ expires_at: 1 }).where('token', '=', token).execute();
    const res = await post('/VerifyLicenseeToken', { Token: token });
    expect(res.statusCode).toBe(422);
  });

  it('CheckSiteGroup answers the site group of the token', async () => {
    const coin = await t.login('coin-member');
    expect((await post('/CheckSiteGroup', {}, { Token: coin })).json().Result).toEqual({ GroupName: 'CoinSite99' });
    const anon = await t.anonymous();
    expect((await post('/CheckSiteGroup', {}, { Token: anon })).json().Result).toEqual({ GroupName: 'Licensee4283400' });
    expect((await post('/CheckSiteGroup', {})).statusCode).toBe(401);
  });

  it('GetUserToken and GetDirectToken give signed bearers', async () => {
    const token = await t.login('member');
    const user = (await get('/GetUserToken', { Token: token })).json().Result;
    expect(user.OddsType).toBe(3);
    expect(verifyBearer(t.app.sideline.config.operatorKey, user.Token)).toMatchObject({ kind: 'user', customerId: 1001, siteId: 4283400 });
    // The member's user info from the token: the quick-bet currency name needs no data parameter.
    expect(user).toMatchObject({ CustomerId: 1001, SiteId: 4283400, SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD' });
    expect((await get('/GetUserToken', { Token: await t.login('coin-member') })).json().Result).toMatchObject({ CustomerId: 1003, SiteId: 99, CurrencyId: 999, CurrencyName: 'Coin' });
    // User info's wallet fields (issue 16 item 23): the site's single-wallet mode and the wallet's currency names.
    expect(user).toMatchObject({ EnableSingleWallet: false, Currencies: [{ CurrencyId: 1, CurrencyName: 'USD' }] });
    expect((await get('/GetUserToken', { Token: await t.login('coin-member') })).json().Result).toMatchObject({
      EnableSingleWallet: true, Currencies: [{ CurrencyId: 999, CurrencyName: 'Coin' }, { CurrencyId: 998, CurrencyName: 'Diamond' }],
    });
    expect((await get('/GetUserToken', { Token: await t.anonymous() })).statusCode).toBe(401);
    const direct = (await get('/GetDirectToken', { Token: token })).json().Result;
    expect(verifyBearer(t.app.sideline.config.operatorKey, direct.Token)).toMatchObject({ kind: 'direct', customerId: 1001 });
    expect(verifyBearer('other-key', direct.Token)).toBeNull();
    expect(verifyBearer(t.app.sideline.config.operatorKey, direct.Token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')))).toBeNull();
  });

  it('the hub authenticator resolves sessions for the hubs', async () => {
    const auth = hubAuthenticator(t.app.sideline.store);
    const token = await t.login('vip5');
    expect(await auth(token)).toEqual({
      customerId: 1002, siteId: 4283400, siteGroup: 'Licensee4283400', isUserLogin: true, nickname: 'GoldenBoot', vip: 5, tokenExpired: false,
    });
    expect(await auth('forged-forged-forged-forged')).toBeNull();
  });
});

describe('DemoTopUp', () => {
  const topUp = (token: string, key: string, body: unknown) => post('/Demo/TopUp', body, { Token: token, 'Idempotency-Key': key });

  it('credits once per Idempotency-Key, ledger row and balance together', async () => {
    const token = await t.login('member');
    const db = t.app.sideline.store.db;
    const before = await db.selectFrom('wallets').select('balance_minor').where('customer_id', '=', 1001).where('currency_id', '=', 1).executeTakeFirstOrThrow();
    const first = await topUp(token, 'topup-1', { CurrencyId: 1, Amount: 12.34 });
    expect(first.json().Result).toEqual({ CurrencyId: 1, Balance: (before.balance_minor + 1234) / 100 });
    const again = await topUp(token, 'topup-1', { CurrencyId: 1, Amount: 12.34 });
    expect(again.json().Result).toEqual(first.json().Result);
    const rows = await db.selectFrom('ledger').selectAll().where('customer_id', '=', 1001).where('idempotency_key', '=', 'DemoTopUp:topup-1').execute();
    expect(rows).toHaveLength(1);
    const reused = await topUp(token, 'topup-1', { CurrencyId: 1, Amount: 99 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().Error[0].Field).toBe('Idempotency-Key');
    const sum = await db.selectFrom('ledger').select((eb) => eb.fn.sum<number>('amount_minor').as('s')).where('customer_id', '=', 1001).where('currency_id', '=', 1).executeTakeFirstOrThrow();
    const after = await db.selectFrom('wallets').select('balance_minor').where('customer_id', '=', 1001).where('currency_id', '=', 1).executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(after.balance_minor);
  });

  it('concurrent retries with one key move money once', async () => {
    const token = await t.login('vip5');
    const results = await Promise.all(Array.from({ length: 5 }, () => topUp(token, 'race-1', { CurrencyId: 1, Amount: 1 })));
    expect(new Set(results.map((r) => JSON.stringify(r.json().Result))).size).toBe(1);
    const rows = await t.app.sideline.store.db.selectFrom('ledger').selectAll().where('idempotency_key', '=', 'DemoTopUp:race-1').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a currency the member cannot hold and an anonymous caller; coin site tops up diamonds', async () => {
    const token = await t.login('member');
    const res = await topUp(token, 'k-x', { CurrencyId: 999, Amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('CurrencyId');
    const anon = await t.anonymous();
    expect((await topUp(anon, 'k-y', { CurrencyId: 1, Amount: 1 })).statusCode).toBe(401);
    const coin = await t.login('coin-member');
    const d = await topUp(coin, 'k-z', { CurrencyId: 998, Amount: 10 });
    expect(d.json().Result).toEqual({ CurrencyId: 998, Balance: 310 });
  });
});
