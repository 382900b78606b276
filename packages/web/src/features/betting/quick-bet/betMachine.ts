import { PlaceBetStatus, betErrorReaction, betErrorText } from '@sideline/protocol';
import type { TicketInfo } from '@sideline/protocol';
import { pressKey, stakeMessage, stakeValue } from './keypad';
import type { KeypadKey } from './keypad';

/**
 * The selection the panel bets on (a promoted odds, a followed ticket, a fast-market option).
 * `CardId`: a live bet card's follow (issue 22) — placed with POST /BetCards/Follow, which
 * takes everything but the price and the stake from the card.
 */
export type QuickBetTicket = TicketInfo & { CardId?: number };

/** Price and stake limits of the selection (POST /GetSingleTicket). */
export interface Quote {
  price: number;
  minBet: number;
  maxBet: number;
}

/** Text of a failure: a translation key and/or a detail such as the raw code. */
export interface BetMessage {
  key: string | null;
  detail: string | null;
}

/**
 * Phase of the panel:
 * - `closed`: no ticket; `quoting`: GetSingleTicket in flight; `ready`: the member may type and bet;
 * - `placing`: PlaceBet in flight; `locked`: the selection cannot be bet (closed market…) —
 *   the stake is cleared and a closed-state button shows `lock`;
 * - `confirm`: a card follow was refused because the price moved (BetCardPriceChanged): the
 *   panel asks "follow at the new price?" and bets again only once the member confirms.
 */
export type BetPhase = 'closed' | 'quoting' | 'ready' | 'placing' | 'locked' | 'confirm';

export interface BetState {
  phase: BetPhase;
  /** Init / Success / Fail (spec "place-bet status"); Success and Fail go back to Init after 3 s. */
  status: PlaceBetStatus;
  ticket: QuickBetTicket | null;
  /** The decimal price bet at (the quote's, or the new offer after OddsChanged). */
  price: number | null;
  minBet: number | null;
  maxBet: number | null;
  stake: string;
  /** 'your-selection-has-changed': the price moved since the ticket was shown. */
  selectionChanged: boolean;
  /** Inline error on the stake (insufficient-amount, stake-is-out-of-range…). */
  inline: string | null;
  /** Message of the closed-state button. */
  lock: BetMessage | null;
  /** Lost-bet banner text (Fail). */
  fail: BetMessage | null;
  /** The stake of the bet that succeeded (success banner). */
  placedStake: number | null;
  /** A card follow's moved price, waiting for the member's answer (phase `confirm`). */
  reprice: { from: number; to: number } | null;
}

export type BetEvent =
  | { type: 'open'; ticket: QuickBetTicket }
  | { type: 'quoted'; quote: Quote }
  | { type: 'quote-failed'; code: string }
  | { type: 'key'; key: KeypadKey; balance: number | null }
  | { type: 'place'; balance: number | null }
  | { type: 'placed' }
  | { type: 'rejected'; code: string; newPrice: number | null }
  | { type: 'transport-failed' }
  | { type: 'reprice'; price: number }
  | { type: 'confirm-price' }
  | { type: 'decline-price' }
  | { type: 'reset' }
  | { type: 'close' };

export const initialBetState: BetState = {
  phase: 'closed', status: PlaceBetStatus.Init, ticket: null, price: null, minBet: null, maxBet: null, stake: '',
  selectionChanged: false, inline: null, lock: null, fail: null, placedStake: null, reprice: null,
};

/** Prices equal to the thousandth (the sportsbook's precision). */
const samePrice = (a: number, b: number) => Math.round(a * 1000) === Math.round(b * 1000);

/** True when a bet may be sent now (a stake, no inline error, not locked or in flight). */
export function canPlace(state: BetState, balance: number | null): boolean {
  if (state.phase !== 'ready' || state.status !== PlaceBetStatus.Init) return false;
  if (stakeValue(state.stake) <= 0) return false;
  return stakeMessage(state.stake, { balance, minBet: state.minBet }) === null;
}

/**
 * The quick-bet state machine, (state, event) → state, pure. Rules (chatroom spec sections 4,
 * 5, 8): the quote replaces the ticket's price (flagging 'your-selection-has-changed' when it
 * moved) — except a promoted price, which stays the promotion's; keys edit the stake only while ready; a bet goes out only when `canPlace`; a refusal
 * reacts by its code — price-update (B010: new price, selection changed), inline (B013, B017:
 * error on the stake), lock (market/price/event closed, suspended, score/point changed, over
 * max bet), anything else a lost-bet banner with the raw code; in every case the stake is
 * cleared and the selection locked (closed-state button) until it is opened again. Success and Fail return to Init on `reset` (the panel sends it 3 s later).
 */
export function betReducer(state: BetState, event: BetEvent): BetState {
  switch (event.type) {
    case 'open':
      return { ...initialBetState, phase: 'quoting', ticket: event.ticket, price: event.ticket.OddsPrice };
    case 'close':
      return initialBetState;
    case 'quoted': {
      if (state.phase !== 'quoting' || !state.ticket) return state;
      // A promoted price is the promotion's own (the server checks it), not the market's.
      const promoted = state.ticket.PromotedOddsId !== null;
      const moved = !promoted && !samePrice(event.quote.price, state.ticket.OddsPrice);
      return {
        ...state, phase: 'ready', price: promoted ? state.ticket.OddsPrice : event.quote.price, minBet: event.quote.minBet, maxBet: event.quote.maxBet,
        selectionChanged: moved, inline: moved ? 'your-selection-has-changed' : null,
      };
    }
    case 'quote-failed': {
      if (state.phase !== 'quoting') return state;
      return { ...state, phase: 'locked', stake: '', lock: betErrorText(event.code, 'single-ticket') };
    }
    case 'key': {
      if (state.phase !== 'ready' || state.status === PlaceBetStatus.Success) return state;
      const stake = pressKey(state.stake, event.key, { maxBet: state.maxBet, balance: event.balance });
      if (stake === state.stake) return state;
      return { ...state, stake, inline: stakeMessage(stake, { balance: event.balance, minBet: state.minBet }), placedStake: null };
    }
    case 'place': {
      if (state.phase === 'ready' && state.status === PlaceBetStatus.Init && stakeValue(state.stake) > 0) {
        const message = stakeMessage(state.stake, { balance: event.balance, minBet: state.minBet });
        if (message) return { ...state, inline: message };
      }
      if (!canPlace(state, event.balance)) return state;
      return { ...state, phase: 'placing', inline: null, fail: null, selectionChanged: false };
    }
    case 'placed':
      if (state.phase !== 'placing') return state;
      return { ...state, phase: 'ready', status: PlaceBetStatus.Success, placedStake: stakeValue(state.stake), stake: '' };
    case 'rejected': {
      if (state.phase !== 'placing') return state;
      const text = betErrorText(event.code, 'place-bet');
      // Chatroom spec section 8: "The bet is disabled in each case" — every refusal locks the
      // selection (a reset after 3 s clears only the banner); the member reopens the ticket to bet
      // again. The odds change still shows the new price, a stake problem its inline error.
      const locked = { ...state, phase: 'locked' as const, status: PlaceBetStatus.Fail, fail: text, lock: text, stake: '' };
      switch (betErrorReaction(event.code)) {
        case 'price-update':
          return { ...locked, price: event.newPrice ?? state.price, selectionChanged: true, inline: 'your-selection-has-changed' };
        case 'inline':
          return { ...locked, inline: text.key };
        default:
          return locked;
      }
    }
    case 'reprice':
      // A card follow at a price that moved: nothing was placed; ask before betting at the new one.
      if (state.phase !== 'placing' || state.price === null) return state;
      return { ...state, phase: 'confirm', reprice: { from: state.price, to: event.price } };
    case 'confirm-price':
      if (state.phase !== 'confirm' || !state.reprice) return state;
      return { ...state, phase: 'placing', price: state.reprice.to, reprice: null };
    case 'decline-price':
      // The member stays on the panel, now at the new price (shown); nothing was bet; the stake stays.
      if (state.phase !== 'confirm' || !state.reprice) return state;
      return { ...state, phase: 'ready', price: state.reprice.to, reprice: null };
    case 'transport-failed':
      if (state.phase !== 'placing') return state;
      return { ...state, phase: 'ready', status: PlaceBetStatus.Fail, fail: { key: 'bet-failed', detail: null } };
    case 'reset':
      if (state.status === PlaceBetStatus.Init) return state;
      return { ...state, status: PlaceBetStatus.Init, fail: null, placedStake: null };
    default:
      return state;
  }
}
