import { describe, expect, it } from 'vitest';
import { checkAmount, quickAmount, sanitizeAmount } from './amount';
import { checkWishCoin } from '../wish-coin/wishCoin';

describe('profit-share amount input', () => {
  it.each([
    ['digits', '12', '1', '12'],
    ['one point', '12.', '12', '12.'],
    ['two decimals', '12.34', '12.3', '12.34'],
    ['a third decimal is refused', '12.345', '12.34', '12.34'],
    ['a second point is refused', '12.3.', '12.3', '12.3'],
    ['letters are refused', '12a', '12', '12'],
    ['a minus is refused', '-1', '', ''],
    ['a leading point becomes 0.', '.5', '', '0.5'],
    ['cleared', '', '5', ''],
  ])('%s', (_n, next, prev, expected) => {
    expect(sanitizeAmount(next, prev)).toBe(expected);
  });

  it.each([
    [1234.56, 1, '12.35'],
    [1234.56, 2, '24.69'],
    [100, 1, '1'],
    [0.5, 1, '0.01'],
  ])('quick %s × %s%% = %s', (settle, pct, expected) => {
    expect(quickAmount(settle, pct)).toBe(expected);
  });

  it.each([
    ['empty', '', 100, { kind: 'empty' }],
    ['zero', '0', 100, { kind: 'empty' }],
    ['within balance', '12.5', 100, { kind: 'ok', amount: 12.5 }],
    ['exactly the balance', '100', 100, { kind: 'ok', amount: 100 }],
    ['above the balance', '100.01', 100, { kind: 'insufficient-fund' }],
    ['unknown balance', '1', null, { kind: 'insufficient-fund' }],
  ])('checkAmount: %s', (_n, text, balance, expected) => {
    expect(checkAmount(text, balance)).toEqual(expected);
  });
});

describe('wish coin', () => {
  it.each([
    ['enough', { balance: 2, giftAmount: 2, sending: false }, 'ok'],
    ['short', { balance: 1.99, giftAmount: 2, sending: false }, 'insufficient-fund'],
    ['unknown balance', { balance: null, giftAmount: 2, sending: false }, 'insufficient-fund'],
    ['unknown price', { balance: 50, giftAmount: null, sending: false }, 'loading'],
    ['one send at a time', { balance: 50, giftAmount: 2, sending: true }, 'sending'],
  ] as const)('%s', (_n, args, expected) => {
    expect(checkWishCoin(args)).toBe(expected);
  });
});
