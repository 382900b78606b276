import { describe, expect, it } from 'vitest';
import { initialPromotedState, promotedReducer, secondsLeft } from './promotedOddsState';
import type { PromotedEvent, PromotedItem, PromotedScope, PromotedState } from './promotedOddsState';

const scope: PromotedScope = { matchId: 10, language: 'en', anchorId: 5 };
const base: Omit<PromotedItem, 'expiresAt'> = {
  PromotedOddsId: 1, MatchId: 10, AnchorId: 5, Language: 'EN', KeyName: 'Reds', Point: -0.5, OddsPrice: 1.95, BetTypeName: 'Handicap',
  ShowCategory: 1, SportType: 1, MarketId: 100, BetType: 1, MarketKey: 'h', MilliSecondsRemaining: 30_000,
};
const allowed = promotedReducer(initialPromotedState, { type: 'allowed', allowed: true }, scope);
const run = (events: PromotedEvent[], from: PromotedState = allowed) => events.reduce((s, e) => promotedReducer(s, e, scope), from);
const ids = (s: PromotedState) => s.items.map((i) => i.PromotedOddsId);

describe('promoted odds rules', () => {
  it.each([
    ['shown when allowed and in scope', allowed, base, [1]],
    ['not when the server does not allow it', initialPromotedState, base, []],
    ['not for another match', allowed, { ...base, MatchId: 11 }, []],
    ['not for another language', allowed, { ...base, Language: 'th' }, []],
    ['not for another anchor', allowed, { ...base, AnchorId: 6 }, []],
    ['not when already expired', allowed, { ...base, MilliSecondsRemaining: 0 }, []],
  ] as const)('push: %s', (_name, from, item, want) => {
    expect(ids(run([{ type: 'push', item, now: 0 }], from))).toEqual(want);
  });

  it('newest first; a push for the same market replaces it', () => {
    const s = run([
      { type: 'push', item: base, now: 0 },
      { type: 'push', item: { ...base, PromotedOddsId: 2, MarketId: 101 }, now: 1 },
      { type: 'push', item: { ...base, PromotedOddsId: 3, MarketId: 100 }, now: 2 },
    ]);
    expect(ids(s)).toEqual([3, 2]);
  });

  it('hides after MilliSecondsRemaining', () => {
    const s = run([{ type: 'push', item: base, now: 1000 }]);
    expect(secondsLeft(s.items[0]!, 1000)).toBe(30);
    expect(secondsLeft(s.items[0]!, 30_001)).toBe(1);
    expect(ids(run([{ type: 'tick', now: 30_999 }], s))).toEqual([1]);
    expect(ids(run([{ type: 'tick', now: 31_000 }], s))).toEqual([]);
  });

  it.each([
    ['same market, language and anchor', { MarketId: 100, Language: 'en', AnchorId: 5 }, []],
    ['another market', { MarketId: 101, Language: 'en', AnchorId: 5 }, [1]],
    ['another language', { MarketId: 100, Language: 'vn', AnchorId: 5 }, [1]],
    ['another anchor', { MarketId: 100, Language: 'en', AnchorId: 9 }, [1]],
    ['another match', { MatchId: 99, MarketId: 100, Language: 'en', AnchorId: 5 }, [1]],
  ] as const)('cancel: %s', (_n, c, want) => {
    expect(ids(run([{ type: 'push', item: base, now: 0 }, { type: 'cancel', ...c }]))).toEqual(want);
  });

  it('delete hides markets in the list only', () => {
    const s = run([{ type: 'push', item: base, now: 0 }, { type: 'push', item: { ...base, PromotedOddsId: 2, MarketId: 101 }, now: 0 }]);
    expect(ids(run([{ type: 'delete', MarketIds: [100, 555] }], s))).toEqual([2]);
    expect(run([{ type: 'delete', MarketIds: [7] }], s)).toBe(s);
  });

  it('loaded keeps the in-scope rows with their own countdown; refusal clears', () => {
    const s = run([{ type: 'loaded', now: 0, items: [base, { ...base, PromotedOddsId: 2, AnchorId: 77 }] }]);
    expect(ids(s)).toEqual([1]);
    expect(ids(run([{ type: 'allowed', allowed: false }], s))).toEqual([]);
  });
});
