import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ProgramType } from '@sideline/protocol';
import type { ChatRoomInfo } from '../../chat';
import { createI18n } from '../../../shared/i18n';
import { createBalanceStore } from '../../shell';
import type { PaidContext } from '../gifts/paidContext';
import { ProfitShareDialog } from './ProfitShareDialog';

const room = {
  matchId: 10, anchorId: 0, anchorLanguage: 'en', programType: ProgramType.Match, groupName: 'g', siteId: 1, siteName: 'S',
  currencyId: 20, customerId: 1, isLoggedIn: true, streamerName: 'Mai', isJioo: false, giftAllowed: true, color: 4, blockEnabled: true,
} as ChatRoomInfo;
const ctx: PaidContext = { room, nickname: 'Ann', vip: 0, language: 'en', isCoinSite: false, currencyName: (id) => (id === 20 ? 'USD' : ''), enableSingleWallet: false };

function open(lang: 'en' | 'cn', settleAmount: number) {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ProfitShareDialog open onClose={() => {}} settleAmount={settleAmount} ctx={ctx} balances={createBalanceStore({ fetchBalances: async () => [] })} currencyId={20} />
    </I18nextProvider>,
  );
  return screen.getByRole('dialog');
}

describe('a fast-market win says what was won first, then offers the profit share (issue 17 item 7)', () => {
  it('en: titled "You won 24.90 USD", the offer after it', () => {
    const dialog = open('en', 24.9);
    expect(screen.getByRole('dialog', { name: 'You won 24.90 USD' })).toBe(dialog);
    const text = dialog.textContent ?? '';
    expect(text.indexOf('You won 24.90 USD')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('You won 24.90 USD')).toBeLessThan(text.indexOf('Profit share'));
    expect(screen.getByTestId('profit-share-offer').textContent).toBe('Profit share · Share part of your win with the streamer?');
  });

  it('cn: titled 您赢得了 1,250.00 USD, the offer after it', () => {
    cleanup();
    open('cn', 1250);
    expect(screen.getByRole('dialog', { name: '您赢得了 1,250.00 USD' })).toBeTruthy();
    expect(screen.getByTestId('profit-share-offer').textContent).toContain('要与主播分享部分奖金吗？');
  });
});
