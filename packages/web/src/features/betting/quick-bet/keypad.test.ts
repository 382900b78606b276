import { describe, expect, it } from 'vitest';
import { isKeyEnabled, pressKey, stakeMessage } from './keypad';
import type { KeypadKey, StakeLimits } from './keypad';

const limits: StakeLimits = { maxBet: 5000, balance: 1200.5 };

describe('pressKey: (stake, key) → stake', () => {
  const table: [string, KeypadKey, StakeLimits, string][] = [
    ['', '0', limits, ''],
    ['', '00', limits, ''],
    ['', '5', limits, '5'],
    ['5', '0', limits, '50'],
    ['5', '00', limits, '500'],
    ['500', '0', limits, '5000'],
    ['5000', '1', limits, '5000'], // 50001 capped to MaxBet
    ['4000', '00', limits, '5000'],
    ['123', 'back', limits, '12'],
    ['1', 'back', limits, ''],
    ['', 'back', limits, ''],
    ['250', 'clear', limits, ''],
    ['', '+10', limits, '10'],
    ['15', '+100', limits, '115'],
    ['4950', '+100', limits, '5000'],
    ['', 'max', limits, '1200'], // funds below MaxBet
    ['', 'max', { maxBet: 300, balance: 1000 }, '300'],
    ['', 'max', { maxBet: null, balance: null }, ''],
    ['7', 'max', { maxBet: null, balance: 99.9 }, '99'],
    ['', '9', { maxBet: null, balance: null }, '9'],
    ['99999999999', '9', { maxBet: null, balance: null }, '999999999999'],
    ['999999999999', '9', { maxBet: null, balance: null }, '999999999999'],
  ];
  it.each(table)('%j + %s → %j', (stake, key, l, out) => {
    expect(pressKey(stake, key, l)).toBe(out);
  });
});

describe('isKeyEnabled: zero keys while empty', () => {
  it.each([
    ['', '0', false], ['', '00', false], ['', 'back', false], ['', 'clear', false], ['', '1', true],
    ['', '+10', true], ['', 'max', true], ['3', '0', true], ['3', '00', true], ['3', 'back', true],
  ] as const)('%j %s → %s', (stake, key, enabled) => {
    expect(isKeyEnabled(stake, key)).toBe(enabled);
  });
});

describe('stakeMessage', () => {
  it.each([
    ['', 100, 10, null],
    ['50', 100, 10, null],
    ['100', 100, 10, null],
    ['101', 100, 10, 'insufficient-amount'],
    ['5', 100, 10, 'stake-is-less-than-min-bet'],
    ['5', null, null, null],
    ['500', 100, 1000, 'insufficient-amount'],
  ] as const)('%j (funds %s, min %s) → %s', (stake, balance, minBet, key) => {
    expect(stakeMessage(stake, { balance, minBet })).toBe(key);
  });
});
