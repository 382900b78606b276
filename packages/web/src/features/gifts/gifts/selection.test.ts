import { describe, expect, it } from 'vitest';
import { emptySelection, selectionReducer, shownCount } from './selection';
import type { SelectionEvent, SelectionState } from './selection';

const heart = { Id: 101, Amount: 1, GiftCardCount: 0 };
const kiss = { Id: 102, Amount: 5, GiftCardCount: 0 };
const ticketed = { Id: 103, Amount: 10, GiftCardCount: 2 };
const sel = (gift: { Id: number; Amount: number; GiftCardCount: number }, Count: number): SelectionState => ({
  selection: { Id: gift.Id, Amount: gift.Amount, Count, IsShowTicket: gift.GiftCardCount > 0 },
  tickets: gift.GiftCardCount,
});

describe('gift selection rules', () => {
  const cases: Array<[string, SelectionState, SelectionEvent, SelectionState]> = [
    ['first tap selects with count 1', emptySelection, { type: 'tap', gift: heart }, sel(heart, 1)],
    ['a further tap on the same gift adds one', sel(heart, 1), { type: 'tap', gift: heart }, sel(heart, 2)],
    ['a tap on another gift selects it with count 1', sel(heart, 4), { type: 'tap', gift: kiss }, sel(kiss, 1)],
    ['a gift with tickets is paid with them', emptySelection, { type: 'tap', gift: ticketed }, sel(ticketed, 1)],
    ['taps are capped at the ticket count', sel(ticketed, 2), { type: 'tap', gift: ticketed }, sel(ticketed, 2)],
    ['a gift without tickets has no cap', sel(heart, 99), { type: 'tap', gift: heart }, sel(heart, 100)],
    ['plus adds one', sel(heart, 1), { type: 'plus' }, sel(heart, 2)],
    ['plus is capped at the ticket count', sel(ticketed, 2), { type: 'plus' }, sel(ticketed, 2)],
    ['minus removes one', sel(heart, 3), { type: 'minus' }, sel(heart, 2)],
    ['minus stops at 1', sel(heart, 1), { type: 'minus' }, sel(heart, 1)],
    ['plus without a selection does nothing', emptySelection, { type: 'plus' }, emptySelection],
    ['minus without a selection does nothing', emptySelection, { type: 'minus' }, emptySelection],
    ['clear (tab change, send done) empties it', sel(kiss, 3), { type: 'clear' }, emptySelection],
  ];
  it.each(cases)('%s', (_name, state, event, expected) => {
    expect(selectionReducer(state, event)).toEqual(expected);
  });

  it('returns the same state when nothing changes (no re-render)', () => {
    const s = sel(heart, 1);
    expect(selectionReducer(s, { type: 'minus' })).toBe(s);
    expect(selectionReducer(emptySelection, { type: 'clear' })).toBe(emptySelection);
  });
});

describe('the count shown (issue 16 item 39)', () => {
  it('is the default 1 when nothing is selected — after a send clears the selection it never shows 0', () => {
    const picked = selectionReducer(emptySelection, { type: 'tap', gift: { Id: 1, Amount: 5, GiftCardCount: 0 } });
    expect(shownCount(selectionReducer(picked, { type: 'plus' }))).toBe(2);
    expect(shownCount(selectionReducer(picked, { type: 'clear' }))).toBe(1);
  });
});
