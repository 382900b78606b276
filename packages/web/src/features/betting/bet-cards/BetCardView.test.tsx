import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { OddsType } from '@sideline/protocol';
import type { BetCard } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { createQuickBet } from '../quick-bet/quickBet';
import { BetCardView } from './BetCardView';

const card = (over: Partial<BetCard> = {}): BetCard => ({
  CardId: 7, MatchId: 51, CustomerId: 1001, Timestamp: 1000, MarketId: 5101, Key: 'h', State: 'open', Price: 2.1, ShownPrice: 2.1, Followers: 0, Version: 1, ...over,
});
const ticket = { betTypeName: 'Handicap', selection: 'Reds -0.5', price: 2.1, stake: 30 };
const i18n = createI18n('en');
const view = (c: BetCard, onFollow?: () => void) => render(
  <I18nextProvider i18n={i18n as never}><BetCardView card={c} ticket={ticket} oddsType={OddsType.DEC} onFollow={onFollow} /></I18nextProvider>,
);

describe('a live bet card', () => {
  it('says its state in words, shows the moved price beside the shown one and the follower count', () => {
    view(card({ State: 'suspended', Price: 1.95, Followers: 3 }), () => undefined);
    expect(screen.getByTestId('bet-card-state').textContent).toBe('Suspended');
    expect(screen.getByTestId('bet-card-price').textContent).toBe('@1.95');
    expect(screen.getByTestId('bet-card-shown-price').textContent).toBe('@2.10');
    expect(screen.getByTestId('bet-card-followers').textContent).toBe('3 followed');
    // Suspended: Follow stays, disabled.
    expect((screen.getByTestId('chat-ticket-follow') as HTMLButtonElement).disabled).toBe(true);
  });
  it('follows while open; settled or without a handler it offers no Follow', () => {
    const onFollow = vi.fn();
    const { unmount } = view(card(), onFollow);
    expect(screen.queryByTestId('bet-card-shown-price')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-ticket-follow'));
    expect(onFollow).toHaveBeenCalledTimes(1);
    unmount();
    const won = view(card({ State: 'won' }), onFollow);
    expect(screen.getByTestId('bet-card-state').textContent).toBe('Won');
    expect(screen.queryByTestId('chat-ticket-follow')).toBeNull();
    won.unmount();
    view(card());
    expect(screen.queryByTestId('chat-ticket-follow')).toBeNull();
  });
});

describe('the quick bet on a card', () => {
  it('sends only the card, the price shown and the stake; a moved price asks, and confirm bets at the new one', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    const answers = [
      { Code: 200, Result: { IsGetSingleTicketSuccess: true, SuccessResult: { Price: 2.1, MinBet: 1, MaxBet: 500 }, ErrorResult: null }, Error: null },
      { Code: 200, Result: { IsPlaceBetSuccess: false, ErrorResult: { ErrorCode: 'BetCardPriceChanged', Details: { NewOffer: { Price: 1.95 } } }, BetId: null, Balance: null }, Error: null },
      { Code: 200, Result: { IsPlaceBetSuccess: true, ErrorResult: null, BetId: 9, Balance: 80 }, Error: null },
    ];
    const api = { callEnvelope: vi.fn(async (call: { path: string }, body: unknown) => { calls.push({ path: call.path, body }); return answers.shift(); }) };
    const spent = vi.fn();
    const qb = createQuickBet({
      api: api as never, clock: { setTimeout: () => 0, clearTimeout: () => undefined }, newAction: () => ({ key: 'k' }) as never,
      funds: { available: () => 100, spent }, context: () => ({ matchId: 51, anchorId: 3, anchorLanguage: 'en', siteName: 'S' }), betFrom: () => 'x',
    });
    await qb.open({
      FollowNickname: 'LuckyFan', SportType: 1, MarketId: 5101, BetType: 1, BetTypeName: 'Handicap', MarketKey: 'h', OddsPrice: 2.1,
      KeyName: 'Reds', Point: -0.5, Language: 'en', PromotedOddsId: null, Recommend: false, CardId: 7,
    });
    qb.press('2');
    qb.press('0');
    await qb.place();
    expect(calls[1]).toEqual({ path: '/BetCards/Follow', body: { CardId: 7, Price: 2.1, Stake: 20 } });
    expect(qb.getSnapshot()).toMatchObject({ phase: 'confirm', reprice: { from: 2.1, to: 1.95 } });
    expect(spent).not.toHaveBeenCalled();
    await qb.confirmPrice();
    expect(calls[2]).toEqual({ path: '/BetCards/Follow', body: { CardId: 7, Price: 1.95, Stake: 20 } });
    expect(qb.getSnapshot()).toMatchObject({ status: 'Success', placedStake: 20 });
    expect(spent).toHaveBeenCalledWith(20, 80);
  });
});
