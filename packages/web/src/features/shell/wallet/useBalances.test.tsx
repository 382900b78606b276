import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { HostBridgeProvider } from '../../../shared/host';
import { recordingBridge } from '../../../shared/host/testing';
import { createBalanceStore } from './balanceStore';
import { useBalanceRefresh } from './useBalances';

describe('the host learns of every balance change (issue 16 item 36)', () => {
  it('sends BalanceChanged after the fetch, a paid answer and a stake; not for an unknown (failed) list', async () => {
    const bridge = recordingBridge();
    let fail = false;
    const store = createBalanceStore({ fetchBalances: async () => { if (fail) throw new Error('x'); return [{ CurrencyId: 1, Balance: 1000 }]; } });
    const wrapper = ({ children }: { children: ReactNode }) => <HostBridgeProvider hostOrigin={null} bridge={bridge}>{children}</HostBridgeProvider>;
    renderHook(() => useBalanceRefresh(store, true), { wrapper });
    const told = () => bridge.sent.filter((m) => m.type === 'BalanceChanged').map((m) => m.payload);
    await act(async () => { await store.refresh({ force: true }); });
    act(() => store.set(1, 950));
    act(() => store.deduct(1, 50));
    expect(told()).toEqual([
      { Balances: [{ CurrencyId: 1, Balance: 1000 }] },
      { Balances: [{ CurrencyId: 1, Balance: 950 }] },
      { Balances: [{ CurrencyId: 1, Balance: 900 }] },
    ]);
    fail = true;
    await act(async () => { await store.refresh({ force: true }); });
    expect(told()).toHaveLength(3);
  });
});
