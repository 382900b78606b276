import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MessageType, OddsType } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import type { Translate } from './format';
import { canFollowSharedTickets, followTicketOf } from './followTicket';
import { MessageRow } from './MessageRow';
import type { ChatRow } from './row';

const shared = { SportType: 1, MarketId: 7, Key: 'h', Price: 0.95, BetChoice: '-0.5', KeyName: 'Reds', BetType: 1, BetTypeName: 'Handicap', OddsType: OddsType.CN, OddsStake: 10 };
const row = (over: Partial<ChatRow> = {}): ChatRow => ({
  id: 1, CustomerId: 2, Nickname: '&lt;Bo&gt;', Message: JSON.stringify(shared), Timestamp: 1, Type: MessageType.ShowingTicket,
  Color: 2, GiftLevel: null, LicenseeUserName: null, SiteId: 1, IsHate: false, Vip: 0, FollowNickname: null, ...over,
});
const i18n = createI18n('en');
const ctx = { t: i18n.t.bind(i18n) as unknown as Translate };

describe('following a shared ticket from the chat', () => {
  it('turns a type-10 line into the quick-bet ticket of the sharer', () => {
    expect(followTicketOf(row(), 'en')).toMatchObject({ FollowNickname: '<Bo>', MarketId: 7, MarketKey: 'h', OddsPrice: 1.95, Point: -0.5, Language: 'en' });
    expect(followTicketOf(row({ Type: MessageType.Message }), 'en')).toBeNull();
    expect(followTicketOf(row({ Message: 'not json' }), 'en')).toBeNull();
  });
  it('the row shows Follow only with a handler, and a click hands the row over', () => {
    const onFollow = vi.fn();
    const { rerender } = render(<ul><MessageRow row={row()} ctx={ctx} own={false} /></ul>);
    expect(screen.queryByTestId('chat-ticket-follow')).toBeNull();
    rerender(<ul><MessageRow row={row()} ctx={ctx} own={false} onFollowTicket={onFollow} /></ul>);
    fireEvent.click(screen.getByTestId('chat-ticket-follow'));
    expect(screen.getByTestId('chat-ticket-follow').textContent).toBe('Follow');
    expect(onFollow).toHaveBeenCalledWith(row());
  });
  it.each([
    [{ matchId: 1, nicknameEditorOpen: false }, true],
    [{ matchId: 1688168, nicknameEditorOpen: false }, false],
    [{ matchId: 1, nicknameEditorOpen: true }, false],
  ])('Follow offered for %j: %s', (args, expected) => {
    expect(canFollowSharedTickets(args)).toBe(expected);
  });
});
