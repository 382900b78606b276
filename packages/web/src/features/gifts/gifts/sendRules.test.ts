import { describe, expect, it } from 'vitest';
import { GiftCategory, GiftSendStatus, GiftTab } from '@sideline/protocol';
import type { Gift } from '@sideline/protocol';
import { checkSend, sendVerdict } from './sendRules';
import { giftSendReducer } from './sendMachine';
import type { GiftSendEvent } from './sendMachine';
import { effectiveTab, giftsOfTab, visibleTabs } from './tabs';

const gift = (Id: number, Category: GiftCategory, extra: Partial<Gift> = {}): Gift => ({
  Id, GiftName: `g${Id}`, Amount: 10, ImgUrl: '', SvgaUrl: null, Sort: Id, Status: true, CurrencyId: 1,
  GiftCardCount: 0, IsVip: false, Vip: 0, Category, ...extra,
});

describe('checkSend', () => {
  const g = { Id: 1, Amount: 10, GiftCardCount: 0, Vip: 0 };
  const sel = (Count: number, IsShowTicket = false) => ({ Id: 1, Amount: 10, Count, IsShowTicket });
  it.each([
    ['logged out', { selection: sel(1), gift: g, isLoggedIn: false, vip: 0, balance: 100 }, { kind: 'login' }],
    ['nothing selected', { selection: null, gift: g, isLoggedIn: true, vip: 0, balance: 100 }, { kind: 'no-selection' }],
    ['VIP gift above the member level', { selection: sel(1), gift: { ...g, Vip: 3 }, isLoggedIn: true, vip: 2, balance: 100 }, { kind: 'vip', level: 3 }],
    ['VIP gift at the member level', { selection: sel(1), gift: { ...g, Vip: 3 }, isLoggedIn: true, vip: 3, balance: 100 }, { kind: 'ok', usingTicket: false }],
    ['balance exactly enough', { selection: sel(3), gift: g, isLoggedIn: true, vip: 0, balance: 30 }, { kind: 'ok', usingTicket: false }],
    ['balance short', { selection: sel(4), gift: g, isLoggedIn: true, vip: 0, balance: 30 }, { kind: 'insufficient-fund', needed: 40 }],
    ['unknown balance counts as 0', { selection: sel(1), gift: g, isLoggedIn: true, vip: 0, balance: null }, { kind: 'insufficient-fund', needed: 10 }],
    ['tickets skip the balance check', { selection: sel(2, true), gift: { ...g, GiftCardCount: 2 }, isLoggedIn: true, vip: 0, balance: 0 }, { kind: 'ok', usingTicket: true }],
    ['count above the vouchers', { selection: sel(3, true), gift: { ...g, GiftCardCount: 2 }, isLoggedIn: true, vip: 0, balance: 0 }, { kind: 'exceed-ticket' }],
  ])('%s', (_n, args, expected) => {
    expect(checkSend(args)).toEqual(expected);
  });
});

describe('sendVerdict (SendGift answers)', () => {
  it.each([
    ['success with SuccessCount', { Code: 200, Result: { SendGiftResult: { CurrencyId: 1, Balance: 90, SuccessCount: 3 } }, Error: null }, { kind: 'sent', count: 3, balance: 90, currencyId: 1 }],
    ['400055', { Code: 400, Result: null, Error: [{ Field: '400055', Message: 'exceed-available-gift-ticket' }] }, { kind: 'exceed-ticket' }],
    ['InsufficientBalance', { Code: 400, Result: null, Error: [{ Field: 'InsufficientBalance', Message: 'insufficient-fund' }] }, { kind: 'insufficient-fund' }],
    ['VipRequired', { Code: 400, Result: null, Error: [{ Field: 'VipRequired', Message: 'x' }] }, { kind: 'vip' }],
    ['another refusal', { Code: 400, Result: null, Error: [{ Field: 'Amount', Message: 'price changed' }] }, { kind: 'failed', detail: 'Amount' }],
    ['transport failure', null, { kind: 'failed', detail: null }],
  ])('%s', (_n, env, expected) => {
    expect(sendVerdict(env)).toEqual(expected);
  });
});

describe('giftSendReducer', () => {
  const { Idle, Sending, Done } = GiftSendStatus;
  it.each<[GiftSendStatus, GiftSendEvent['type'], GiftSendStatus]>([
    [Idle, 'send', Sending], [Done, 'send', Sending], [Sending, 'send', Sending],
    [Sending, 'answered', Done], [Idle, 'answered', Idle],
    [Sending, 'failed', Idle], [Done, 'failed', Done],
    [Done, 'reset', Idle], [Sending, 'reset', Sending], [Idle, 'reset', Idle],
  ])('%s + %s → %s', (from, event, to) => {
    expect(giftSendReducer(from, { type: event } as GiftSendEvent)).toBe(to);
  });
});

describe('tabs', () => {
  const gifts = [gift(3, GiftCategory.Normal), gift(1, GiftCategory.Normal), gift(9, GiftCategory.Vip), gift(5, GiftCategory.Activity), gift(6, GiftCategory.LuckyBox), gift(7, GiftCategory.Activity, { Status: false })];
  it('filters by category, active only, sorted', () => {
    expect(giftsOfTab(gifts, GiftTab.Featured).map((g) => g.Id)).toEqual([1, 3]);
    expect(giftsOfTab(gifts, GiftTab.Events).map((g) => g.Id)).toEqual([5]);
    expect(giftsOfTab(gifts, GiftTab.Vip).map((g) => g.Id)).toEqual([9]);
    expect(giftsOfTab(gifts, GiftTab.LuckyBox)).toEqual([]);
  });
  it('the events tab falls back to featured when it has no gift', () => {
    const noEvents = gifts.filter((g) => g.Category !== GiftCategory.Activity);
    expect(effectiveTab(noEvents, GiftTab.Events)).toBe(GiftTab.Featured);
    expect(effectiveTab(gifts, GiftTab.Events)).toBe(GiftTab.Events);
    expect(visibleTabs(noEvents)).toEqual([GiftTab.Featured, GiftTab.Vip, GiftTab.LuckyBox]);
  });
});
