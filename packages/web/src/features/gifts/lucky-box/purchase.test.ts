import { describe, expect, it } from 'vitest';
import { LuckyBoxPurchaseStatus } from '@sideline/protocol';
import type { LuckyBox } from '@sideline/protocol';
import { applyWinner, boxPrice, checkPurchase, purchaseReducer, purchaseVerdict } from './purchase';

const box: LuckyBox = {
  Id: 401, Name: 'Bronze Box', ImgUrl: null, FrontendImgUrl: null, Amount: 5, IsVip: false,
  LuckyBoxCurrency: [{ CurrencyId: 1, Amount: 5 }], LuckyBoxSettings: [], LuckyBoxLastWinner: null,
};

describe('lucky box purchase', () => {
  it('idle → purchasing → idle', () => {
    const s1 = purchaseReducer(LuckyBoxPurchaseStatus.Idle, { type: 'purchase' });
    expect(s1).toBe('purchasing');
    expect(purchaseReducer(s1, { type: 'settled' })).toBe('idle');
  });

  it.each([
    ['enough balance', { isLoggedIn: true, vip: 0, balance: 5, box, currencyId: 1 }, 'ok'],
    ['balance below the price', { isLoggedIn: true, vip: 0, balance: 4.99, box, currencyId: 1 }, 'insufficient-balance'],
    ['unknown balance', { isLoggedIn: true, vip: 0, balance: null, box, currencyId: 1 }, 'insufficient-balance'],
    ['VIP box for VIP 0', { isLoggedIn: true, vip: 0, balance: 100, box: { ...box, IsVip: true }, currencyId: 1 }, 'vip'],
    ['logged out', { isLoggedIn: false, vip: 0, balance: 100, box, currencyId: 1 }, 'login'],
  ] as const)('checkPurchase: %s', (_n, args, expected) => {
    expect(checkPurchase(args)).toBe(expected);
  });

  it.each([
    ['bought', { Code: 200, Result: { Balance: 95, GiftInfoId: 102, LuckyBoxId: 401 }, Error: null }, { kind: 'bought', balance: 95, giftId: 102, luckyBoxId: 401 }],
    ['Status shows the server message', { Code: 400, Result: null, Error: [{ Field: 'Status', Message: 'closed' }] }, { kind: 'status', message: 'closed' }],
    ['expired', { Code: 400, Result: null, Error: [{ Field: 'LuckyBoxExpired', Message: 'x' }] }, { kind: 'expired' }],
    ['insufficient', { Code: 400, Result: null, Error: [{ Field: 'InsufficientBalance', Message: 'x' }] }, { kind: 'insufficient-balance' }],
    ['other', { Code: 400, Result: null, Error: [{ Field: 'CurrencyId', Message: 'x' }] }, { kind: 'failed' }],
    ['transport', null, { kind: 'failed' }],
  ])('purchaseVerdict: %s', (_n, env, expected) => {
    expect(purchaseVerdict(env)).toEqual(expected);
  });

  it('price per currency and last winner', () => {
    expect(boxPrice({ Amount: 9, LuckyBoxCurrency: [{ CurrencyId: 999, Amount: 100 }] }, 999)).toBe(100);
    expect(boxPrice({ Amount: 9, LuckyBoxCurrency: [] }, 1)).toBe(9);
    const next = applyWinner([box], { LuckyBoxId: 401, Nickname: 'Ann', StreamerName: null, DrawTime: '2026-01-01T00:00:00Z' });
    expect(next[0]!.LuckyBoxLastWinner).toEqual({ Nickname: 'Ann', StreamerName: null, DrawTime: '2026-01-01T00:00:00Z' });
    const same = [box];
    expect(applyWinner(same, { LuckyBoxId: 9, Nickname: 'x', StreamerName: null, DrawTime: '' })).toBe(same);
  });
});
