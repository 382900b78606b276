import { createContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { ChatRow } from './row';

/** What a shared-ticket line (type 10) hands to a card renderer. */
export interface TicketCardSlotProps {
  row: ChatRow;
  /** The ticket as the line shows it (bet type, selection, shown price in the sharer's odds type, stake). */
  ticket: { betTypeName: string; selection: string; price: number; stake: number };
  /** The spec's ticket markup: what to show when the line has no live card. */
  fallback: ReactNode;
  /** Follow is offered on this line (absent: no Follow button, e.g. match 1688168 or the nickname editor open). */
  canFollow: boolean;
}

/**
 * Lets the betting domain render a shared-ticket line as a live bet card (issue 22) without the
 * chat domain knowing of betting: ChatroomSection provides the renderer the page's betting
 * features give it; without one, lines keep the spec's markup.
 */
export const TicketCardContext = createContext<ComponentType<TicketCardSlotProps> | null>(null);
