import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { bettingRuntime } from '../features/betting/index';
import { seededRandom } from '../features/betting/index';
import { markets } from '../features/betting/betting.testing';
import { currentRound, ROUND_MS } from '../features/fast-market/index';
import { isWheelOn } from '../features/wheel/index';
import { startBettingSim } from './betting';
import type { BettingSim } from './betting';

let t: TestApp;
let sim: BettingSim;
let now = Date.UTC(2026, 0, 1, 12);

beforeAll(async () => {
  t = await makeTestApp();
  const rt = bettingRuntime(t.app.sideline);
  rt.now = () => now;
  rt.random = seededRandom(42);
  // Long periods: the test drives the ticks itself with the fake clock.
  sim = startBettingSim(t.app, { oddsEveryMs: 3_600_000, roundsEveryMs: 3_600_000, promotedEveryMs: 3_600_000, wheelEveryMs: 3_600_000, matchEventsEveryMs: 3_600_000 });
});
afterAll(async () => {
  sim.stop();
  await t.close();
});

describe('betting sim', () => {
  it('moves the odds of running matches', async () => {
    const before = JSON.stringify(await markets(t.app));
    for (let i = 0; i < 3; i++) await sim.tickOdds();
    expect(JSON.stringify(await markets(t.app))).not.toBe(before);
  });

  it('opens a fast-market round per running match and settles it after five minutes', async () => {
    await sim.tickRounds();
    const first = await currentRound(t.app.sideline.store, 51230001);
    expect(first).toMatchObject({ Period: 1, ClosesAt: now + ROUND_MS });
    now += ROUND_MS - 1;
    await sim.tickRounds();
    expect((await currentRound(t.app.sideline.store, 51230001))?.Period).toBe(1);
    now += 1;
    await sim.tickRounds();
    expect((await currentRound(t.app.sideline.store, 51230001))?.Period).toBe(2);
    const settled = await t.app.sideline.store.db.selectFrom('fm_rounds').select('status').where('match_id', '=', 51230001).where('period', '=', 1).executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
  });

  it('pushes promoted odds that count down', async () => {
    await sim.tickPromoted();
    const rows = await t.app.sideline.store.db.selectFrom('promoted_odds').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.expires_at) - now).toBe(45_000);
  });

  it('closes the wheel for a while and opens it again', async () => {
    const rt = bettingRuntime(t.app.sideline);
    rt.random = () => 0.1;
    await sim.tickWheel();
    expect(await isWheelOn(t.app.sideline.store, 301)).toBe(false);
    now += 20_000;
    await sim.tickWheel();
    expect(await isWheelOn(t.app.sideline.store, 301)).toBe(true);
  });

  it('reopens the wheel when its off time is up, not at the next wheel tick (issue 16 item 38)', async () => {
    const rt = bettingRuntime(t.app.sideline);
    rt.random = () => 0.1;
    const short = startBettingSim(t.app, { oddsEveryMs: 3_600_000, roundsEveryMs: 3_600_000, promotedEveryMs: 3_600_000, wheelEveryMs: 3_600_000, wheelOffMs: 20 });
    try {
      await short.tickWheel();
      expect(await isWheelOn(t.app.sideline.store, 301)).toBe(false);
      await expect.poll(() => isWheelOn(t.app.sideline.store, 301), { timeout: 20_000 }).toBe(true);
    } finally {
      short.stop();
    }
  });

  it("steps the sportsbook's event feed: a goal moves the score and switches the rooms of a site that has match-aware chat on", async () => {
    const rt = bettingRuntime(t.app.sideline);
    const member = await t.login('member');
    const group = (await t.app.inject({ method: 'POST', url: '/CheckSiteGroup', headers: { Token: member }, payload: {} })).json().Result.GroupName as string;
    const history = async () => (await t.app.inject({ method: 'GET', url: `/Message?MatchId=51230001&AnchorLanguage=vn&AnchorId=301&GroupName=${group}`, headers: { Token: member } })).json().Result.Messages as { Type: number; Message: string }[];
    await history();
    const before = await rt.simulator.event(51230001);
    const random = rt.random;
    rt.random = () => 0; // the feed draws a goal for the home side
    try {
      await sim.tickMatchEvents();
    } finally {
      rt.random = random;
    }
    const after = await rt.simulator.event(51230001);
    expect(after?.scoreHome).toBe((before?.scoreHome ?? 0) + 1);
    const line = (await history()).filter((m) => m.Type === 19).at(-1);
    expect(line && JSON.parse(line.Message)).toMatchObject({ Phase: 'start', Event: 'goal', Mode: 'slow-mode' });
  });
});
