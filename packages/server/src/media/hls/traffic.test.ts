import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../store/store';
import type { Store } from '../../store/types';
import { featureMigrations } from '../../features/index';
import { DAY_MS, TrafficCounter, UNKNOWN_CHANNEL } from './traffic';

let store: Store;
beforeEach(async () => { store = await openStore(':memory:', { migrations: featureMigrations }); });
afterEach(async () => store.close());

const rows = () => store.db.selectFrom('hls_traffic').selectAll().orderBy('day_start').orderBy('channel').execute();

describe('HLS traffic counter', () => {
  it('adds the tallies of two nodes into one row per day and channel, writing each byte once', async () => {
    const day = 20_000 * DAY_MS;
    const a = new TrafficCounter(store);
    const b = new TrafficCounter(store);
    a.add('match-51230001-vn', 1000, day + 5);
    a.add('match-51230001-vn', 500, day + 6);
    b.add('match-51230001-vn', 250, day + 7);
    b.add('programme-7003', 100, day + DAY_MS); // the next day
    a.add('../../etc/passwd', 9, day);
    a.add(undefined, 1, day);
    await Promise.all([a.flush(), b.flush(), a.flush()]);
    await a.flush();
    expect((await rows()).map((r) => [Number(r.day_start), r.channel, Number(r.requests), Number(r.bytes)])).toEqual([
      [day, 'match-51230001-vn', 3, 1750],
      [day, UNKNOWN_CHANNEL, 2, 10],
      [day + DAY_MS, 'programme-7003', 1, 100],
    ]);
  });

  it('keeps what a failed flush could not write for the next one', async () => {
    const c = new TrafficCounter(store);
    c.add('video-51230001', 64, 0);
    await store.db.schema.alterTable('hls_traffic').renameTo('hls_traffic_away').execute();
    await expect(c.flush()).rejects.toThrow();
    await store.db.schema.alterTable('hls_traffic_away').renameTo('hls_traffic').execute();
    c.add('video-51230001', 36, 1);
    await c.flush();
    expect((await rows()).map((r) => [r.channel, Number(r.requests), Number(r.bytes)])).toEqual([['video-51230001', 2, 100]]);
  });
});
