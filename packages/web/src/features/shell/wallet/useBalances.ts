import { useEffect, useSyncExternalStore } from 'react';
import { useHostBridge, useHostMessage } from '../../../shared/host';
import type { BalanceStore } from './balanceStore';
import type { BalanceState } from './balances';

/** The store's state, re-rendering on change. */
export function useBalances(store: BalanceStore): BalanceState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * Keeps a balance store fresh on a page: the first fetch when `enabled` (a logged-in member)
 * and a forced refresh on the host page's UpdateBalance message. Every change of the known
 * balances is told to the host page (BalanceChanged), so its wallet follows the widget's.
 */
export function useBalanceRefresh(store: BalanceStore, enabled: boolean): void {
  const bridge = useHostBridge();
  useEffect(() => {
    let last = store.getSnapshot().list;
    const tell = () => {
      const { list } = store.getSnapshot();
      if (list === last) return;
      last = list;
      // An empty list is "unknown" ('--'), not a balance of zero: the host keeps what it shows.
      if (list && list.length) bridge.send('BalanceChanged', { Balances: list.map((b) => ({ CurrencyId: b.CurrencyId, Balance: b.Balance })) });
    };
    return store.subscribe(tell);
  }, [store, bridge]);
  useEffect(() => {
    if (enabled) void store.refresh();
  }, [store, enabled]);
  useHostMessage('UpdateBalance', () => {
    if (enabled) void store.refresh({ force: true });
  });
}
