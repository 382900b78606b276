import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../shared/i18n';
import type { FastMarket, FastMarketSnapshot } from './fastMarket';
import { emptyQueue, settlementReducer } from './settlementQueue';
import type { Settlement } from './settlementQueue';
import { SettlementPopups } from './SettlementPopups';

/** Only the settlement queue of a fast market (what SettlementPopups reads). */
function fakeFastMarket(settlements: Settlement[]): FastMarket {
  const snap = { settlements: settlements.reduce((q, s) => settlementReducer(q, { type: 'push', settlement: s }), emptyQueue) } as FastMarketSnapshot;
  return { subscribe: () => () => {}, getSnapshot: () => snap, settlementDone: () => {} } as unknown as FastMarket;
}

describe('the settlement result without the gift pop-ups (issue 17 item 7)', () => {
  it.each([
    ['en', 'You won 24.90'],
    ['cn', '您赢得了 24.90'],
  ] as const)('%s: a win is titled with the amount won first', (lang, title) => {
    render(
      <I18nextProvider i18n={createI18n(lang)}>
        <SettlementPopups fastMarket={fakeFastMarket([{ Period: 'P1', amount: 24.9, IsShowProfitShareModal: true, IsShowWishCoinModal: false }])} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
  });
});
