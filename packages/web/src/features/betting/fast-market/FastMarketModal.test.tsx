import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FastMarketConnectionStatus, OddsType } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import type { FastMarket, FastMarketSnapshot } from './fastMarket';
import { FastMarketModal } from './FastMarketModal';
import { applyMarketMessage, initialMarkets } from './marketsState';

const TYPES = [2, 4, 8, 16, 32, 128];
const round = TYPES.map((type, k) => ({
  marketId: 5_000_010 + k + 1,
  betTypeName: `Next 5 Minutes - server name ${type}`,
  selections: [
    { key: String(type), keyName: 'yes', point: null, oddsPrice: 1.8 },
    { key: String(-type), keyName: 'no', point: null, oddsPrice: 2.05 },
  ],
}));

function fake(): FastMarket {
  const snapshot: FastMarketSnapshot = {
    connection: { status: FastMarketConnectionStatus.Open, retries: 0 } as FastMarketSnapshot['connection'],
    markets: applyMarketMessage(initialMarkets, { add: round, change: [], remove: [] }, 0),
    modal: { open: true, hiddenForSession: false },
    settlements: { queue: [], current: null } as unknown as FastMarketSnapshot['settlements'],
    hidden: false,
    history: [],
  };
  return {
    subscribe: () => () => {}, getSnapshot: () => snapshot, start: vi.fn(), stop: vi.fn(), reconnect: vi.fn(), openModal: vi.fn(),
    closeModal: vi.fn(), hideForSession: vi.fn(), settlementDone: vi.fn(), hide: vi.fn(),
  };
}

describe('fast-market modal (schedule spec sections 4 and 9)', () => {
  it.each([
    { lang: 'en', title: 'Next 5 minutes – Penalty', yes: 'Penalty', no: 'No Penalty' },
    { lang: 'cn', title: '未来 5 分钟 – 点球', yes: '点球', no: '无点球' },
  ])('shows all six goal-type markets of the round, named by the key mapping ($lang)', ({ lang, title, yes, no }) => {
    render(
      <I18nextProvider i18n={createI18n(lang as 'en')}>
        <FastMarketModal fastMarket={fake()} oddsType={OddsType.DEC} onPick={() => {}} />
      </I18nextProvider>,
    );
    const markets = screen.getAllByTestId('fast-market-market');
    expect(markets.map((m) => m.getAttribute('data-goal-type'))).toEqual(TYPES.map(String));
    const penalty = markets[5]!;
    expect(within(penalty).getByRole('heading').textContent).toBe(title);
    expect(within(penalty).getAllByTestId('fast-market-option').map((o) => o.querySelector('.fast-market__name')?.textContent)).toEqual([yes, no]);
  });
});
