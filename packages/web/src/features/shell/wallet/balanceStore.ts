import type { Balance } from '@sideline/protocol';
import { balanceReducer, canRefresh, initialBalanceState } from './balances';
import type { BalanceEvent, BalanceState } from './balances';

export interface BalanceStoreDeps {
  /** POST /GetBalance → Result.BalanceList; throws on failure. */
  fetchBalances: () => Promise<readonly Balance[]>;
  now?: () => number;
  onError?: (message: string, error: unknown) => void;
}

/**
 * The balances of the logged-in member as a framework-free object (STYLE.md 7): the rules of
 * `balanceReducer` plus the fetch. `refresh()` is ignored inside the 20 s block (and while a
 * fetch runs); `refresh({ force: true })` — the host's UpdateBalance — skips the block. A failed
 * fetch empties the list ('--'). Paid calls report their answer with `set`; a successful stake
 * calls `deduct`.
 */
export interface BalanceStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BalanceState;
  /** Resolves when the fetch (if one started) ended; true when one started. */
  refresh(options?: { force?: boolean }): Promise<boolean>;
  set(currencyId: number, balance: number): void;
  deduct(currencyId: number, amount: number): void;
}

export function createBalanceStore(deps: BalanceStoreDeps): BalanceStore {
  const now = deps.now ?? Date.now;
  let state: BalanceState = initialBalanceState;
  const listeners = new Set<() => void>();
  const dispatch = (event: BalanceEvent) => {
    const next = balanceReducer(state, event);
    if (next === state) return;
    state = next;
    for (const l of listeners) l();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    async refresh(options) {
      if (!canRefresh(state, now(), options?.force)) return false;
      dispatch({ type: 'fetch-started' });
      try {
        const list = await deps.fetchBalances();
        dispatch({ type: 'fetch-succeeded', list, at: now() });
      } catch (error) {
        deps.onError?.('GetBalance failed', error);
        dispatch({ type: 'fetch-failed', at: now() });
      }
      return true;
    },
    set: (currencyId, balance) => dispatch({ type: 'balance-set', currencyId, balance }),
    deduct: (currencyId, amount) => dispatch({ type: 'deducted', currencyId, amount }),
  };
}
