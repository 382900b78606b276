import { describe, expect, it } from 'vitest';
import { balanceOf, balanceReducer, canRefresh, formatBalance, formatMoney, initialBalanceState } from './balances';
import type { BalanceEvent, BalanceState } from './balances';
import { createBalanceStore } from './balanceStore';

const known: BalanceState = { list: [{ CurrencyId: 1, Balance: 100 }], fetchedAt: 1_000, loading: false };

describe('balanceReducer', () => {
  const cases: Array<[string, BalanceState, BalanceEvent, Partial<BalanceState>]> = [
    ['fetch starts', initialBalanceState, { type: 'fetch-started' }, { loading: true, list: null }],
    ['fetch succeeds', { ...initialBalanceState, loading: true }, { type: 'fetch-succeeded', list: [{ CurrencyId: 1, Balance: 5 }], at: 7 }, { list: [{ CurrencyId: 1, Balance: 5 }], fetchedAt: 7, loading: false }],
    ['a failed fetch empties the balances', { ...known, loading: true }, { type: 'fetch-failed', at: 9 }, { list: [], fetchedAt: 9, loading: false }],
    ['a paid call sets the answered balance', known, { type: 'balance-set', currencyId: 1, balance: 42.5 }, { list: [{ CurrencyId: 1, Balance: 42.5 }] }],
    ['a paid call adds an unknown currency', known, { type: 'balance-set', currencyId: 998, balance: 3 }, { list: [{ CurrencyId: 1, Balance: 100 }, { CurrencyId: 998, Balance: 3 }] }],
    ['a stake reduces the balance locally', known, { type: 'deducted', currencyId: 1, amount: 0.3 }, { list: [{ CurrencyId: 1, Balance: 99.7 }], fetchedAt: 1_000 }],
    ['a stake on an unknown balance changes nothing', initialBalanceState, { type: 'deducted', currencyId: 1, amount: 5 }, { list: null }],
    ['a non-positive stake changes nothing', known, { type: 'deducted', currencyId: 1, amount: -5 }, { list: known.list }],
  ];
  it.each(cases)('%s', (_name, state, event, expected) => {
    expect(balanceReducer(state, event)).toMatchObject(expected);
  });
});

describe('canRefresh (20 s block after a fetch)', () => {
  it.each([
    ['never fetched', initialBalanceState, 0, false, true],
    ['19.999 s after', known, 1_000 + 19_999, false, false],
    ['20 s after', known, 1_000 + 20_000, false, true],
    ['forced inside the block (UpdateBalance)', known, 1_500, true, true],
    ['while a fetch runs, even forced', { ...known, loading: true }, 99_999, true, false],
  ])('%s', (_n, state, now, force, expected) => {
    expect(canRefresh(state as BalanceState, now as number, force as boolean)).toBe(expected);
  });
});

describe('formatBalance and balanceOf', () => {
  it("shows '--' when unknown or emptied", () => {
    expect(formatBalance(balanceOf(initialBalanceState, 1))).toBe('--');
    expect(formatBalance(balanceOf({ list: [] }, 1))).toBe('--');
    expect(formatBalance(balanceOf(known, 1))).toBe('100');
    expect(formatBalance(12345.678)).toBe('12,345.68');
  });
});

describe('createBalanceStore', () => {
  it('fetches once inside 20 s, again after, forced on demand; a failure empties', async () => {
    let t = 0;
    let calls = 0;
    let fail = false;
    const store = createBalanceStore({
      now: () => t,
      fetchBalances: async () => {
        calls++;
        if (fail) throw new Error('down');
        return [{ CurrencyId: 1, Balance: 10 * calls }];
      },
    });
    const seen: number[] = [];
    store.subscribe(() => seen.push(calls));
    expect(await store.refresh()).toBe(true);
    expect(balanceOf(store.getSnapshot(), 1)).toBe(10);
    t = 5_000;
    expect(await store.refresh()).toBe(false);
    expect(await store.refresh({ force: true })).toBe(true);
    expect(balanceOf(store.getSnapshot(), 1)).toBe(20);
    t = 30_000;
    fail = true;
    expect(await store.refresh()).toBe(true);
    expect(store.getSnapshot().list).toEqual([]);
    expect(formatBalance(balanceOf(store.getSnapshot(), 1))).toBe('--');
    expect(seen.length).toBeGreaterThan(0);
  });
});

describe('formatMoney (the host page\'s "386.30 USD")', () => {
  it('shows two decimals and the currency name', () => {
    expect(formatMoney(386.3, 'USD')).toBe('386.30 USD');
    expect(formatMoney(1234.5, 'THB')).toBe('1,234.50 THB');
    expect(formatMoney(12, '')).toBe('12.00');
    expect(formatMoney(null, 'USD')).toBe('--');
  });
});
