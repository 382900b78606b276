import { sql } from 'kysely';
import type { Store } from '../../store/types';
import { planChannel } from './channels';

/** One UTC day in ms. */
export const DAY_MS = 86_400_000;
/** How often a node writes what it served (reports flush their own node first). */
export const TRAFFIC_FLUSH_MS = 10_000;
/** Name counted for a segment asked for without a (valid) channel. */
export const UNKNOWN_CHANNEL = 'unknown';

interface Tally {
  dayStart: number;
  channel: string;
  requests: number;
  bytes: number;
}

/**
 * HLS bytes served per UTC day and channel. Each segment served adds to a tally in memory
 * (no database write per segment); `flush` adds the tallies to `hls_traffic` with one upsert per
 * day and channel (`bytes = bytes + excluded.bytes`), so every node adds its own share and the
 * table holds the sum over all nodes. A failed flush puts its tallies back.
 */
export class TrafficCounter {
  private tallies = new Map<string, Tally>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly store: Store) {}

  /** Counts one segment of `bytes` served on `channel` (an unknown or missing name counts as 'unknown'). */
  add(channel: string | undefined, bytes: number, now: number): void {
    const name = channel && planChannel(channel, 1) ? channel : UNKNOWN_CHANNEL;
    this.merge({ dayStart: Math.floor(now / DAY_MS) * DAY_MS, channel: name, requests: 1, bytes });
  }

  /** Writes the tallies (flushes run one after another, never twice for the same bytes). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write(), () => this.write());
    return this.flushing;
  }

  private merge(t: Tally): void {
    const key = `${t.dayStart}|${t.channel}`;
    const held = this.tallies.get(key);
    if (held) {
      held.requests += t.requests;
      held.bytes += t.bytes;
    } else {
      this.tallies.set(key, { ...t });
    }
  }

  private async write(): Promise<void> {
    if (this.tallies.size === 0) return;
    const batch = [...this.tallies.values()];
    this.tallies = new Map();
    let written = 0;
    try {
      for (const t of batch) {
        await this.store.db.insertInto('hls_traffic')
          .values({ day_start: t.dayStart, channel: t.channel, requests: t.requests, bytes: t.bytes })
          .onConflict((oc) => oc.columns(['day_start', 'channel']).doUpdateSet({
            requests: sql<number>`hls_traffic.requests + excluded.requests`,
            bytes: sql<number>`hls_traffic.bytes + excluded.bytes`,
          }))
          .execute();
        written += 1;
      }
    } catch (err) {
      // What was not written goes back for the next flush (what was written stays written once).
      for (const t of batch.slice(written)) this.merge(t);
      throw err;
    }
  }
}

const counters = new WeakMap<Store, TrafficCounter>();

/** The node's counter for a store (the HLS routes add to it, the reports flush it before reading). */
export function trafficCounterFor(store: Store): TrafficCounter {
  let c = counters.get(store);
  if (!c) {
    c = new TrafficCounter(store);
    counters.set(store, c);
  }
  return c;
}
