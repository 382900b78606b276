import { describe, expect, it } from 'vitest';
import { OddsType } from './enums';
import { convertOdds, formatAmount, formatOdds, toDecimalOdds } from './odds';

// decimal → [MY, CN, DEC, INDO, US], each to the cent, half away from zero.
const TABLE: [number, number, number, number, number, number][] = [
  [1.01, 0.01, 0.01, 1.01, -100, -10000],
  [1.1, 0.1, 0.1, 1.1, -10, -1000],
  [1.16, 0.16, 0.16, 1.16, -6.25, -625],
  [1.32, 0.32, 0.32, 1.32, -3.13, -312.5], // INDO -3.125 → -3.13 (tie, away from zero)
  [1.5, 0.5, 0.5, 1.5, -2, -200],
  [1.8, 0.8, 0.8, 1.8, -1.25, -125],
  [1.95, 0.95, 0.95, 1.95, -1.05, -105.26],
  [1.955, 0.96, 0.96, 1.96, -1.05, -104.71], // 3-decimal price: 0.955 → 0.96
  [2, 1, 1, 2, 1, 100],
  [2.345, -0.74, 1.35, 2.35, 1.35, 134.5],
  [2.5, -0.67, 1.5, 2.5, 1.5, 150],
  [2.6, -0.63, 1.6, 2.6, 1.6, 160], // MY -0.625 → -0.63 (tie)
  [3.4, -0.42, 2.4, 3.4, 2.4, 240],
  [11, -0.1, 10, 11, 10, 1000],
];

describe('convertOdds', () => {
  it.each(TABLE)('%s → MY %s, CN %s, DEC %s, INDO %s, US %s', (p, my, cn, dec, indo, us) => {
    expect(convertOdds(p, OddsType.MY)).toBe(my);
    expect(convertOdds(p, OddsType.CN)).toBe(cn);
    expect(convertOdds(p, OddsType.DEC)).toBe(dec);
    expect(convertOdds(p, OddsType.INDO)).toBe(indo);
    expect(convertOdds(p, OddsType.US)).toBe(us);
  });

  it('refuses prices that are not above 1 and unknown types', () => {
    for (const bad of [1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => convertOdds(bad, OddsType.DEC)).toThrow(RangeError);
    }
    expect(() => convertOdds(1.5, 9 as OddsType)).toThrow(RangeError);
  });

  it('never answers -0', () => {
    expect(Object.is(convertOdds(1.001, OddsType.MY), 0)).toBe(true);
  });
});

describe('toDecimalOdds', () => {
  it.each([
    [0.95, OddsType.CN, 1.95], [1.95, OddsType.DEC, 1.95], [-0.5, OddsType.MY, 3], [0.8, OddsType.MY, 1.8],
    [-2, OddsType.INDO, 1.5], [1.5, OddsType.INDO, 2.5], [-200, OddsType.US, 1.5], [150, OddsType.US, 2.5], [100, OddsType.US, 2],
  ] as const)('%s in type %s → %s', (value, type, decimal) => {
    expect(toDecimalOdds(value, type)).toBe(decimal);
  });

  it('refuses values no price maps to', () => {
    expect(() => toDecimalOdds(50, OddsType.US)).toThrow(RangeError);
    expect(() => toDecimalOdds(0, OddsType.MY)).toThrow(RangeError);
    expect(() => toDecimalOdds(1.5, OddsType.MY)).toThrow(RangeError);
    expect(() => toDecimalOdds(0.5, OddsType.INDO)).toThrow(RangeError);
    expect(() => toDecimalOdds(1, OddsType.DEC)).toThrow(RangeError);
  });

  it('round-trips every table price within a cent of display precision', () => {
    for (const [p] of TABLE) {
      for (const t of [OddsType.CN, OddsType.DEC, OddsType.US]) {
        expect(Math.abs(toDecimalOdds(convertOdds(p, t), t) - p)).toBeLessThan(0.006);
      }
    }
  });
});

describe('formatAmount and formatOdds', () => {
  it.each([
    [0, 2, '0.00'], [5, 0, '5'], [999.999, 2, '1,000.00'], [1000, 0, '1,000'], [1234567.5, 2, '1,234,567.50'],
    [-1000, 0, '-1,000'], [-0.001, 2, '0.00'], [1.005, 2, '1.01'], [12345.678, 1, '12,345.7'], [100000000, 2, '100,000,000.00'],
  ] as const)('formatAmount(%s, %s) = %s', (value, digits, text) => {
    expect(formatAmount(value, digits)).toBe(text);
  });

  it('shows odds with two decimals, commas, and + before positive US prices', () => {
    expect(formatOdds(2.5, OddsType.US)).toBe('+150.00');
    expect(formatOdds(1.01, OddsType.US)).toBe('-10,000.00');
    expect(formatOdds(2.5, OddsType.MY)).toBe('-0.67');
    expect(formatOdds(1.95, OddsType.DEC)).toBe('1.95');
    expect(formatOdds(11, OddsType.CN)).toBe('10.00');
  });
});
