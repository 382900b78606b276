import { GIFT_DEFAULT_COUNT } from '@sideline/protocol';
import type { Gift, GiftSelection } from '@sideline/protocol';

/**
 * The gift panel's selection rules (chatroom spec section 4 "Gift send"): the first tap on a
 * gift selects it with count 1; further taps on the same gift add one, capped at its ticket
 * count when it has tickets; plus and minus adjust (minimum 1, same cap); changing tab or a
 * completed send clears it. `IsShowTicket` is true when the gift is paid with its vouchers.
 */
export type SelectionEvent =
  | { type: 'tap'; gift: Pick<Gift, 'Id' | 'Amount' | 'GiftCardCount'> }
  | { type: 'plus' }
  | { type: 'minus' }
  | { type: 'clear' };

export interface SelectionState {
  selection: GiftSelection | null;
  /** Vouchers the selected gift has (0 = none: no cap). */
  tickets: number;
}

export const emptySelection: SelectionState = { selection: null, tickets: 0 };

function capped(count: number, tickets: number): number {
  const c = Math.max(GIFT_DEFAULT_COUNT, count);
  return tickets > 0 ? Math.min(c, tickets) : c;
}

export function selectionReducer(state: SelectionState, event: SelectionEvent): SelectionState {
  switch (event.type) {
    case 'tap': {
      const { gift } = event;
      const current = state.selection;
      if (current && current.Id === gift.Id) {
        const count = capped(current.Count + 1, state.tickets);
        return count === current.Count ? state : { ...state, selection: { ...current, Count: count } };
      }
      return {
        selection: { Id: gift.Id, Amount: gift.Amount, Count: GIFT_DEFAULT_COUNT, IsShowTicket: gift.GiftCardCount > 0 },
        tickets: gift.GiftCardCount,
      };
    }
    case 'plus':
    case 'minus': {
      const current = state.selection;
      if (!current) return state;
      const count = capped(current.Count + (event.type === 'plus' ? 1 : -1), state.tickets);
      return count === current.Count ? state : { ...state, selection: { ...current, Count: count } };
    }
    case 'clear':
      return state.selection ? emptySelection : state;
    default:
      return state;
  }
}

/** The count the panel shows: the selection's, else the default 1 — never "0" after a send clears it. */
export function shownCount(state: SelectionState): number {
  return state.selection?.Count ?? GIFT_DEFAULT_COUNT;
}
