import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainErrorCode, GiftMessageKey, giftErrorKey } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { balanceMinor, ledgerSumMinor } from '../wallet/index';
import { giftCardLedgerSum, giftCardsHeld } from '../wallet/index';
import { giftBody, injectSender, MATCH_ID, ANCHOR_ID } from './gifts.testing';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { Token: token } : {} });
  return { status: res.statusCode, body: res.json() };
};
const db = () => t.app.sideline.store.db;

describe('gift catalogue', () => {
  it('GetGiftInfo: gifts of the currency with generated SVGA and the caller vouchers', async () => {
    const token = await t.login('member');
    const { status, body } = await get('/GetGiftInfo?CurrencyIds=1&UserLanguage=cn&Vip=0', token);
    expect(status).toBe(200);
    const gifts = body.Result.GiftInfo as Array<Record<string, unknown>>;
    expect(gifts.every((g) => g.CurrencyId === 1)).toBe(true);
    expect(gifts.find((g) => g.Id === 101)).toMatchObject({ GiftName: '爱心', Amount: 1, GiftCardCount: 3, SvgaUrl: '/media/svga/heart.svga' });
    expect(gifts.find((g) => g.Id === 121)).toMatchObject({ IsVip: true, Vip: 5, Category: 3 });
    expect(gifts.every((g) => typeof g.SvgaUrl === 'string' && (g.SvgaUrl as string).endsWith('.svga'))).toBe(true);
  });

  it('the coin site lists its coin (999) and diamond (998) gifts, never the licensee ones', async () => {
    const token = await t.login('coin-member');
    const { body } = await get('/GetGiftInfo?CurrencyIds=999,998&UserLanguage=en&Vip=2', token);
    const gifts = body.Result.GiftInfo as Array<{ Id: number; CurrencyId: number; GiftCardCount: number }>;
    expect(new Set(gifts.map((g) => g.CurrencyId))).toEqual(new Set([999, 998]));
    expect(gifts.map((g) => g.Id)).toEqual(expect.arrayContaining([201, 202, 203, 204, 211, 212, 213, 152, 153]));
    expect(gifts.find((g) => g.Id === 201)?.GiftCardCount).toBe(5);
    const anonymous = await get('/GetGiftInfo?CurrencyIds=999&UserLanguage=en&Vip=0');
    expect(anonymous.body.Result.GiftInfo).toEqual([]); // no token: no site, only site-less gifts
  });

  it('GetGiftById answers the wish-coin gift and 404 for an unknown one', async () => {
    const token = await t.login('member');
    expect((await get('/GetGiftById?GiftId=153&UserLanguage=en&CurrencyId=1', token)).body.Result.GiftInfo).toMatchObject({ Id: 153, Amount: 2, Category: 9 });
    expect((await get('/GetGiftById?GiftId=153&UserLanguage=en&CurrencyId=998', await t.login('coin-member'))).body.Result.GiftInfo.Amount).toBe(2);
    expect((await get('/GetGiftById?GiftId=9999&UserLanguage=en&CurrencyId=1', token)).status).toBe(404);
  });

  it('GetJiooGiftCard lists vouchers; anonymous callers get 401', async () => {
    expect((await get('/GetJiooGiftCard', await t.login('coin-member'))).body.Result.JiooLiveBackpackItems)
      .toEqual([{ SubType: 201, Quantity: 5 }, { SubType: 211, Quantity: 2 }]);
    expect((await get('/GetJiooGiftCard', await t.anonymous())).status).toBe(401);
  });
});

describe('SendGift answers', () => {
  it('success: SuccessCount and the new balance; a ledger row with anchor, match and gift', async () => {
    const send = injectSender(t.app, await t.login('vip5'));
    const before = await balanceMinor(db(), 1002, 1);
    const a = await send('/SendGift', 'ok-1', giftBody(103, 10, 2));
    expect(a.body).toEqual({ Code: 200, Result: { SendGiftResult: { CurrencyId: 1, Balance: (before - 2000) / 100, SuccessCount: 2 } }, Error: null });
    const row = await db().selectFrom('ledger').selectAll().where('idempotency_key', '=', 'SendGift:ok-1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: 1002, amount_minor: -2000, reason: 'gift', gift_id: 103, quantity: 2, match_id: MATCH_ID, anchor_id: ANCHOR_ID, anchor_language: 'en' });
  });

  it('a retry with the same Idempotency-Key returns the first answer and moves money once', async () => {
    const token = await t.login('vip5');
    const before = await balanceMinor(db(), 1002, 1);
    const first = await t.app.inject({ method: 'POST', url: '/SendGift', payload: giftBody(102, 5, 1), headers: { Token: token, 'Idempotency-Key': 'retry-1' } });
    const again = await t.app.inject({ method: 'POST', url: '/SendGift', payload: giftBody(102, 5, 1), headers: { Token: token, 'Idempotency-Key': 'retry-1' } });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceMinor(db(), 1002, 1)).toBe(before - 500);
    const rows = await db().selectFrom('ledger').select('id').where('customer_id', '=', 1002).where('idempotency_key', '=', 'SendGift:retry-1').execute();
    expect(rows).toHaveLength(1);
  });

  it('the same key with a different body is refused with 409; a missing key with 400', async () => {
    const send = injectSender(t.app, await t.login('vip5'));
    expect((await send('/SendGift', 'diff-1', giftBody(101, 1, 1))).body.Code).toBe(200);
    const other = await send('/SendGift', 'diff-1', giftBody(101, 1, 2));
    expect(other.status).toBe(409);
    expect(other.body.Error?.[0]?.Field).toBe(DomainErrorCode.IdempotencyConflict);
    const res = await t.app.inject({ method: 'POST', url: '/SendGift', payload: giftBody(101, 1, 1), headers: { Token: await t.login('vip5') } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('Idempotency-Key');
  });

  it('insufficient-fund: nothing moves, the refusal is replayed to a retry', async () => {
    const send = injectSender(t.app, await t.login('newbie')); // 50 USD
    const a = await send('/SendGift', 'poor-1', giftBody(105, 500, 1));
    expect(a.status).toBe(200);
    expect(a.body.Code).toBe(400);
    expect(a.body.Error?.[0]).toEqual({ Field: 'InsufficientBalance', Message: 'insufficient-fund' });
    expect(giftErrorKey(a.body.Error?.[0]?.Field)).toBe(GiftMessageKey.InsufficientFund);
    expect((await send('/SendGift', 'poor-1', giftBody(105, 500, 1))).body).toEqual(a.body);
    expect(await balanceMinor(db(), 1005, 1)).toBe(5000);
    expect(await ledgerSumMinor(db(), 1005, 1)).toBe(5000);
  });

  it('gift vouchers: used instead of balance; more than held → 400055 exceed-available-gift-ticket', async () => {
    const token = await t.login('member');
    const send = injectSender(t.app, token);
    const before = await balanceMinor(db(), 1001, 1);
    const a = await send('/SendGift', 'ticket-1', giftBody(101, 1, 2, { usingTicket: true }));
    expect(a.body.Result).toEqual({ SendGiftResult: { CurrencyId: 1, Balance: before / 100, SuccessCount: 2 } });
    expect(await balanceMinor(db(), 1001, 1)).toBe(before);
    const over = await send('/SendGift', 'ticket-2', giftBody(101, 1, 2, { usingTicket: true }));
    expect(over.body.Error?.[0]?.Field).toBe('400055');
    expect(giftErrorKey(over.body.Error?.[0]?.Field)).toBe(GiftMessageKey.ExceedTicket);
    expect((await get('/GetJiooGiftCard', token)).body.Result.JiooLiveBackpackItems).toEqual([{ SubType: 101, Quantity: 1 }]);
  });

  it('gift vouchers: a gift-card ledger row in the same transaction; money and its ledger do not move', async () => {
    const send = injectSender(t.app, await t.login('vip5')); // holds 2 vouchers of gift 103 (10 USD)
    const balance = await balanceMinor(db(), 1002, 1);
    const moneyRows = (await db().selectFrom('ledger').select('id').where('customer_id', '=', 1002).execute()).length;
    expect(await giftCardsHeld(db(), 1002, 103)).toBe(2);
    expect(await giftCardLedgerSum(db(), 1002, 103)).toBe(2); // the demo grant

    const a = await send('/SendGift', 'ticket-ledger-1', giftBody(103, 10, 2, { usingTicket: true }));
    expect(a.body.Result).toEqual({ SendGiftResult: { CurrencyId: 1, Balance: balance / 100, SuccessCount: 2 } });
    const row = await db().selectFrom('gift_card_ledger').selectAll().where('idempotency_key', '=', 'SendGift:ticket-ledger-1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_id: 1002, gift_id: 103, quantity: -2, quantity_after: 0, reason: 'gift', currency_id: 1, value_minor: 2000,
      reference: 'gift:103x2', match_id: MATCH_ID, anchor_id: ANCHOR_ID, anchor_language: 'en',
    });
    expect(await giftCardsHeld(db(), 1002, 103)).toBe(0);
    expect(await giftCardLedgerSum(db(), 1002, 103)).toBe(0);
    // Money: same balance, no new ledger row, the ledger still sums to the balance.
    expect(await balanceMinor(db(), 1002, 1)).toBe(balance);
    expect((await db().selectFrom('ledger').select('id').where('customer_id', '=', 1002).execute()).length).toBe(moneyRows);
    expect(await ledgerSumMinor(db(), 1002, 1)).toBe(balance);

    // A replay moves nothing; a refusal (no voucher left) writes no row.
    expect((await send('/SendGift', 'ticket-ledger-1', giftBody(103, 10, 2, { usingTicket: true }))).body).toEqual(a.body);
    const over = await send('/SendGift', 'ticket-ledger-2', giftBody(103, 10, 1, { usingTicket: true }));
    expect(over.body.Error?.[0]?.Field).toBe('400055');
    const rows = await db().selectFrom('gift_card_ledger').select(['quantity', 'reason']).where('customer_id', '=', 1002).where('gift_id', '=', 103).orderBy('id').execute();
    expect(rows).toEqual([{ quantity: 2, reason: 'grant' }, { quantity: -2, reason: 'gift' }]);
  });

  it('VIP gifts are gated by level', async () => {
    const member = injectSender(t.app, await t.login('member')); // VIP 0
    const refused = await member('/SendGift', 'vip-1', giftBody(120, 200, 1));
    expect(refused.body.Error?.[0]?.Field).toBe(DomainErrorCode.VipRequired);
    const vip5 = injectSender(t.app, await t.login('vip5'));
    expect((await vip5('/SendGift', 'vip-2', giftBody(120, 200, 1))).body.Code).toBe(200); // needs 3
    expect((await vip5('/SendGift', 'vip-3', giftBody(121, 1000, 1))).body.Code).toBe(200); // needs 5
  });

  it('coin site: coin and diamond gifts debit their own currency; diamond VIP gift needs VIP 3', async () => {
    const coin = injectSender(t.app, await t.login('coin-member')); // VIP 2, 5000 coin, 300 diamond
    const diamond = await coin('/SendGift', 'coin-1', { ...giftBody(211, 10, 1, { currencyId: 998, type: 9 }), SiteName: 'Sideline Coin Club', GroupName: 'CoinSite99' });
    expect(diamond.body.Result).toEqual({ SendGiftResult: { CurrencyId: 998, Balance: 290, SuccessCount: 1 } });
    const coins = await coin('/SendGift', 'coin-2', giftBody(204, 300, 1, { currencyId: 999, type: 9 }));
    expect(coins.body.Result).toEqual({ SendGiftResult: { CurrencyId: 999, Balance: 4700, SuccessCount: 1 } });
    expect((await coin('/SendGift', 'coin-3', giftBody(213, 100, 1, { currencyId: 998, type: 9 }))).body.Error?.[0]?.Field).toBe('VipRequired');
    // A licensee member cannot pay in coins.
    const member = injectSender(t.app, await t.login('member'));
    expect((await member('/SendGift', 'coin-4', giftBody(201, 10, 1, { currencyId: 999 }))).status).toBe(400);
  });

  it('other failures read as sending-failed: unknown gift, stale price, wrong message type', async () => {
    const send = injectSender(t.app, await t.login('vip5'));
    const unknown = await send('/SendGift', 'bad-1', giftBody(9999, 1, 1));
    expect(unknown.body.Code).toBe(400);
    expect(giftErrorKey(unknown.body.Error?.[0]?.Field)).toBe(GiftMessageKey.Failed);
    const stale = await send('/SendGift', 'bad-2', giftBody(103, 9, 1));
    expect(stale.body.Error?.[0]?.Field).toBe('Amount');
    expect(giftErrorKey(stale.body.Error?.[0]?.Field)).toBe(GiftMessageKey.Failed);
    const prize = await send('/SendGift', 'bad-3', giftBody(150, 3, 1)); // a lucky-box prize gift
    expect(giftErrorKey(prize.body.Error?.[0]?.Field)).toBe(GiftMessageKey.Failed);
    expect((await send('/SendGift', 'bad-4', { ...giftBody(101, 1, 1), Type: 1 })).status).toBe(400);
  });
});

describe('wish coin and profit share', () => {
  const models = (currencyId = 1) => ({
    UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: currencyId, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'x' },
    ChatRoomInfoModel: { MatchId: MATCH_ID, AnchorLanguage: 'en', AnchorId: ANCHOR_ID, GroupName: 'Licensee4283400', ProgramType: 1 },
    MessageInfoModel: { Color: 2, Type: 17 },
  });

  it('SendWishCoin debits the wish-coin price; SendProfitShare the amount; both check the balance', async () => {
    const send = injectSender(t.app, await t.login('newbie')); // 50 USD
    const start = await balanceMinor(db(), 1005, 1);
    expect((await send('/SendWishCoin', 'wish-1', models())).body.Result).toEqual({ Balance: (start - 200) / 100 });
    const share = await send('/SendProfitShare', 'share-1', { ...models(), SendProfitShareInfoModel: { Amount: 12.5 } });
    expect(share.body.Result).toEqual({ Balance: (start - 200 - 1250) / 100 });
    const rows = await db().selectFrom('ledger').select(['reason', 'amount_minor', 'gift_id']).where('customer_id', '=', 1005).where('reason', 'in', ['wish-coin', 'profit-share']).orderBy('id').execute();
    expect(rows).toEqual([{ reason: 'wish-coin', amount_minor: -200, gift_id: 153 }, { reason: 'profit-share', amount_minor: -1250, gift_id: 152 }]);

    const left = (start - 1450) / 100; // 35.5
    const tooMuch = await send('/SendProfitShare', 'share-2', { ...models(), SendProfitShareInfoModel: { Amount: left + 0.01 } });
    expect(tooMuch.body.Error?.[0]?.Field).toBe('InsufficientBalance');
    expect((await send('/SendProfitShare', 'share-3', { ...models(), SendProfitShareInfoModel: { Amount: left - 1 } })).body.Code).toBe(200);
    const wish = await send('/SendWishCoin', 'wish-2', models()); // 1 left, wish coin costs 2
    expect(wish.body.Error?.[0]).toEqual({ Field: 'InsufficientBalance', Message: 'insufficient-fund' });
    expect(await balanceMinor(db(), 1005, 1)).toBe(100);
    expect(await ledgerSumMinor(db(), 1005, 1)).toBe(100);
    expect((await send('/SendProfitShare', 'share-4', { ...models(), SendProfitShareInfoModel: { Amount: 0 } })).status).toBe(400);
  });
});

describe('GetBalance', () => {
  const balance = async (token: string) => (await t.app.inject({ method: 'POST', url: '/GetBalance', payload: { EnableSingleWallet: false }, headers: { Token: token } })).json();

  it('answers every currency of the member; the coin site has coin and diamond', async () => {
    expect((await balance(await t.login('muted'))).Result.BalanceList).toEqual([{ CurrencyId: 1, Balance: 100 }]);
    const coin = (await balance(await t.login('coin-member'))).Result.BalanceList as Array<{ CurrencyId: number }>;
    expect(coin.map((b) => b.CurrencyId)).toEqual([999, 998]);
    const anon = await t.app.inject({ method: 'POST', url: '/GetBalance', payload: { EnableSingleWallet: false }, headers: { Token: await t.anonymous() } });
    expect(anon.statusCode).toBe(401);
  });
});
