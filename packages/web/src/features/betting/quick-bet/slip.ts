import type { TicketInfo } from '@sideline/protocol';
import { followTicketOf } from '../../chat';
import type { ChatRow } from '../../chat';
import { promotedToTicket } from '../promoted-odds/toTicket';
import type { PromotedOddsSnapshot } from '../promoted-odds/promotedOdds';

/** One selection of the bet slip: the ticket the keypad opens on, and who showed it (null: promoted). */
export interface SlipEntry { key: string; ticket: TicketInfo; by: string | null }

/** Tickets shown in the chat that the slip lists at most (newest first). */
export const SLIP_SHOWN_MAX = 5;

/** Tickets of the chat's shared-ticket lines, newest first, one per selection, at most SLIP_SHOWN_MAX. */
export function shownTickets(rows: readonly ChatRow[], language: string): SlipEntry[] {
  const out: SlipEntry[] = [];
  const seen = new Set<string>();
  for (let i = rows.length - 1; i >= 0 && out.length < SLIP_SHOWN_MAX; i--) {
    const ticket = followTicketOf(rows[i]!, language);
    if (!ticket) continue;
    const key = `${ticket.MarketId}:${ticket.MarketKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key: `s${rows[i]!.id}`, ticket, by: ticket.FollowNickname });
  }
  return out;
}

/** The prices promoted in the room now (allowed and not expired), newest first. */
export function promotedEntries(promoted: PromotedOddsSnapshot): SlipEntry[] {
  if (!promoted.allowed) return [];
  return promoted.items.filter((i) => i.expiresAt > promoted.now).map((i) => ({ key: `p${i.PromotedOddsId}`, ticket: promotedToTicket(i), by: null }));
}
