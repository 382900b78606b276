import { useEffect, useSyncExternalStore } from 'react';
import { useHostMessage } from '../../../shared/host';
import type { BalanceStore } from './balanceStore';
import type { BalanceState } from './balances';

/** The store's state, re-rendering on change. */
export function useBalances(store: BalanceStore): BalanceState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * Keeps a balance store fresh on a page: the first fetch when `enabled` (a logged-in member)
 * and a forced refresh on the host page's UpdateBalance message.
 */
export function useBalanceRefresh(store: BalanceStore, enabled: boolean): void {
  useEffect(() => {
    if (enabled) void store.refresh();
  }, [store, enabled]);
  useHostMessage('UpdateBalance', () => {
    if (enabled) void store.refresh({ force: true });
  });
}
