import { MessageType } from '@sideline/protocol';
import type { TicketInfo } from '@sideline/protocol';
import { sharedToTicket } from '../tickets/tickets';
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
