import { describe, expect, it } from 'vitest';
import type { FastMarket } from '@sideline/protocol';
import { connectionReducer, initialConnection } from './connectionMachine';
import type { ConnectionEvent, ConnectionState } from './connectionMachine';
import { applyMarketMessage, displayedMarket, expireArrows, initialMarkets, modalAfter } from './marketsState';
import { emptyQueue, popupFor, settlementReducer, toSettlement } from './settlementQueue';

const run = (events: ConnectionEvent[], from: ConnectionState = initialConnection) => events.reduce(connectionReducer, from);

describe('connection: 3 retries at 1 s, then failed, then manual', () => {
  it.each([
    ['start', ['start'], 'connecting', 0],
    ['open', ['start', 'opened'], 'open', 0],
    ['drop → first retry', ['start', 'opened', 'error'], 'retrying', 1],
    ['retry timer → connecting', ['start', 'opened', 'error', 'retry'], 'connecting', 1],
    ['a retry that opens resets the count', ['start', 'opened', 'error', 'retry', 'opened'], 'open', 0],
    ['second retry', ['start', 'opened', 'error', 'retry', 'error'], 'retrying', 2],
    ['third retry', ['start', 'opened', 'error', 'retry', 'error', 'retry', 'error'], 'retrying', 3],
    ['third retry fails → failed', ['start', 'opened', 'error', 'retry', 'error', 'retry', 'error', 'retry', 'error'], 'failed', 3],
    ['errors after failed change nothing', ['start', 'error', 'retry', 'error', 'retry', 'error', 'retry', 'error', 'error'], 'failed', 3],
    ['manual from failed', ['start', 'error', 'retry', 'error', 'retry', 'error', 'retry', 'error', 'manual'], 'connecting', 0],
    ['manual then open', ['start', 'error', 'retry', 'error', 'retry', 'error', 'retry', 'error', 'manual', 'opened'], 'open', 0],
    ['close stops', ['start', 'opened', 'close', 'error', 'manual'], 'closed', 0],
    ['retry ignored when not retrying', ['start', 'retry'], 'connecting', 0],
  ] as [string, ConnectionEvent['type'][], string, number][])('%s', (_n, types, status, retries) => {
    expect(run(types.map((type) => ({ type }) as ConnectionEvent))).toEqual({ status, retries });
  });
});

const market = (id: number, home = 1.9, away = 1.9): FastMarket => ({
  marketId: id, betTypeName: 'Next 5 minutes', selections: [
    { key: 'h', keyName: 'Goal', point: null, oddsPrice: home },
    { key: 'a', keyName: 'No goal', point: null, oddsPrice: away },
  ],
});

describe('markets', () => {
  it('shows the lowest marketId; remove drops; change arrows for 3 s', () => {
    let s = applyMarketMessage(initialMarkets, { add: [market(9), market(4)], change: [], remove: [] }, 0);
    expect(displayedMarket(s)?.marketId).toBe(4);
    s = applyMarketMessage(s, { add: [], change: [market(4, 2.1, 1.7)], remove: [] }, 1000);
    const sel = displayedMarket(s)!.selections;
    expect(sel.map((x) => x.direction)).toEqual(['up', 'down']);
    expect(expireArrows(s, 3999)).toBe(s);
    expect(displayedMarket(expireArrows(s, 4000))!.selections.map((x) => x.direction)).toEqual([null, null]);
    s = applyMarketMessage(s, { add: [], change: [], remove: [4] }, 2000);
    expect(displayedMarket(s)?.marketId).toBe(9);
    expect(displayedMarket(applyMarketMessage(s, { add: [], change: [], remove: [9] }, 0))).toBeNull();
  });

  const none = initialMarkets;
  const one = applyMarketMessage(none, { add: [market(1)], change: [], remove: [] }, 0);
  const two = applyMarketMessage(one, { add: [market(2)], change: [], remove: [] }, 0);
  const second = applyMarketMessage(two, { add: [], change: [], remove: [1] }, 0);
  it.each([
    ['first market opens', { open: false, hiddenForSession: false }, none, one, false, true],
    ['first market stays closed when hidden for the session', { open: false, hiddenForSession: true }, none, one, false, false],
    ['another market does not open', { open: false, hiddenForSession: false }, one, two, false, false],
    ['displayed market removed opens', { open: false, hiddenForSession: false }, two, second, false, true],
    ['… except on horizontal layout', { open: false, hiddenForSession: false }, two, second, true, false],
    ['… or when hidden', { open: false, hiddenForSession: true }, two, second, false, false],
  ] as const)('modal: %s', (_n, modal, before, after, horizontal, open) => {
    expect(modalAfter(modal, before, after, horizontal).open).toBe(open);
    // Opened by itself: the modal then waits its turn and skips a round the viewer already saw.
    if (open) expect(modalAfter(modal, before, after, horizontal).byItself).toBe(true);
  });
});

describe('settlement queue', () => {
  const a = toSettlement({ Period: 1, SettleAmount: 25.5, IsShowProfitShareModal: true, IsShowWishCoinModal: false })!;
  const b = toSettlement({ Period: 2, SettlementPrice: -10, IsShowProfitShareModal: false, IsShowWishCoinModal: true })!;
  const c = toSettlement({ Period: 3, SettleAmount: 0, IsShowProfitShareModal: false, IsShowWishCoinModal: true })!;
  it('one at a time, in order', () => {
    let q = [a, b, c].reduce((acc, settlement) => settlementReducer(acc, { type: 'push', settlement }), emptyQueue);
    expect(q.current).toBe(a);
    q = settlementReducer(q, { type: 'done' });
    expect(q.current).toBe(b);
    q = settlementReducer(q, { type: 'done' });
    expect(q.current).toBe(c);
    q = settlementReducer(q, { type: 'done' });
    expect(q).toEqual(emptyQueue);
    expect(settlementReducer(q, { type: 'done' })).toBe(q);
  });
  it.each([[a, 'profit-share'], [b, 'wish-coin'], [c, 'wish-coin']] as const)('popup for %j is %s', (s, popup) => {
    expect(popupFor(s)).toBe(popup);
  });
  it('rejects what is not a settlement', () => {
    expect(toSettlement(null)).toBeNull();
    expect(toSettlement({ Period: 1 })).toBeNull();
    expect(b.amount).toBe(-10);
  });
});
