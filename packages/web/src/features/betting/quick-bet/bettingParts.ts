import type { OddsType } from '@sideline/protocol';
import type { BetCards } from '../bet-cards/betCards';
import type { FastMarket } from '../fast-market/fastMarket';
import type { PromotedOdds } from '../promoted-odds/promotedOdds';
import type { Wheel } from '../wheel/wheel';
import type { QuickBet } from './quickBet';
import type { QuickBetTicket } from './betMachine';

/** The live objects of one page's betting companion, built by BettingHost once the room is known. */
export interface BettingLive {
  quickBet: QuickBet;
  promoted: PromotedOdds;
  wheel: Wheel | null;
  fastMarket: FastMarket | null;
  /** The quick-bet sheet opened by a follow or a fast-market pick. */
  sheetOpen: boolean;
  /** The wheel drawer shows (wheel on, or a spin still running after it was turned off). */
  wheelVisible: boolean;
  /** The share-ticket drawer shows (login, user and config allow it, not match 1688168). */
  ticketVisible: boolean;
  /** Opens the quick-bet sheet on a ticket (a shared ticket's Follow); logged out: 'login-to-chat' and WantToLogin. */
  follow: (ticket: QuickBetTicket) => void;
  /** The room's live bet cards (EnabledBetCards, issue 22), else null: lines keep the spec's ticket. */
  cards: BetCards | null;
  /** Display data the drawers need. */
  available: number | null;
  currencyName: string;
  /** The member's odds display type (GET /GetUserToken, asked for members only); DEC (3) logged out. */
  oddsType: OddsType;
}

/** A tiny page-level holder: BettingHost fills it, the chat-bar drawers read it. */
export interface BettingHolder {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BettingLive | null;
  set(live: BettingLive | null): void;
  patch(p: Partial<BettingLive>): void;
}

export function createBettingHolder(): BettingHolder {
  let live: BettingLive | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => live,
    set(next) {
      live = next;
      emit();
    },
    patch(p) {
      if (!live) return;
      live = { ...live, ...p };
      emit();
    },
  };
}
