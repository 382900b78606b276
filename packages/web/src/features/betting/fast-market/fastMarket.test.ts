import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../shared/realtime/testing';
import { createFastMarket } from './fastMarket';
import type { StreamHandlers } from './stream';

function setup(opts: { horizontal?: boolean } = {}) {
  const clock = new FakeClock();
  const streams: { url: string; h: StreamHandlers; closed: boolean }[] = [];
  let urlCalls = 0;
  let refuse = false;
  const handlers = new Map<string, (...a: unknown[]) => void>();
  const fm = createFastMarket({
    api: {
      callEnvelope: (async () => {
        urlCalls++;
        return { Code: 200, Result: { Url: `/FastMarket/Stream?MatchId=1&Token=t${urlCalls}&Language=en` }, Error: null };
      }) as never,
    },
    hub: { on: (e, h) => { handlers.set(e, h); return () => handlers.delete(e); } },
    clock,
    scope: { matchId: 1, token: 'tok', language: 'en', customerId: 42, horizontal: opts.horizontal ?? false },
    openStream: (url, h) => {
      const s = { url, h, closed: false };
      streams.push(s);
      // Refused streams fail right after opening is attempted.
      queueMicrotask(() => (refuse ? h.onError() : h.onOpen()));
      return { close: () => { s.closed = true; } };
    },
  });
  return { clock, fm, streams, handlers, urlCalls: () => urlCalls, setRefuse: (v: boolean) => { refuse = v; } };
}

const msg = (o: object) => JSON.stringify({ add: [], change: [], remove: [], ...o });
const market = (id: number, price = 1.9) => ({ marketId: id, betTypeName: 'Next 5 minutes', selections: [{ key: '2', keyName: 'Goal', point: null, oddsPrice: price }] });

describe('fast market stream', () => {
  it('opens, applies add/change/remove, ignores KEEPALIVE, opens the modal on the first market', async () => {
    const { clock, fm, streams } = setup();
    fm.start();
    await clock.advance(0);
    expect(fm.getSnapshot().connection.status).toBe('open');
    expect(streams[0]!.url).toBe('/FastMarket/Stream?MatchId=1&Token=t1&Language=en');
    streams[0]!.h.onMessage('KEEPALIVE');
    expect(fm.getSnapshot().modal.open).toBe(false);
    streams[0]!.h.onMessage(msg({ add: [market(5), market(3)] }));
    expect(fm.getSnapshot().markets.markets.map((m) => m.marketId)).toEqual([3, 5]);
    expect(fm.getSnapshot().modal.open).toBe(true);
    streams[0]!.h.onMessage(msg({ change: [market(3, 2.2)] }));
    expect(fm.getSnapshot().markets.markets[0]!.selections[0]!.direction).toBe('up');
    await clock.advance(3000);
    expect(fm.getSnapshot().markets.markets[0]!.selections[0]!.direction).toBeNull();
    streams[0]!.h.onMessage('{not json');
    streams[0]!.h.onMessage(JSON.stringify({ result: { add: [], change: [], remove: [3] } }));
    expect(fm.getSnapshot().markets.markets.map((m) => m.marketId)).toEqual([5]);
  });

  it('keeps the last 100 messages (schedule spec section 9) and names options by the goal-type mapping', async () => {
    const { clock, fm, streams } = setup();
    fm.start();
    await clock.advance(0);
    const penalty = { marketId: 9, betTypeName: 'Next 5 minutes', selections: [{ key: '128', keyName: '', point: null, oddsPrice: 9 }, { key: '-128', keyName: '', point: null, oddsPrice: 1.05 }] };
    streams[0]!.h.onMessage(msg({ add: [penalty] }));
    expect(fm.getSnapshot().markets.markets[0]!.selections.map((s) => s.keyName)).toEqual(['Penalty', 'No Penalty']);
    for (let i = 0; i < 120; i++) streams[0]!.h.onMessage(msg({ change: [{ ...penalty, selections: [{ ...penalty.selections[0]!, oddsPrice: 9 + i / 100 }] }] }));
    streams[0]!.h.onMessage('KEEPALIVE');
    const history = fm.getSnapshot().history;
    expect(history).toHaveLength(100);
    expect(history[99]!.change[0]!.selections[0]!.oddsPrice).toBe(9 + 119 / 100);
    expect(history[0]!.change[0]!.selections[0]!.oddsPrice).toBe(9 + 20 / 100);
  });

  it('a dropped stream retries 3 times 1 s apart, then fails; a manual reconnect fetches a new URL after 1 s', async () => {
    const { clock, fm, streams, setRefuse, urlCalls } = setup();
    fm.start();
    await clock.advance(0);
    streams[0]!.h.onMessage(msg({ add: [market(1)] }));
    setRefuse(true);
    streams[0]!.h.onError();
    expect(fm.getSnapshot().connection).toEqual({ status: 'retrying', retries: 1 });
    await clock.advance(999);
    expect(streams).toHaveLength(1);
    await clock.advance(1);
    expect(streams).toHaveLength(2);
    expect(fm.getSnapshot().connection).toEqual({ status: 'retrying', retries: 2 });
    await clock.advance(1000);
    expect(fm.getSnapshot().connection).toEqual({ status: 'retrying', retries: 3 });
    await clock.advance(1000);
    expect(streams).toHaveLength(4);
    expect(fm.getSnapshot().connection).toEqual({ status: 'failed', retries: 3 });
    await clock.advance(10_000);
    expect(streams).toHaveLength(4);
    expect(urlCalls()).toBe(1); // automatic retries reuse the URL

    setRefuse(false);
    fm.reconnect();
    expect(fm.getSnapshot().connection.status).toBe('connecting');
    await clock.advance(999);
    expect(streams).toHaveLength(4);
    await clock.advance(1);
    expect(urlCalls()).toBe(2);
    expect(streams[4]!.url).toContain('Token=t2');
    expect(fm.getSnapshot().connection).toEqual({ status: 'open', retries: 0 });
    // The list was cleared on reconnect.
    expect(fm.getSnapshot().markets.markets).toEqual([]);
  });

  it('queues this customer’s settlements one at a time; hidden after a wheel stop', async () => {
    const { clock, fm, handlers, streams } = setup();
    fm.start();
    await clock.advance(0);
    const push = handlers.get('PushFastMarketSettlement')!;
    push({ CustomerId: 7, MatchId: 1, Period: 1, SettleAmount: 5, IsShowProfitShareModal: true, IsShowWishCoinModal: false });
    push({ CustomerId: 42, MatchId: 1, Period: 1, SettleAmount: 5, IsShowProfitShareModal: true, IsShowWishCoinModal: false });
    push({ CustomerId: 42, MatchId: 1, Period: 2, SettleAmount: -3, IsShowProfitShareModal: false, IsShowWishCoinModal: true });
    expect(fm.getSnapshot().settlements.current?.Period).toBe('1');
    fm.settlementDone();
    expect(fm.getSnapshot().settlements.current?.amount).toBe(-3);
    fm.hide();
    expect(fm.getSnapshot()).toMatchObject({ hidden: true, modal: { open: false } });
    expect(streams[0]!.closed).toBe(true);
    fm.openModal();
    expect(fm.getSnapshot().modal.open).toBe(false);
  });

  it('hide for the session keeps it closed when markets come', async () => {
    const { clock, fm, streams } = setup();
    fm.start();
    await clock.advance(0);
    fm.hideForSession();
    streams[0]!.h.onMessage(msg({ add: [market(1)] }));
    expect(fm.getSnapshot().modal.open).toBe(false);
  });
});
