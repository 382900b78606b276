import { MATCH_ID_NO_TICKET_SHARING, MessageType, toDecimalOdds } from '@sideline/protocol';
import type { OddsType, SharedTicket, TicketInfo } from '@sideline/protocol';
import { parseSharedTicket } from './format';
import type { ChatRow } from './row';
import { unescapeName } from './text';

/**
 * The quick-bet ticket a shared-ticket chat line (type 10) follows: the sharer's bet with its
 * price back in decimal odds and the sharer as FollowNickname. Null for other lines or a
 * message that is not a readable SharedTicket.
 */
export function followTicketOf(row: ChatRow, language: string): TicketInfo | null {
  if (row.Type !== MessageType.ShowingTicket) return null;
  const shared = parseSharedTicket(row.Message);
  return shared ? sharedToTicket(shared, unescapeName(row.Nickname), language) : null;
}

/**
 * Whether shared-ticket chat lines (type 10) offer Follow: not for match 1688168 and not while
 * the nickname editor is open (login is checked on click: 'login-to-chat').
 */
export function canFollowSharedTickets(args: { matchId: number; nicknameEditorOpen: boolean }): boolean {
  return !args.nicknameEditorOpen && args.matchId !== MATCH_ID_NO_TICKET_SHARING;
}

const POINT = /^[+-]?\d+(?:\.\d+)?(?:\/[+-]?\d+(?:\.\d+)?)?$/;

/**
 * The point a shared BetChoice carries, or null. The sportsbook writes BetChoice as the
 * selection name and the signed point ('Arsenal -0.5', 'Over +2.5'), or the name alone when the
 * market has no point; a bare point ('-0.5', '+1/1.5': the first half) is read too.
 */
export function pointOf(choice: string | null, keyName: string): number | null {
  if (!choice) return null;
  let rest = choice.trim();
  const name = keyName.trim();
  if (name && rest.startsWith(name)) rest = rest.slice(name.length).trim();
  const last = rest.split(/\s+/).pop() ?? '';
  if (!POINT.test(last)) return null;
  const n = Number(last.split('/')[0]);
  return Number.isFinite(n) ? n : null;
}

/**
 * The quick-bet ticket of a shared ticket someone showed in the chat (FollowPlayerTicket 11 once
 * placed): its price converted back to decimal from the sharer's odds type; FollowNickname is
 * the sharer. Null when the price cannot be read.
 */
export function sharedToTicket(shared: SharedTicket, sharer: string, language: string): TicketInfo | null {
  let price: number;
  try {
    price = toDecimalOdds(shared.Price, shared.OddsType as OddsType);
  } catch {
    return null;
  }
  return {
    FollowNickname: sharer, SportType: shared.SportType, MarketId: shared.MarketId, BetType: shared.BetType, BetTypeName: shared.BetTypeName,
    MarketKey: shared.Key, OddsPrice: price, KeyName: shared.KeyName, Point: pointOf(shared.BetChoice, shared.KeyName), Language: language,
    PromotedOddsId: null, Recommend: false,
  };
}

