import { describe, expect, it } from 'vitest';
import { memberCurrencyName } from './currency';

describe('the quick-bet currency name', () => {
  it('prefers the data parameter, then the server, then the coin names; never a bare id', () => {
    expect(memberCurrencyName({ dataName: 'RMB', server: { CurrencyId: 1, CurrencyName: 'USD' }, currencyId: 1 })).toBe('RMB');
    expect(memberCurrencyName({ dataName: undefined, server: { CurrencyId: 1, CurrencyName: 'USD' }, currencyId: 1 })).toBe('USD');
    expect(memberCurrencyName({ dataName: '  ', server: { CurrencyName: 'THB' }, currencyId: 4 })).toBe('THB');
    // The server's name is for another currency than the one in use: not shown.
    expect(memberCurrencyName({ dataName: undefined, server: { CurrencyId: 1, CurrencyName: 'USD' }, currencyId: 3 })).toBe('');
    expect(memberCurrencyName({ dataName: undefined, server: { CurrencyId: 7, CurrencyName: '7' }, currencyId: 7 })).toBe('');
    expect(memberCurrencyName({ dataName: undefined, server: null, currencyId: 999 })).toBe('COIN');
    expect(memberCurrencyName({ dataName: undefined, server: undefined, currencyId: 998 })).toBe('DIAMOND');
    expect(memberCurrencyName({ dataName: 42, server: undefined, currencyId: 1 })).toBe('');
  });
});
