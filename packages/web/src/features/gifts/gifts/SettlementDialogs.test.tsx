import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '../../../shared/navigation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ProgramType } from '@sideline/protocol';
import { DataParamGate } from '../../../shared/data-param';
import { createI18n } from '../../../shared/i18n';
import { ChatRoomProvider } from '../../chat';
import type { ChatRoom, ChatRoomInfo } from '../../chat';
import type { FastMarket, FastMarketSnapshot } from '../../betting';
import { SettlementPopups } from '../../betting';
import { emptyQueue, settlementReducer } from '../../betting';
import type { Settlement } from '../../betting';
import { createBalanceStore } from '../../shell';
import { settlementRenderers } from './SettlementDialogs';

const info = {
  matchId: 10, anchorId: 0, anchorLanguage: 'en', programType: ProgramType.Match, groupName: 'g', siteId: 1, siteName: 'S',
  currencyId: 20, customerId: 1, isLoggedIn: false, streamerName: 'Mai', isJioo: false, giftAllowed: true, color: 4, blockEnabled: true,
} as ChatRoomInfo;

/** Only the settlement queue of a fast market (what SettlementPopups reads). */
function fakeFastMarket(settlements: Settlement[]): FastMarket {
  let snap = { settlements: settlements.reduce((q, s) => settlementReducer(q, { type: 'push', settlement: s }), emptyQueue) } as FastMarketSnapshot;
  const listeners = new Set<() => void>();
  return {
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    getSnapshot: () => snap,
    settlementDone: () => {
      snap = { ...snap, settlements: settlementReducer(snap.settlements, { type: 'done' }) };
      for (const l of listeners) l();
    },
  } as unknown as FastMarket;
}

describe('settlement pop-ups of the gift wallet', () => {
  it('a positive settlement opens the profit share, the next (no win) the wish coin, in order', async () => {
    const roomSnap = { nickname: 'Ann', config: null };
    const room = { info, subscribe: () => () => undefined, getSnapshot: () => roomSnap } as unknown as ChatRoom;
    const balances = createBalanceStore({ fetchBalances: async () => [] });
    const fm = fakeFastMarket([
      { Period: 'P1', amount: 250, IsShowProfitShareModal: true, IsShowWishCoinModal: false },
      { Period: 'P2', amount: 0, IsShowProfitShareModal: false, IsShowWishCoinModal: true },
    ]);
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <DataParamGate policy="lenient">
              <ChatRoomProvider room={room}>
                <SettlementPopups fastMarket={fm} renderers={settlementRenderers(balances)} />
              </ChatRoomProvider>
            </DataParamGate>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const first = await screen.findByTestId('settlement-profit-share');
    expect(first.getAttribute('data-period')).toBe('P1');
    // The win comes first: the pop-up is titled with the amount won (no currency name is known here), then the offer.
    // The dialogs are their own chunks (issue 20): the pop-up shows once its code is there.
    expect(await screen.findByRole('dialog', { name: 'You won 250.00' })).toBeTruthy();
    expect(screen.getByTestId('profit-share-amount')).toBeTruthy();
    fireEvent.click(screen.getByTestId('profit-share-1'));
    expect((screen.getByTestId('profit-share-amount') as HTMLInputElement).value).toBe('2.5');
    // 2.50 is above the (empty) balance: confirm stays off.
    expect((screen.getByTestId('profit-share-confirm') as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    const second = await screen.findByTestId('settlement-wish-coin');
    expect(second.getAttribute('data-period')).toBe('P2');
    expect(screen.queryByTestId('settlement-profit-share')).toBeNull();
    expect((await screen.findByTestId('wish-coin-confirm') as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByTestId('settlement-wish-coin')).toBeNull();
  });
});
