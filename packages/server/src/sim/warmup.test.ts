import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { warmUpDemoWorld } from './warmup';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => t.close());

describe('demo warm-up (issue 16 item 34: the demo world is alive from the first minute)', () => {
  it('bots rank on the leaderboard, have settled bets and wheel records, all through the real API', async () => {
    const db = t.app.sideline.store.db;
    const board = async () => (await t.app.inject({ method: 'GET', url: '/GetLeaderBoard?CurrencyId=1' })).json().Result.LeaderBoardResult as unknown[];
    expect(await board()).toEqual([]);

    const done = await warmUpDemoWorld(t.app, 'test');
    expect(done).toMatchObject({ gifts: 5, spins: 5, bets: 5 });
    expect(done.settledRounds).toBeGreaterThan(0);

    expect((await board()).length).toBeGreaterThan(0);
    const settled = await db.selectFrom('bets').select(['customer_id', 'status']).where('status', 'in', ['won', 'lost']).execute();
    expect(settled.length).toBe(5);
    expect((await db.selectFrom('wheel_draws').select('customer_id').execute()).length).toBe(5);
    // Each effect moved the bots' money through the wallet ledger (gift, wheel, bet).
    const reasons = new Set((await db.selectFrom('ledger').select('reason').where('customer_id', '>=', 2001).execute()).map((r) => r.reason));
    expect([...reasons]).toEqual(expect.arrayContaining(['gift', 'wheel', 'bet']));
  });
});
