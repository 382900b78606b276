import { describe, expect, it } from 'vitest';
import { enableSingleWalletOf, memberCurrencyName } from './currency';

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

describe("user info's wallet fields (issue 16 item 23)", () => {
  it("names the coin site's other currency from the server's wallet list, not 'DIAMOND'", () => {
    const server = { CurrencyId: 999, CurrencyName: 'Coin', Currencies: [{ CurrencyId: 999, CurrencyName: 'Coin' }, { CurrencyId: 998, CurrencyName: 'Diamond' }] };
    expect(memberCurrencyName({ dataName: undefined, server, currencyId: 998 })).toBe('Diamond');
    expect(memberCurrencyName({ dataName: undefined, server, currencyId: 999 })).toBe('Coin');
  });

  it('EnableSingleWallet comes from the data parameter when it is a boolean, else from the server, else false', () => {
    expect(enableSingleWalletOf({ dataValue: true, server: { EnableSingleWallet: false } })).toBe(true);
    expect(enableSingleWalletOf({ dataValue: undefined, server: { EnableSingleWallet: true } })).toBe(true);
    expect(enableSingleWalletOf({ dataValue: 'yes', server: undefined })).toBe(false);
  });
});
