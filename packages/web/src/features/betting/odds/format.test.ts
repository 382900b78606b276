import { describe, expect, it } from 'vitest';
import { OddsType } from '@sideline/protocol';
import { amountText, oddsText, oddsTypeName, toOddsType } from './format';

describe('oddsText: one decimal price in every odds type', () => {
  // decimal, MY, CN, DEC, INDO, US
  const table: [number, string, string, string, string, string][] = [
    [1.5, '0.50', '0.50', '1.50', '-2.00', '-200.00'],
    [1.95, '0.95', '0.95', '1.95', '-1.05', '-105.26'],
    [2, '1.00', '1.00', '2.00', '1.00', '+100.00'],
    [2.5, '-0.67', '1.50', '2.50', '1.50', '+150.00'],
    [3.2, '-0.45', '2.20', '3.20', '2.20', '+220.00'],
    [1.01, '0.01', '0.01', '1.01', '-100.00', '-10,000.00'],
    [1001, '0.00', '1,000.00', '1,001.00', '1,000.00', '+100,000.00'],
  ];
  it.each(table)('%s → MY %s, CN %s, DEC %s, INDO %s, US %s', (decimal, my, cn, dec, indo, us) => {
    expect(oddsText(decimal, OddsType.MY)).toBe(my);
    expect(oddsText(decimal, OddsType.CN)).toBe(cn);
    expect(oddsText(decimal, OddsType.DEC)).toBe(dec);
    expect(oddsText(decimal, OddsType.INDO)).toBe(indo);
    expect(oddsText(decimal, OddsType.US)).toBe(us);
  });

  it('defaults to DEC and shows -- for what is not a price', () => {
    expect(oddsText(1.85)).toBe('1.85');
    expect(oddsText(1)).toBe('--');
    expect(oddsText(Number.NaN)).toBe('--');
    expect(oddsText(null)).toBe('--');
  });
});

describe('odds type names and parsing', () => {
  it.each([[1, 'MY'], [2, 'CN'], [3, 'DEC'], [4, 'INDO'], [5, 'US']] as const)('%i is %s', (type, name) => {
    expect(oddsTypeName(toOddsType(type))).toBe(name);
  });
  it('anything else is DEC (3)', () => {
    expect(toOddsType(9)).toBe(OddsType.DEC);
    expect(toOddsType('1')).toBe(OddsType.DEC);
    expect(toOddsType(undefined)).toBe(OddsType.DEC);
  });
});

describe('amountText: thousands commas', () => {
  it.each([
    [1234567.5, {}, '1,234,567.50'],
    [1000, { whole: true }, '1,000'],
    [1000.25, { whole: true }, '1,000.25'],
    [0, {}, '0.00'],
    [null, {}, '--'],
  ] as const)('%s → %s', (v, o, out) => {
    expect(amountText(v, o)).toBe(out);
  });
});
