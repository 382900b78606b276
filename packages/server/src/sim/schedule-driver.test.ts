import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus, ProgramStatus } from '@sideline/protocol';
import type { LivePrograms } from '@sideline/protocol';
import { openStore } from '../store/store';
import { featureMigrations } from '../features/index';
import type { Store } from '../store/types';
import { seedDemoWorld } from '../seed/seed';
import { MATCH_LENGTH_MS, MIN_ACTIVE, recycleDelayMs, scheduleStep, startScheduleDriver } from './schedule-driver';

const H = 3600_000;
const T0 = Date.UTC(2026, 2, 2, 12);
let store: Store;
beforeAll(async () => {
  store = await openStore(':memory:', { migrations: featureMigrations });
  await seedDemoWorld(store, T0);
});
afterAll(async () => {
  await store.close();
});

const matchStatus = async (id: number) => (await store.db.selectFrom('matches').select(['status', 'event_time']).where('id', '=', id).executeTakeFirstOrThrow());
const programmeStatus = async (id: number) => (await store.db.selectFrom('programmes').select('status').where('event_id', '=', id).executeTakeFirstOrThrow()).status;

describe('schedule driver', () => {
  it('changes nothing at the seed instant', async () => {
    const pushes: LivePrograms[] = [];
    expect(await scheduleStep(store, async (l) => { pushes.push(l); }, T0)).toBe(0);
    expect(pushes).toEqual([]);
  });

  it('starts what is due, ends what ran its length, and pushes the changed live set', async () => {
    const pushes: LivePrograms[] = [];
    const now = T0 + 3.5 * H;
    expect(await scheduleStep(store, async (l) => { pushes.push(l); }, now)).toBeGreaterThan(0);
    expect((await matchStatus(51230005)).status).toBe(MatchStatus.Running); // kick-off T0+3h
    expect((await matchStatus(51230001)).status).toBe(MatchStatus.End); // kicked off T0-0.6h, 2 h long
    expect((await matchStatus(51230006)).status).toBe(MatchStatus.NotStart); // T0+20h
    expect((await matchStatus(51230007)).status).toBe(MatchStatus.End); // long over: stays ended
    expect(await programmeStatus(7004)).toBe(ProgramStatus.Live); // opens T0+2h
    expect(await programmeStatus(7001)).toBe(ProgramStatus.End);
    expect(pushes.length).toBeGreaterThan(0);
    const last = pushes[pushes.length - 1]!;
    expect(last.LiveMatchIds).toContain(51230005);
    expect(last.LiveMatchIds).not.toContain(51230001);
    expect(last.LiveEntertainmentEventIds).toContain(7004);
  });

  it('brings items it ended back as upcoming ones a while later', async () => {
    const now = T0 + 3.5 * H;
    await scheduleStep(store, async () => {}, now);
    const arsenal = await matchStatus(51230001);
    expect(arsenal.status).toBe(MatchStatus.NotStart);
    expect(Number(arsenal.event_time)).toBe(now + recycleDelayMs(51230001));
    await scheduleStep(store, async () => {}, now + recycleDelayMs(51230001));
    expect((await matchStatus(51230001)).status).toBe(MatchStatus.Running);
    await scheduleStep(store, async () => {}, now + recycleDelayMs(51230001) + MATCH_LENGTH_MS);
    expect((await matchStatus(51230001)).status).toBe(MatchStatus.End);
  });

  it('revives a world where everything ended long ago, keeping the latest ended ones', async () => {
    const old = T0 - 100 * H;
    await store.db.updateTable('matches').set({ status: MatchStatus.End, event_time: old }).execute();
    await store.db.updateTable('matches').set({ event_time: old + H }).where('id', 'in', [51230001, 51230002]).execute();
    await store.db.updateTable('programmes').set({ status: ProgramStatus.End, open_time: old }).execute();
    const now = T0 + 200 * H;
    await scheduleStep(store, async () => {}, now);
    const matches = await store.db.selectFrom('matches').select(['id', 'status', 'event_time']).execute();
    const upcoming = matches.filter((m) => m.status === MatchStatus.NotStart);
    expect(upcoming).toHaveLength(MIN_ACTIVE);
    expect(upcoming.every((m) => Number(m.event_time) > now)).toBe(true);
    expect(matches.filter((m) => m.status === MatchStatus.End).map((m) => m.id)).toEqual(expect.arrayContaining([51230001, 51230002]));
    const programmes = await store.db.selectFrom('programmes').select('status').execute();
    expect(programmes.filter((p) => p.status === ProgramStatus.NotStart)).toHaveLength(MIN_ACTIVE);
    expect(await scheduleStep(store, async () => {}, now)).toBe(0);
  });

  it('runs on a timer and stops cleanly', async () => {
    let clock = T0 + 202 * H; // the revived items start
    const pushes: LivePrograms[] = [];
    const driver = startScheduleDriver({ store, publish: async (l) => { pushes.push(l); }, now: () => clock, intervalMs: 10 });
    await new Promise((r) => setTimeout(r, 60));
    await driver.stop();
    expect(pushes.length).toBeGreaterThan(0);
    clock += 1;
    const count = pushes.length;
    await new Promise((r) => setTimeout(r, 40));
    expect(pushes.length).toBe(count);
  });
});
