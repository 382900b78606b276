import { describe, expect, it, vi } from 'vitest';
import type { BetCard } from '@sideline/protocol';
import { betReducer, initialBetState } from '../quick-bet/betMachine';
import type { BetEvent, BetState, QuickBetTicket } from '../quick-bet/betMachine';
import { createBetCards, lineKey } from './betCards';

const card = (over: Partial<BetCard> = {}): BetCard => ({
  CardId: 7, MatchId: 51, CustomerId: 1001, Timestamp: 1000, MarketId: 5101, Key: 'h', State: 'open', Price: 2.1, ShownPrice: 2.1, Followers: 0, Version: 1, ...over,
});

function fakeHub() {
  const handlers = new Map<string, (p: BetCard) => void>();
  return {
    on: vi.fn((event: string, h: (p: BetCard) => void) => {
      handlers.set(event, h);
      return () => handlers.delete(event);
    }),
    push: (p: BetCard) => handlers.get('PushBetCard')?.(p),
  };
}

describe('the room\'s card store', () => {
  const scope = { matchId: 51, anchorLanguage: 'en', anchorId: 3, groupName: 'G' };
  it('loads the room\'s cards, then applies pushes by line; an older version never undoes a newer one', async () => {
    const hub = fakeHub();
    let answer!: (v: unknown) => void;
    const api = { callEnvelope: vi.fn((_call: unknown, _body: unknown) => new Promise((r) => { answer = r; })) };
    const cards = createBetCards({ api: api as never, hub: hub as never, scope });
    const start = cards.start();
    expect(api.callEnvelope.mock.calls[0]![1]).toEqual({ MatchId: 51, AnchorLanguage: 'en', AnchorId: 3, GroupName: 'G' });
    const seen = vi.fn();
    cards.subscribe(lineKey(1001, 1000), seen);
    // A push arrives before the list answers; the list's older copy is dropped.
    hub.push(card({ State: 'suspended', Version: 3 }));
    answer({ Code: 200, Result: { Cards: [card({ Version: 2 }), card({ CardId: 8, CustomerId: 1002, Timestamp: 2000 })] }, Error: null });
    await start;
    expect(cards.get(lineKey(1001, 1000))).toMatchObject({ State: 'suspended', Version: 3 });
    expect(cards.get(lineKey(1002, 2000))).toMatchObject({ CardId: 8 });
    expect(seen).toHaveBeenCalledTimes(1);
    hub.push(card({ State: 'won', Version: 4, Followers: 2 }));
    expect(cards.get('1001:1000')).toMatchObject({ State: 'won', Followers: 2 });
    expect(seen).toHaveBeenCalledTimes(2);
    // Another match's card is not this room's.
    expect(cards.apply(card({ MatchId: 52, Version: 9 }))).toBe(false);
    cards.stop();
    hub.push(card({ State: 'lost', Version: 5 }));
    expect(cards.get('1001:1000')).toMatchObject({ State: 'won' });
  });
});

describe('following a card at a moved price', () => {
  const ticket: QuickBetTicket = {
    FollowNickname: 'LuckyFan', SportType: 1, MarketId: 7, BetType: 1, BetTypeName: 'Handicap', MarketKey: 'h', OddsPrice: 2.1,
    KeyName: 'Reds', Point: -0.5, Language: 'en', PromotedOddsId: null, Recommend: false, CardId: 7,
  };
  const run = (events: BetEvent[], from: BetState = initialBetState) => events.reduce(betReducer, from);
  const placing = run([
    { type: 'open', ticket }, { type: 'quoted', quote: { price: 2.1, minBet: 1, maxBet: 500 } },
    { type: 'key', key: '2', balance: 100 }, { type: 'key', key: '0', balance: 100 }, { type: 'place', balance: 100 },
  ]);
  it('asks with both prices, keeping the stake, and bets again only on confirm at the new price', () => {
    const asking = betReducer(placing, { type: 'reprice', price: 1.95 });
    expect(asking).toMatchObject({ phase: 'confirm', reprice: { from: 2.1, to: 1.95 }, stake: '20', status: 'Init' });
    // Nothing else moves it while it asks: no keys, no second place.
    expect(betReducer(asking, { type: 'key', key: '5', balance: 100 })).toBe(asking);
    expect(betReducer(asking, { type: 'place', balance: 100 })).toBe(asking);
    expect(betReducer(asking, { type: 'confirm-price' })).toMatchObject({ phase: 'placing', price: 1.95, reprice: null, stake: '20' });
  });
  it('cancel shows the new price without betting', () => {
    const asking = betReducer(placing, { type: 'reprice', price: 1.95 });
    expect(betReducer(asking, { type: 'decline-price' })).toMatchObject({ phase: 'ready', price: 1.95, reprice: null, stake: '20' });
    expect(betReducer(initialBetState, { type: 'confirm-price' })).toBe(initialBetState);
  });
});
