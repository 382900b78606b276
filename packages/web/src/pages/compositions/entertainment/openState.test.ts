import { describe, expect, it } from 'vitest';
import { initialOpenState, openReducer } from './openState';
import type { OpenEvent, OpenState } from './openState';

const open: OpenState = { isMatchOpen: true, isGiftDisable: false, left: false };
const closed: OpenState = { isMatchOpen: false, isGiftDisable: true, left: false };

describe('openReducer (programme open state)', () => {
  it.each([
    ['push true on unknown opens', initialOpenState, { type: 'push', status: true, tokenExpired: false }, open, 'start'],
    ['push true when open is ignored', open, { type: 'push', status: true, tokenExpired: false }, open, 'none'],
    ['push false asks for a status check', open, { type: 'push', status: false, tokenExpired: false }, open, 'check-status'],
    ['push with expired token is ignored', closed, { type: 'push', status: true, tokenExpired: true }, closed, 'none'],
    ['check closed closes and disables gifts', open, { type: 'checked', isOpen: false }, closed, 'stop'],
    ['check open opens', closed, { type: 'checked', isOpen: true }, open, 'start'],
    ['same check result does nothing', open, { type: 'checked', isOpen: true }, open, 'none'],
    ['leave stops for good', open, { type: 'leave' }, { isMatchOpen: false, isGiftDisable: true, left: true }, 'stop'],
  ] as [string, OpenState, OpenEvent, OpenState, string][])('%s', (_n, state, event, next, effect) => {
    expect(openReducer(state, event)).toEqual([next, effect]);
  });
  it('nothing reopens after leaving', () => {
    const [left] = openReducer(open, { type: 'leave' });
    expect(openReducer(left, { type: 'checked', isOpen: true })).toEqual([left, 'none']);
  });
});
