import type { ServerResponse } from 'node:http';
import { FAST_MARKET_KEEPALIVE, FAST_MARKET_RETRY_DELAY_MS, HUB_KEEP_ALIVE_MS } from '@sideline/protocol';
import type { FastMarket, FastMarketMessage } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { parseJson } from '../../store/values';
import type { Selection } from '../betting/index';
import { openFastMarketRows, streamDropGenRow } from './store';

/** Tunables (tests shorten them). */
export interface StreamOptions {
  /** KEEPALIVE every this long (default 15 s). */
  keepAliveMs: number;
  /** How often a match with listeners is re-read from the database (default 1 s). */
  pollMs: number;
}

interface Watch {
  conns: Set<ServerResponse>;
  snapshot: Map<number, string>;
  markets: Map<number, FastMarket>;
  dropGen: number;
  timer: NodeJS.Timeout | null;
  busy: Promise<void> | null;
  again: boolean;
}

/** The open fast markets of a match as the SSE payload shows them (lowest id first). */
export async function openFastMarkets(store: Store, matchId: number): Promise<FastMarket[]> {
  const rows = await openFastMarketRows(store.db, matchId);
  return rows.map((r) => ({
    marketId: Number(r.id), betTypeName: r.bet_type_name,
    selections: parseJson<Selection[]>(r.selections_json, []).filter((s) => s.status === 'open')
      .map((s) => ({ key: s.key, keyName: s.keyName, point: r.point === null ? null : Number(r.point), oddsPrice: s.priceMilli / 1000 })),
  }));
}

async function dropGen(store: Store, matchId: number): Promise<number> {
  const row = await streamDropGenRow(store.db, matchId);
  return Number(row?.drop_gen ?? 0);
}

/** `data:` frame of a message event. */
export const sseMessage = (data: string): string => `data: ${data}\n\n`;

/**
 * This node's fast-market SSE connections, grouped by match. Nothing lives only here that
 * another node needs: each match with listeners is re-read from the database every `pollMs`
 * (and at once after a local change, `poke`), diffed against what its listeners were sent,
 * and the difference goes out as one `message` event `{ add, change, remove }`. The operator's
 * drop bumps a counter in the database, so every node ends that match's streams.
 */
export class FastMarketStreams {
  private readonly watches = new Map<number, Watch>();
  private keepAlive: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly store: Store, readonly options: StreamOptions = { keepAliveMs: HUB_KEEP_ALIVE_MS, pollMs: 1000 }) {}

  /** Number of open streams (of a match, or all). */
  count(matchId?: number): number {
    if (matchId !== undefined) return this.watches.get(matchId)?.conns.size ?? 0;
    let n = 0;
    for (const w of this.watches.values()) n += w.conns.size;
    return n;
  }

  /** Adds a stream: sends `retry` and the current markets as `add`, then every change. */
  async subscribe(matchId: number, res: ServerResponse): Promise<void> {
    let w = this.watches.get(matchId);
    if (!w) {
      w = { conns: new Set(), snapshot: new Map(), markets: new Map(), dropGen: await dropGen(this.store, matchId), timer: null, busy: null, again: false };
      this.watches.set(matchId, w);
      await this.refresh(matchId, w, false);
      w.timer = setInterval(() => this.poke(matchId), this.options.pollMs);
      w.timer.unref();
    }
    w.conns.add(res);
    res.write(`retry: ${FAST_MARKET_RETRY_DELAY_MS}\n\n`);
    const initial: FastMarketMessage = { add: [...w.markets.values()], change: [], remove: [] };
    res.write(sseMessage(JSON.stringify(initial)));
    res.on('close', () => this.unsubscribe(matchId, res));
    this.startKeepAlive();
  }

  private unsubscribe(matchId: number, res: ServerResponse): void {
    const w = this.watches.get(matchId);
    if (!w) return;
    w.conns.delete(res);
    if (w.conns.size === 0) {
      if (w.timer) clearInterval(w.timer);
      this.watches.delete(matchId);
    }
  }

  /** Re-read a match now (after a local change); serialised per match. */
  poke(matchId: number): void {
    const w = this.watches.get(matchId);
    if (!w || this.closed) return;
    if (w.busy) {
      w.again = true;
      return;
    }
    w.busy = this.refresh(matchId, w, true).catch(() => {}).finally(() => {
      w.busy = null;
      if (w.again) {
        w.again = false;
        this.poke(matchId);
      }
    });
  }

  private async refresh(matchId: number, w: Watch, send: boolean): Promise<void> {
    const gen = await dropGen(this.store, matchId);
    if (gen !== w.dropGen) {
      w.dropGen = gen;
      for (const res of [...w.conns]) res.end();
      return;
    }
    const markets = await openFastMarkets(this.store, matchId);
    const next = new Map(markets.map((m) => [m.marketId, JSON.stringify(m)]));
    const msg: FastMarketMessage = { add: [], change: [], remove: [] };
    for (const m of markets) {
      const before = w.snapshot.get(m.marketId);
      if (before === undefined) msg.add.push(m);
      else if (before !== next.get(m.marketId)) msg.change.push(m);
    }
    for (const id of w.snapshot.keys()) if (!next.has(id)) msg.remove.push(id);
    w.snapshot = next;
    w.markets = new Map(markets.map((m) => [m.marketId, m]));
    if (send && (msg.add.length || msg.change.length || msg.remove.length)) {
      const frame = sseMessage(JSON.stringify(msg));
      for (const res of w.conns) res.write(frame);
    }
  }

  private startKeepAlive(): void {
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => {
      const frame = sseMessage(FAST_MARKET_KEEPALIVE);
      for (const w of this.watches.values()) for (const res of w.conns) res.write(frame);
    }, this.options.keepAliveMs);
    this.keepAlive.unref();
  }

  /** Ends every stream (server shutdown). */
  close(): void {
    this.closed = true;
    if (this.keepAlive) clearInterval(this.keepAlive);
    for (const w of this.watches.values()) {
      if (w.timer) clearInterval(w.timer);
      for (const res of [...w.conns]) res.end();
    }
    this.watches.clear();
  }
}
