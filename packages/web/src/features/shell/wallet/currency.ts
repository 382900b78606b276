import { CURRENCY_COIN, CURRENCY_DIAMOND } from '@sideline/protocol';

/** What the server said about the member's currency (GET /GetUserToken). */
export interface ServerCurrency {
  CurrencyId?: number;
  CurrencyName?: string;
  EnableSingleWallet?: boolean;
  /** The names of the wallet's currencies (coin and diamond on the coin site). */
  Currencies?: readonly { CurrencyId: number; CurrencyName: string }[];
}

const shown = (name: unknown): name is string => typeof name === 'string' && name.trim() !== '' && !/^\d+$/.test(name.trim());

/**
 * The currency name the quick-bet panel (and the wheel) show beside the stake, for the
 * currency in use: the data parameter's CurrencyName (user info, section 3) when the host gave
 * one; else the server's name for the member's currency (GET /GetUserToken) when it is the
 * same currency; else the coin site's names. A bare id is never shown: '' instead.
 */
export function memberCurrencyName(args: { dataName: unknown; server: ServerCurrency | null | undefined; currencyId: number }): string {
  if (shown(args.dataName)) return args.dataName.trim();
  const server = args.server;
  if (server && shown(server.CurrencyName) && (server.CurrencyId === undefined || server.CurrencyId === args.currencyId)) return server.CurrencyName.trim();
  const listed = server?.Currencies?.find((c) => c.CurrencyId === args.currencyId)?.CurrencyName;
  if (shown(listed)) return listed.trim();
  if (args.currencyId === CURRENCY_COIN) return 'COIN';
  if (args.currencyId === CURRENCY_DIAMOND) return 'DIAMOND';
  return '';
}

/**
 * User info's EnableSingleWallet (section 3), sent by the paid calls and GetBalance: the data
 * parameter's when the host gave a boolean, else the server's user info (GET /GetUserToken).
 */
export function enableSingleWalletOf(args: { dataValue: unknown; server: ServerCurrency | null | undefined }): boolean {
  if (typeof args.dataValue === 'boolean') return args.dataValue;
  return args.server?.EnableSingleWallet === true;
}

let knownSingleWallet = false;
/**
 * The page's member's EnableSingleWallet as last learned from the user info, for calls made
 * outside React (the balance store's GetBalance). One member per page.
 */
export const userWallet = {
  enableSingleWallet: (): boolean => knownSingleWallet,
  remember(value: boolean): void {
    knownSingleWallet = value;
  },
};
