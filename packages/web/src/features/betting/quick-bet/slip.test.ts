import { describe, expect, it } from 'vitest';
import { MessageType, OddsType } from '@sideline/protocol';
import type { ChatRow } from '../../chat';
import { SLIP_SHOWN_MAX, shownTickets } from './slip';

const shared = (marketId: number, key = 'h') => JSON.stringify({
  SportType: 1, MarketId: marketId, Key: key, Price: 0.95, BetChoice: '-0.5', KeyName: 'Reds', BetType: 1, BetTypeName: 'Handicap', OddsType: OddsType.CN, OddsStake: 10,
});
const row = (id: number, over: Partial<ChatRow> = {}): ChatRow => ({
  id, CustomerId: 2, Nickname: 'Bo', Message: shared(id), Timestamp: id, Type: MessageType.ShowingTicket,
  Color: 2, GiftLevel: null, LicenseeUserName: null, SiteId: 1, IsHate: false, Vip: 0, FollowNickname: null, ...over,
});

describe('the bet slip lists the tickets shown in the chat', () => {
  it('newest first, one per selection, chat lines and unreadable tickets left out', () => {
    const rows = [row(1), row(2), row(3, { Message: shared(1) }), row(4, { Type: MessageType.Message, Message: 'hi' }), row(5, { Message: '{broken' })];
    expect(shownTickets(rows, 'en').map((s) => [s.key, s.ticket.MarketId, s.by])).toEqual([['s3', 1, 'Bo'], ['s2', 2, 'Bo']]);
  });

  it(`keeps at most ${SLIP_SHOWN_MAX}`, () => {
    const rows = Array.from({ length: 9 }, (_, i) => row(i + 1));
    expect(shownTickets(rows, 'en').map((s) => s.key)).toEqual(['s9', 's8', 's7', 's6', 's5']);
  });
});
