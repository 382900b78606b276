import { BALANCE_REFETCH_BLOCK_MS, BALANCE_UNKNOWN } from '@sideline/protocol';
import type { Balance } from '@sideline/protocol';

/**
 * The widget's balances (chatroom spec section 4 "Balance refresh"): `list` is null while
 * unknown and empty after a failed fetch (both show '--'); `fetchedAt` is the end of the last
 * fetch, success or failure — a further refresh is blocked for 20 s after it.
 */
export interface BalanceState {
  list: readonly Balance[] | null;
  fetchedAt: number | null;
  loading: boolean;
}

export type BalanceEvent =
  | { type: 'fetch-started' }
  | { type: 'fetch-succeeded'; list: readonly Balance[]; at: number }
  | { type: 'fetch-failed'; at: number }
  /** A paid call answered the new balance of a currency (SendGift, lucky box, wheel …). */
  | { type: 'balance-set'; currencyId: number; balance: number }
  /** A successful stake reduces the balance locally (no fetch). */
  | { type: 'deducted'; currencyId: number; amount: number };

export const initialBalanceState: BalanceState = { list: null, fetchedAt: null, loading: false };

function replace(list: readonly Balance[] | null, currencyId: number, f: (b: number) => number, add: boolean): readonly Balance[] | null {
  if (!list) return add ? [{ CurrencyId: currencyId, Balance: f(0) }] : list;
  const i = list.findIndex((b) => b.CurrencyId === currencyId);
  if (i < 0) return add ? [...list, { CurrencyId: currencyId, Balance: f(0) }] : list;
  return list.map((b, j) => (j === i ? { CurrencyId: currencyId, Balance: f(b.Balance) } : b));
}

/** Money in minor units so 0.1 + 0.2 stays 0.3. */
const round2 = (n: number) => Math.round(n * 100) / 100;

export function balanceReducer(state: BalanceState, event: BalanceEvent): BalanceState {
  switch (event.type) {
    case 'fetch-started':
      return { ...state, loading: true };
    case 'fetch-succeeded':
      return { list: event.list, fetchedAt: event.at, loading: false };
    case 'fetch-failed':
      return { list: [], fetchedAt: event.at, loading: false };
    case 'balance-set':
      return { ...state, list: replace(state.list, event.currencyId, () => round2(event.balance), true) };
    case 'deducted':
      if (!(event.amount > 0)) return state;
      return { ...state, list: replace(state.list, event.currencyId, (b) => round2(b - event.amount), false) };
    default:
      return state;
  }
}

/** A refresh may start: none running and none finished in the last 20 s (unless forced). */
export function canRefresh(state: BalanceState, now: number, force = false): boolean {
  if (state.loading) return false;
  if (force || state.fetchedAt === null) return true;
  return now - state.fetchedAt >= BALANCE_REFETCH_BLOCK_MS;
}

/** The balance of a currency, or null when unknown. */
export function balanceOf(state: Pick<BalanceState, 'list'>, currencyId: number): number | null {
  return state.list?.find((b) => b.CurrencyId === currencyId)?.Balance ?? null;
}

/** The balance as shown: thousands separators and up to two decimals, '--' when unknown. */
export function formatBalance(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return BALANCE_UNKNOWN;
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/**
 * A balance the way the host page shows it (issue 16 item 39): two decimals, thousands
 * separators and the currency name — "386.30 USD"; '--' when unknown.
 */
export function formatMoney(value: number | null, currencyName: string): string {
  if (value === null || !Number.isFinite(value)) return BALANCE_UNKNOWN;
  const amount = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currencyName ? `${amount} ${currencyName}` : amount;
}
