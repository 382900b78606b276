import { describe, expect, it } from 'vitest';
import { BET_ERRORS, PlaceBetStatus } from '@sideline/protocol';
import { betReducer, canPlace, initialBetState } from './betMachine';
import type { BetEvent, BetState, QuickBetTicket } from './betMachine';

const ticket: QuickBetTicket = {
  FollowNickname: null, SportType: 1, MarketId: 7, BetType: 1, BetTypeName: 'Handicap', MarketKey: 'h', OddsPrice: 1.95,
  KeyName: 'Reds', Point: -0.5, Language: 'en', PromotedOddsId: 3, Recommend: true,
};

const run = (events: BetEvent[], from: BetState = initialBetState) => events.reduce(betReducer, from);
const ready = run([{ type: 'open', ticket }, { type: 'quoted', quote: { price: 1.95, minBet: 10, maxBet: 1000 } }]);
const placing = run([{ type: 'key', key: '5', balance: 500 }, { type: 'key', key: '0', balance: 500 }, { type: 'place', balance: 500 }], ready);

describe('quote', () => {
  it('opens quoting with the ticket price, then ready at the quote', () => {
    const q = betReducer(initialBetState, { type: 'open', ticket });
    expect(q).toMatchObject({ phase: 'quoting', price: 1.95, status: 'Init' });
    expect(ready).toMatchObject({ phase: 'ready', price: 1.95, minBet: 10, maxBet: 1000, selectionChanged: false, inline: null });
  });
  it('a moved price shows your-selection-has-changed with the new price', () => {
    const plain = { ...ticket, PromotedOddsId: null };
    const s = run([{ type: 'open', ticket: plain }, { type: 'quoted', quote: { price: 2.05, minBet: 10, maxBet: 1000 } }]);
    expect(s).toMatchObject({ phase: 'ready', price: 2.05, selectionChanged: true, inline: 'your-selection-has-changed' });
  });
  it('a promoted price stays the promotion\'s whatever the market quote', () => {
    const s = run([{ type: 'open', ticket }, { type: 'quoted', quote: { price: 1.85, minBet: 10, maxBet: 1000 } }]);
    expect(s).toMatchObject({ phase: 'ready', price: 1.95, selectionChanged: false, inline: null, maxBet: 1000 });
  });
  it.each([
    ['B016', 'market-closed', null],
    ['B011', 'odds-closed', null],
    ['B024', 'event-closed', null],
    ['X999', 'system-error', '(X999)'],
  ])('a quote refused with %s locks the panel: %s %s', (code, key, detail) => {
    const s = run([{ type: 'open', ticket }, { type: 'quote-failed', code }]);
    expect(s).toMatchObject({ phase: 'locked', stake: '', lock: { key, detail } });
    expect(betReducer(s, { type: 'key', key: '5', balance: 100 })).toBe(s);
  });
});

describe('placing', () => {
  it('keys are ignored until the quote is in', () => {
    const q = betReducer(initialBetState, { type: 'open', ticket });
    expect(betReducer(q, { type: 'key', key: '5', balance: 100 })).toBe(q);
  });
  it('places only a valid stake', () => {
    expect(canPlace(ready, 500)).toBe(false);
    expect(placing.phase).toBe('placing');
    const low = run([{ type: 'key', key: '5', balance: 500 }, { type: 'place', balance: 500 }], ready);
    expect(low).toMatchObject({ phase: 'ready', inline: 'stake-is-less-than-min-bet' });
    const high = run([{ type: 'key', key: '9', balance: 5 }, { type: 'key', key: '00', balance: 5 }, { type: 'place', balance: 5 }], ready);
    expect(high).toMatchObject({ phase: 'ready', inline: 'insufficient-amount' });
  });
  it('success keeps the stake for the banner, clears the field, and resets to Init', () => {
    const s = betReducer(placing, { type: 'placed' });
    expect(s).toMatchObject({ phase: 'ready', status: PlaceBetStatus.Success, placedStake: 50, stake: '' });
    expect(betReducer(s, { type: 'key', key: '1', balance: 500 })).toBe(s);
    expect(betReducer(s, { type: 'reset' })).toMatchObject({ status: 'Init', placedStake: null });
  });
  it('a transport failure shows the lost-bet banner and returns to Init on reset', () => {
    const s = betReducer(placing, { type: 'transport-failed' });
    expect(s).toMatchObject({ phase: 'ready', status: 'Fail', fail: { key: 'bet-failed' }, stake: '50' });
    expect(betReducer(s, { type: 'reset' })).toMatchObject({ status: 'Init', fail: null });
  });
});

describe('every PlaceBet error code has its reaction in the panel', () => {
  const expected: Record<string, Partial<BetState>> = {
    B005: { phase: 'locked', stake: '', lock: { key: 'event-closed', detail: null } },
    B007: { phase: 'locked', stake: '', lock: { key: 'bet-score-changed', detail: null } },
    B008: { phase: 'locked', stake: '', lock: { key: 'bet-point-changed', detail: null } },
    B009: { phase: 'locked', stake: '', lock: { key: 'bet-point-changed', detail: null } },
    B010: { phase: 'locked', stake: '', price: 2.1, selectionChanged: true, inline: 'your-selection-has-changed' },
    B011: { phase: 'locked', stake: '', lock: { key: 'odds-closed', detail: null } },
    B013: { phase: 'locked', stake: '', inline: 'stake-is-out-of-range' },
    B014: { phase: 'locked', stake: '', lock: { key: 'bet-over-event-max-bet', detail: null } },
    B015: { phase: 'locked', stake: '', lock: { key: 'odds-closed', detail: null } },
    B016: { phase: 'locked', stake: '', lock: { key: 'market-closed', detail: null } },
    B017: { phase: 'locked', stake: '', inline: 'insufficient-amount' },
    B024: { phase: 'locked', stake: '', lock: { key: 'event-closed', detail: null } },
    B999: { phase: 'locked', stake: '', fail: { key: null, detail: 'B999' }, inline: null },
  };
  it('covers the whole catalogue', () => {
    for (const e of BET_ERRORS) expect(Object.keys(expected)).toContain(e.directCode);
  });
  it.each(Object.entries(expected))('%s', (code, want) => {
    const s = betReducer(placing, { type: 'rejected', code, newPrice: code === 'B010' ? 2.1 : null });
    expect(s.status).toBe(PlaceBetStatus.Fail);
    expect(s).toMatchObject(want);
    const entry = BET_ERRORS.find((e) => e.directCode === code);
    if (entry) expect(s.fail).toEqual({ key: entry.key, detail: null });
    // Spec section 8: "The bet is disabled in each case" — after the 3 s reset the panel still
    // takes no keys and no bet.
    const reset = betReducer(s, { type: 'reset' });
    const typed = run([{ type: 'key', key: '5', balance: 500 }, { type: 'key', key: '0', balance: 500 }], reset);
    expect(canPlace(typed, 500)).toBe(false);
    expect(betReducer(typed, { type: 'place', balance: 500 }).phase).toBe('locked');
  });
  it('names work like codes (OddsChanged → price update)', () => {
    expect(betReducer(placing, { type: 'rejected', code: 'OddsChanged', newPrice: 1.8 })).toMatchObject({ price: 1.8, selectionChanged: true });
  });
  it('after an odds change the bet stays disabled until the selection is opened again', () => {
    const s = run([{ type: 'rejected', code: 'B010', newPrice: 2.1 }, { type: 'reset' }, { type: 'place', balance: 500 }], placing);
    expect(s).toMatchObject({ phase: 'locked', price: 2.1 });
    expect(betReducer(s, { type: 'open', ticket })).toMatchObject({ phase: 'quoting' });
  });
});
