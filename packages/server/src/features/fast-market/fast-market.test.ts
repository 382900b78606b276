import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import type { FastMarketMessage } from '@sideline/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { officialClient, waitFor } from '../../realtime/signalr/testing';
import { ANCHOR, MATCH, call, operator } from '../betting/betting.testing';
import { FAST_MARKET_OPERATOR } from './plugin';
import { fastMarketStreams } from './runtime';
import { NON_PAGE_CSP } from '../../http/headers';

/** A streaming SSE reader over fetch: collects `data:` payloads, knows when the server ended. */
class SseClient {
  data: string[] = [];
  ended = false;
  status = 0;
  headers: Headers | null = null;
  private ctrl = new AbortController();

  async open(url: string): Promise<this> {
    const res = await fetch(url, { signal: this.ctrl.signal, headers: { Accept: 'text/event-stream' } });
    this.status = res.status;
    this.headers = res.headers;
    if (res.status !== 200 || !res.body) {
      this.ended = true;
      return this;
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buf += decoder.decode(value, { stream: true });
          let i: number;
          while ((i = buf.indexOf('\n\n')) !== -1) {
            const frame = buf.slice(0, i);
            buf = buf.slice(i + 2);
            for (const line of frame.split('\n')) if (line.startsWith('data: ')) this.data.push(line.slice(6));
          }
        }
      } catch { /* aborted */ }
      this.ended = true;
    })();
    return this;
  }

  messages(): FastMarketMessage[] {
    return this.data.filter((d) => d !== 'KEEPALIVE').map((d) => JSON.parse(d) as FastMarketMessage);
  }

  close(): void {
    this.ctrl.abort();
  }
}

let t: TestApp;
let base: string;
let member: string;
let hub: HubConnection;
/** A second member (vip5, 1002) in the same chat room and in their own member group. */
let other: HubConnection;
let otherToken: string;
const settlements: Array<Record<string, unknown>> = [];
const otherSettlements: Array<Record<string, unknown>> = [];
const clients: SseClient[] = [];

const streamUrl = async (token: string) => {
  const r = await t.app.inject({ method: 'GET', url: `/FastMarket/GetStreamUrl?MatchId=${MATCH}&Token=${token}&Language=en`, headers: { Token: token, MatchId: String(MATCH) } });
  return { status: r.statusCode, url: r.json().Result?.Url as string | undefined };
};
const connect = async (url: string) => {
  const c = await new SseClient().open(`${base}${url}`);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  t = await makeTestApp();
  fastMarketStreams(t.app.sideline).options.keepAliveMs = 150;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  member = await t.login('member');
  hub = officialClient(`${base}/chatroomhub`, 'skip');
  hub.on('PushFastMarketSettlement', (p: Record<string, unknown>) => settlements.push(p));
  await hub.start();
  await hub.invoke('AddChatRoomGroup', MATCH, 'en', ANCHOR, 'Licensee4283400', member, '', true);
  expect(await hub.invoke('AddMemberGroup', member, null)).toMatchObject({ Group: 'Licensee4283400:member:1001' });
  otherToken = await t.login('vip5');
  other = officialClient(`${base}/chatroomhub`, 'skip');
  other.on('PushFastMarketSettlement', (p: Record<string, unknown>) => otherSettlements.push(p));
  await other.start();
  await other.invoke('AddChatRoomGroup', MATCH, 'en', ANCHOR, 'Licensee4283400', otherToken, '', true);
  expect(await other.invoke('AddMemberGroup', otherToken, null)).toMatchObject({ Group: 'Licensee4283400:member:1002' });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await hub?.stop();
  await other?.stop();
  await t.close();
});

describe('fast-market stream', () => {
  it('gives a signed stream URL, refused for site 99, and refuses bad tokens', async () => {
    const { status, url } = await streamUrl(member);
    expect(status).toBe(200);
    expect(url).toMatch(/^\/FastMarket\/Stream\?MatchId=51230001&Token=fm\.1001\.4283400\.51230001\.\d+\.[\w-]+&Language=en$/);
    expect((await streamUrl(await t.login('coin-member'))).status).toBe(403);
    expect((await connect(`/FastMarket/Stream?MatchId=${MATCH}&Token=forged&Language=en`)).status).toBe(401);
    expect((await connect(url!.replace(`MatchId=${MATCH}`, 'MatchId=51230002'))).status).toBe(403);
  });

  it('streams add, change and remove as message events, with KEEPALIVE and SSE headers', async () => {
    const sse = await connect((await streamUrl(member)).url!);
    expect(sse.status).toBe(200);
    expect(sse.headers?.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(sse.headers?.get('cache-control')).toBe('no-cache, no-transform');
    // Hijacked past the onSend hook, the stream still carries the security headers (issue 14).
    expect(sse.headers?.get('x-content-type-options')).toBe('nosniff');
    expect(sse.headers?.get('content-security-policy')).toBe(NON_PAGE_CSP);
    await waitFor(() => sse.messages().length === 1);
    expect(sse.messages()[0]).toEqual({ add: [], change: [], remove: [] });

    const round = (await operator(t.app, 'POST', FAST_MARKET_OPERATOR.openRound, { MatchId: MATCH })).body.Result as { Period: number; MarketIds: number[] };
    await waitFor(() => sse.messages().length === 2);
    const added = sse.messages()[1]!;
    expect(added.add.map((m) => m.marketId)).toEqual(round.MarketIds);
    expect(added.add[0]).toMatchObject({ betTypeName: 'Next 5 Minutes - Goal', selections: [{ key: '2', keyName: 'Goal', point: null }, { key: '-2', keyName: 'No Goal', point: null }] });
    // Every goal type of the mapping (schedule spec section 9) has its market, named from it.
    expect(added.add.map((m) => m.selections.map((x) => x.key))).toEqual([['2', '-2'], ['4', '-4'], ['8', '-8'], ['16', '-16'], ['32', '-32'], ['128', '-128']]);
    expect(added.add[5]).toMatchObject({ betTypeName: 'Next 5 Minutes - Penalty', selections: [{ keyName: 'Penalty' }, { keyName: 'No Penalty' }] });

    await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: round.MarketIds[0], Prices: { '2': 4.2 } });
    await waitFor(() => sse.messages().length === 3, 5000);
    expect(sse.messages()[2]!.change).toEqual([expect.objectContaining({ marketId: round.MarketIds[0], selections: expect.arrayContaining([expect.objectContaining({ key: '2', oddsPrice: 4.2 })]) })]);

    await waitFor(() => sse.data.includes('KEEPALIVE'));

    // A member bets on the round; settling pays the winner and pushes the settlement to them.
    const bet = await call(t.app, 'POST', '/PlaceBet', member, {
      PromotedOddsId: null, SportType: 1, MarketId: round.MarketIds[0], OddsPrice: 4.2, Point: null, MarketKey: '2', Stake: 10,
      AnchorId: ANCHOR, AnchorLanguage: 'en', SiteName: 'x', MatchId: MATCH, BetType: 222, Recommend: false,
    }, { 'Idempotency-Key': 'fm-bet-1' });
    expect(bet.body.Result).toMatchObject({ IsPlaceBetSuccess: true, Balance: 990 });
    const settled = await operator(t.app, 'POST', FAST_MARKET_OPERATOR.settleRound, { MatchId: MATCH, Outcome: { [String(round.MarketIds[0])]: '2' } });
    expect(settled.body.Result).toMatchObject({ Period: round.Period, Settlements: [{ CustomerId: 1001, SettleAmount: 32, SettlementPrice: 42 }] });
    await waitFor(() => sse.messages().some((m) => m.remove.length === round.MarketIds.length));
    expect(sse.messages().find((m) => m.remove.length)!.remove).toEqual(round.MarketIds);
    await waitFor(() => settlements.length === 1);
    expect(settlements[0]).toEqual({ CustomerId: 1001, MatchId: MATCH, Period: round.Period, SettleAmount: 32, SettlementPrice: 42, IsShowProfitShareModal: true, IsShowWishCoinModal: false });
    const balance = (await call(t.app, 'POST', '/GetBalance', member, { EnableSingleWallet: false })).body.Result as { BalanceList: Array<{ Balance: number }> };
    expect(balance.BalanceList[0]!.Balance).toBe(1032);
    // A settled round's market cannot be bet any more.
    const late = await call(t.app, 'POST', '/PlaceBet', member, {
      PromotedOddsId: null, SportType: 1, MarketId: round.MarketIds[1], OddsPrice: 1.8, Point: null, MarketKey: '4', Stake: 10,
      AnchorId: ANCHOR, AnchorLanguage: 'en', SiteName: 'x', MatchId: MATCH, BetType: 222, Recommend: false,
    }, { 'Idempotency-Key': 'fm-bet-2' });
    expect((late.body.Result?.ErrorResult as { ErrorCode: string }).ErrorCode).toBe('B016');
    sse.close();
  });

  it('the operator drop ends every stream of the match; refused retries fail until a fresh connect works', async () => {
    const { url } = await streamUrl(member);
    const a = await connect(url!);
    const b = await connect(url!);
    await waitFor(() => a.data.length > 0 && b.data.length > 0 && fastMarketStreams(t.app.sideline).count(MATCH) === 2);
    const drop = await operator(t.app, 'POST', FAST_MARKET_OPERATOR.dropStreams, { MatchId: MATCH, RefuseForMs: 60_000 });
    expect(drop.body.Result).toMatchObject({ MatchId: MATCH, DroppedOnThisNode: 2 });
    await waitFor(() => a.ended && b.ended);
    // Three retries (as the widget makes them) are refused while the operator says so.
    for (let i = 0; i < 3; i++) expect((await connect(url!)).status).toBe(503);
    await operator(t.app, 'POST', FAST_MARKET_OPERATOR.dropStreams, { MatchId: MATCH, RefuseForMs: 0 });
    // A manual reconnect fetches a new URL and works.
    const again = await connect((await streamUrl(member)).url!);
    expect(again.status).toBe(200);
    await waitFor(() => again.messages().length === 1);
    again.close();
  });

  it('a losing round settles with a negative amount (wish-coin modal)', async () => {
    const round = (await operator(t.app, 'POST', FAST_MARKET_OPERATOR.openRound, { MatchId: MATCH })).body.Result as { MarketIds: number[] };
    const markets = (await operator(t.app, 'GET', `/Operator/Markets?MatchId=${MATCH}`)).body.Result as { Markets: Array<{ MarketId: number; Selections: Array<{ Key: string; Price: number }> }> };
    const m = markets.Markets.find((x) => x.MarketId === round.MarketIds[1])!;
    const bet = await call(t.app, 'POST', '/PlaceBet', member, {
      PromotedOddsId: null, SportType: 1, MarketId: m.MarketId, OddsPrice: m.Selections[0]!.Price, Point: null, MarketKey: m.Selections[0]!.Key, Stake: 5,
      AnchorId: ANCHOR, AnchorLanguage: 'en', SiteName: 'x', MatchId: MATCH, BetType: 222, Recommend: false,
    }, { 'Idempotency-Key': 'fm-bet-3' });
    expect(bet.body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    await operator(t.app, 'POST', FAST_MARKET_OPERATOR.settleRound, { MatchId: MATCH, Outcome: { [String(m.MarketId)]: m.Selections[1]!.Key } });
    await waitFor(() => settlements.length === 2);
    expect(settlements[1]).toMatchObject({ CustomerId: 1001, SettleAmount: -5, SettlementPrice: 0, IsShowProfitShareModal: false, IsShowWishCoinModal: true });
  });
});

describe('settlements reach only the bettor (member groups)', () => {
  const bet = (token: string, marketId: number, key: string, price: number, idem: string) => call(t.app, 'POST', '/PlaceBet', token, {
    PromotedOddsId: null, SportType: 1, MarketId: marketId, OddsPrice: price, Point: null, MarketKey: key, Stake: 5,
    AnchorId: ANCHOR, AnchorLanguage: 'en', SiteName: 'x', MatchId: MATCH, BetType: 222, Recommend: false,
  }, { 'Idempotency-Key': idem });

  it("a second member in the same room never receives the first member's settlement, and gets their own", async () => {
    const before = settlements.length;
    const otherBefore = otherSettlements.length;
    const round = (await operator(t.app, 'POST', FAST_MARKET_OPERATOR.openRound, { MatchId: MATCH })).body.Result as { MarketIds: number[] };
    const markets = (await operator(t.app, 'GET', `/Operator/Markets?MatchId=${MATCH}`)).body.Result as { Markets: Array<{ MarketId: number; Selections: Array<{ Key: string; Price: number }> }> };
    const m = markets.Markets.find((x) => x.MarketId === round.MarketIds[0])!;
    const s0 = m.Selections[0]!;
    // Only the first member bets; both sit in the same chat room.
    expect((await bet(member, m.MarketId, s0.Key, s0.Price, 'fm-iso-1')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    await operator(t.app, 'POST', FAST_MARKET_OPERATOR.settleRound, { MatchId: MATCH, Outcome: { [String(m.MarketId)]: s0.Key } });
    await waitFor(() => settlements.length === before + 1);
    // A chat message published after the settlement reaches the second member: had the
    // settlement gone to the room, it would have arrived first (one group stream, in order).
    const seen: string[] = [];
    other.on('MessagePush', (p: { Message?: string }) => seen.push(String(p?.Message)));
    const chat = await call(t.app, 'POST', '/MessagePush', otherToken, {
      Nickname: 'GoldenBoot', FollowNickname: null, Message: 'after the settlement', Type: 1, Color: 1, MatchId: MATCH, AnchorLanguage: 'en',
      SiteName: 'x', IsAllowSendMessage: true, CurrencyId: 1, GroupName: 'Licensee4283400', AnchorId: ANCHOR,
    });
    expect(chat.status).toBe(200);
    await waitFor(() => seen.includes('after the settlement'));
    expect(otherSettlements.length).toBe(otherBefore);
    expect(settlements[before]).toMatchObject({ CustomerId: 1001, MatchId: MATCH });

    // The second member's own bet settles to them only.
    const round2 = (await operator(t.app, 'POST', FAST_MARKET_OPERATOR.openRound, { MatchId: MATCH })).body.Result as { MarketIds: number[] };
    const m2 = ((await operator(t.app, 'GET', `/Operator/Markets?MatchId=${MATCH}`)).body.Result as typeof markets).Markets.find((x) => x.MarketId === round2.MarketIds[0])!;
    expect((await bet(otherToken, m2.MarketId, m2.Selections[0]!.Key, m2.Selections[0]!.Price, 'fm-iso-2')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
    await operator(t.app, 'POST', FAST_MARKET_OPERATOR.settleRound, { MatchId: MATCH, Outcome: { [String(m2.MarketId)]: m2.Selections[1]!.Key } });
    await waitFor(() => otherSettlements.length === otherBefore + 1);
    expect(otherSettlements[otherBefore]).toMatchObject({ CustomerId: 1002, SettleAmount: -5, IsShowWishCoinModal: true });
    expect(settlements.length).toBe(before + 1);
  });

  it("a forged join to another member's group is refused", async () => {
    const intruder = officialClient(`${base}/chatroomhub`, 'skip');
    const leaked: unknown[] = [];
    intruder.on('PushFastMarketSettlement', (p: unknown) => leaked.push(p));
    await intruder.start();
    try {
      // Naming the other member (or their group) is not an argument the method takes.
      await expect(intruder.invoke('AddMemberGroup', otherToken, null, 1001)).rejects.toThrow(/error on the server/);
      await expect(intruder.invoke('AddMemberGroup', 'Licensee4283400:member:1001', null)).rejects.toThrow(/unauthorized/);
      // Forged, anonymous or revoked tokens get no member group.
      await expect(intruder.invoke('AddMemberGroup', 'forged-forged-forged-forged', null)).rejects.toThrow(/unauthorized/);
      await expect(intruder.invoke('AddMemberGroup', await t.anonymous(), null)).rejects.toThrow(/unauthorized/);
      // With its own token the connection lands in its own group, whatever else it hopes for.
      expect(await intruder.invoke('AddMemberGroup', otherToken, { Seq: 0, Epoch: 'x' })).toMatchObject({ Group: 'Licensee4283400:member:1002' });
      const before = settlements.length;
      const round = (await operator(t.app, 'POST', FAST_MARKET_OPERATOR.openRound, { MatchId: MATCH })).body.Result as { MarketIds: number[] };
      const m = ((await operator(t.app, 'GET', `/Operator/Markets?MatchId=${MATCH}`)).body.Result as { Markets: Array<{ MarketId: number; Selections: Array<{ Key: string; Price: number }> }> }).Markets.find((x) => x.MarketId === round.MarketIds[0])!;
      expect((await bet(member, m.MarketId, m.Selections[0]!.Key, m.Selections[0]!.Price, 'fm-iso-3')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
      await operator(t.app, 'POST', FAST_MARKET_OPERATOR.settleRound, { MatchId: MATCH, Outcome: { [String(m.MarketId)]: m.Selections[0]!.Key } });
      await waitFor(() => settlements.length === before + 1);
      // The intruder's own group stream is still in order: a settlement to 1002 arrives and nothing of 1001's before it.
      const round2 = (await operator(t.app, 'POST', FAST_MARKET_OPERATOR.openRound, { MatchId: MATCH })).body.Result as { MarketIds: number[] };
      const m2 = ((await operator(t.app, 'GET', `/Operator/Markets?MatchId=${MATCH}`)).body.Result as { Markets: Array<{ MarketId: number; Selections: Array<{ Key: string; Price: number }> }> }).Markets.find((x) => x.MarketId === round2.MarketIds[0])!;
      expect((await bet(otherToken, m2.MarketId, m2.Selections[0]!.Key, m2.Selections[0]!.Price, 'fm-iso-4')).body.Result).toMatchObject({ IsPlaceBetSuccess: true });
      await operator(t.app, 'POST', FAST_MARKET_OPERATOR.settleRound, { MatchId: MATCH, Outcome: { [String(m2.MarketId)]: m2.Selections[0]!.Key } });
      await waitFor(() => leaked.length === 1);
      expect(leaked).toEqual([expect.objectContaining({ CustomerId: 1002 })]);
    } finally {
      await intruder.stop();
    }
  });
});
