import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus, ProgramStatus, ScheduleDataType, ScheduleItem, TOPIC_PAGE_CARDS_PER_PAGE } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openStore } from '../../store/store';
import { featureMigrations } from '../index';
import { seedDemoWorld } from '../../seed/seed';
import type { TestApp } from '../../testing/app';
import { fromHongKongTime, toHongKongTime } from './time';
import { SET_LIVE_STATUS_PATH } from './operator';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = ScheduleItem;
const OPERATOR = { 'operator-key': 'sideline-demo-operator' };
const schedule = async (body: Record<string, unknown> = {}, isSchedule = 'true') => {
  const res = await t.app.inject({
    method: 'POST', url: '/Streamer/GetStreamerScheduleInfo', payload: { UserLanguage: 'en', ...body },
    headers: isSchedule ? { isschedule: isSchedule } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Result as { StreamerScheduleInfoDtos: Item[]; Total: number };
};
const programList = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/Licensee/GetProgramList?${query}` });
  return res;
};
const setStatus = (payload: Record<string, unknown>, headers: Record<string, string> = OPERATOR) =>
  t.app.inject({ method: 'POST', url: SET_LIVE_STATUS_PATH, payload, headers });

describe('Hong Kong time', () => {
  it('writes instants as Hong Kong local time (UTC+8) and reads them back', () => {
    expect(toHongKongTime(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe('2026-01-01T08:00:00');
    expect(toHongKongTime(Date.UTC(2025, 11, 31, 17, 30, 5))).toBe('2026-01-01T01:30:05');
    expect(fromHongKongTime('2026-01-01T08:00:00')).toBe(Date.UTC(2026, 0, 1));
    expect(fromHongKongTime('2026-01-01 08:00')).toBeNaN();
  });
});

describe('GetStreamerScheduleInfo', () => {
  it('lists one card per streamer of a match and one per programme, with every field and HK times', async () => {
    const { StreamerScheduleInfoDtos: items, Total } = await schedule();
    expect(items.length).toBe(Total);
    expect(items.length).toBeGreaterThan(2 * TOPIC_PAGE_CARDS_PER_PAGE);
    for (const item of items) {
      expect(ScheduleItem.safeParse(item).success).toBe(true);
      expect(Object.keys(item).sort()).toEqual(Object.keys(ScheduleItem.shape).sort());
    }
    const arsenal = items.filter((i) => i.MatchId === 51230001);
    expect(arsenal.map((i) => [i.AnchorId, i.Language])).toEqual([[301, 'vn'], [303, 'th'], [305, 'cn']]);
    const row = await t.app.sideline.store.db.selectFrom('matches').select('event_time').where('id', '=', 51230001).executeTakeFirstOrThrow();
    expect(arsenal[0]).toMatchObject({
      DataType: ScheduleDataType.Match, MatchStatus: MatchStatus.Running, LeagueName: 'English Premier League',
      HomeTeam: 'Arsenal', AwayTeam: 'Chelsea', AnchorName: 'Linh Nguyen', Title: 'Arsenal vs Chelsea',
      EventTime: toHongKongTime(Number(row.event_time)), MatchTime: toHongKongTime(Number(row.event_time)),
      GlobalShowTime: new Date(Number(row.event_time)).toISOString(), NonLive: false, EventId: null,
    });
    expect(fromHongKongTime(arsenal[0]!.EventTime)).toBe(Math.floor(Number(row.event_time) / 1000) * 1000);
    expect(arsenal[0]!.Tags.map((x) => x.EnName)).toEqual(['Sports']);
    expect(items.find((i) => i.AnchorId === 305 && i.MatchId === 51230001)?.StreamingProvider).toBe(3);

    const karaoke = items.find((i) => i.EventId === 7001)!;
    expect(karaoke).toMatchObject({
      DataType: ScheduleDataType.Entertainment, MatchId: 7001, Status: ProgramStatus.Live, MatchStatus: MatchStatus.Running,
      Title: 'Friday Night Karaoke', AnchorName: 'Miguel Reyes', Language: 'ph', HomeTeam: null,
    });
    expect(karaoke.OpenTime).toBe(karaoke.EventTime);
    expect(karaoke.Tags.map((x) => x.Id)).toEqual([1, 3]);
    expect(karaoke.Tags[0]).toMatchObject({ EnName: 'Shows', CnName: '节目', VnName: 'Chương trình', PhName: 'Shows' });
    expect(new Set(items.map((i) => i.Language))).toEqual(new Set(['vn', 'th', 'cn', 'id', 'ph']));
  });

  it('orders live first, then upcoming soonest first, then ended latest first; ended only with IsSchedule', async () => {
    const { StreamerScheduleInfoDtos: items } = await schedule();
    const group = (i: Item) => (i.MatchStatus === MatchStatus.Running ? 0 : [MatchStatus.End, MatchStatus.Canceled].includes(i.MatchStatus as 3) ? 2 : 1);
    const groups = items.map(group);
    expect(groups).toEqual([...groups].sort());
    expect(groups).toContain(2);
    const upcoming = items.filter((i) => group(i) === 1).map((i) => Date.parse(i.GlobalShowTime!));
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));

    const live = await schedule({}, '');
    expect(live.StreamerScheduleInfoDtos.some((i) => i.MatchStatus === MatchStatus.End)).toBe(false);
    expect(live.Total).toBe(items.filter((i) => group(i) !== 2).length);
    expect((await schedule({}, 'false')).Total).toBe(live.Total);
  });

  it('pages 16 cards at a time; the pages put together are the whole list', async () => {
    const all = await schedule();
    const pages: Item[][] = [];
    for (let page = 1; page <= Math.ceil(all.Total / 16); page += 1) {
      const r = await schedule({ Page: page });
      expect(r.Total).toBe(all.Total);
      pages.push(r.StreamerScheduleInfoDtos);
    }
    expect(pages[0]).toHaveLength(16);
    expect(pages[1]).toHaveLength(16);
    expect(pages.flat().map((i) => i.Id)).toEqual(all.StreamerScheduleInfoDtos.map((i) => i.Id));
    expect((await schedule({ Page: 99 })).StreamerScheduleInfoDtos).toEqual([]);
    expect((await schedule({ Page: 1, PageSize: 5 })).StreamerScheduleInfoDtos).toHaveLength(5);
  });

  it('filters by streamer language and by tag', async () => {
    const vn = await schedule({ AnchorLanguage: 'VN' });
    expect(vn.Total).toBeGreaterThan(3);
    expect(vn.StreamerScheduleInfoDtos.every((i) => i.Language === 'vn')).toBe(true);
    expect((await schedule({ AnchorLanguage: 'all' })).Total).toBe((await schedule()).Total);
    const fun = await schedule({ TagId: 3 });
    expect(fun.Total).toBeGreaterThan(0);
    expect(fun.StreamerScheduleInfoDtos.every((i) => i.Tags.some((x) => x.Id === 3))).toBe(true);
    expect(fun.StreamerScheduleInfoDtos.every((i) => i.DataType === ScheduleDataType.Entertainment)).toBe(true);
    const both = await schedule({ TagId: 2, AnchorLanguage: 'th' });
    expect(both.StreamerScheduleInfoDtos.every((i) => i.Language === 'th' && i.Tags.some((x) => x.Id === 2))).toBe(true);
    expect(both.StreamerScheduleInfoDtos.some((i) => i.DataType === ScheduleDataType.Match)).toBe(true);
  });

  it('answers the GET form the same, and refuses a bad page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Streamer/GetStreamerScheduleInfo?UserLanguage=en&AnchorLanguage=cn&Page=1', headers: { IsSchedule: 'true' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().Result).toEqual(await schedule({ AnchorLanguage: 'cn', Page: 1 }));
    const bad = await t.app.inject({ method: 'GET', url: '/Streamer/GetStreamerScheduleInfo?UserLanguage=en&Page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error[0].Field).toBe('Page');
  });
});

describe('GetProgramList (lobby)', () => {
  it('shows every live item plus the 3 nearest not started, none ended or non-live', async () => {
    const res = await programList('SiteId=4283400&UserLanguage=en');
    expect(res.statusCode).toBe(200);
    const items = res.json().Result.Programs as Item[];
    const running = items.filter((i) => i.MatchStatus === MatchStatus.Running);
    const notStarted = items.filter((i) => i.MatchStatus === MatchStatus.NotStart);
    expect(running.length + notStarted.length).toBe(items.length);
    expect(notStarted).toHaveLength(3);
    const all = (await programList('SiteId=4283400&UserLanguage=en&IsShowMore=true')).json().Result.Programs as Item[];
    expect(running.map((i) => i.Id)).toEqual(all.filter((i) => i.MatchStatus === MatchStatus.Running).map((i) => i.Id));
    const allNotStarted = all.filter((i) => i.MatchStatus === MatchStatus.NotStart);
    expect(allNotStarted.length).toBeGreaterThan(3);
    expect(notStarted.map((i) => i.Id)).toEqual(allNotStarted.slice(0, 3).map((i) => i.Id));
    expect(items.every((i) => i.MatchStatus !== MatchStatus.End)).toBe(true);
  });

  it('computes NotStart and NonLive by comparing the Hong Kong time with now', async () => {
    const all = (await programList('SiteId=4283400&UserLanguage=en&IsShowMore=true')).json().Result.Programs as Item[];
    const now = Date.now();
    expect(all.every((i) => i.MatchStatus !== MatchStatus.End && i.MatchStatus !== MatchStatus.Canceled)).toBe(true);
    for (const i of all.filter((x) => x.MatchStatus !== MatchStatus.Running)) {
      const at = fromHongKongTime(i.EventTime);
      expect(i.MatchStatus, `${i.Id}`).toBe(at > now ? MatchStatus.NotStart : MatchStatus.NonLive);
      expect(i.NonLive).toBe(i.MatchStatus === MatchStatus.NonLive);
    }
    // Stored NonLive but kick-off still ahead → NotStart; stored NonLive in the past → NonLive.
    expect(all.find((i) => i.MatchId === 51230008)?.MatchStatus).toBe(MatchStatus.NotStart);
    expect(all.find((i) => i.MatchId === 51230018)?.MatchStatus).toBe(MatchStatus.NonLive);
    // A programme whose opening passed without going live is NonLive, and leaves the short lobby.
    expect((await setStatus({ EventId: 7008, Status: ProgramStatus.NotStart, OpenTime: now - 600_000 })).statusCode).toBe(200);
    const after = (await programList('SiteId=4283400&UserLanguage=en&IsShowMore=true')).json().Result.Programs as Item[];
    expect(after.find((i) => i.EventId === 7008)?.MatchStatus).toBe(MatchStatus.NonLive);
    const lobby = (await programList('SiteId=4283400&UserLanguage=en')).json().Result.Programs as Item[];
    expect(lobby.find((i) => i.EventId === 7008)).toBeUndefined();
    await setStatus({ EventId: 7008, Status: ProgramStatus.NotStart, OpenTime: now + 1.5 * 3600_000 });
  });

  it('refuses an unknown site', async () => {
    const res = await programList('SiteId=123&UserLanguage=en');
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('SiteId');
  });
});

describe('POST /Operator/SetLiveStatus', () => {
  it('needs the operator key and a valid body', async () => {
    expect((await setStatus({ MatchId: 51230005, Status: 1 }, {})).statusCode).toBe(401);
    expect((await setStatus({ MatchId: 51230005, Status: 1 }, { 'operator-key': 'nope' })).statusCode).toBe(401);
    const bad = await setStatus({ MatchId: 51230005, Status: 9 });
    expect(bad.statusCode).toBe(400);
    expect((await setStatus({ MatchId: 51230005, EventId: 7001, Status: 1 })).statusCode).toBe(400);
    const missing = await setStatus({ MatchId: 999, Status: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('moves a match live and back, answering the live set and whether it was pushed', async () => {
    const on = (await setStatus({ MatchId: 51230005, Status: MatchStatus.Running })).json().Result;
    expect(on).toMatchObject({ Found: true, Pushed: true });
    expect(on.LiveMatchIds).toContain(51230005);
    expect((await setStatus({ MatchId: 51230005, Status: MatchStatus.Running })).json().Result.Pushed).toBe(false);
    const { StreamerScheduleInfoDtos: items } = await schedule();
    expect(items.filter((i) => i.MatchId === 51230005).every((i) => i.MatchStatus === MatchStatus.Running)).toBe(true);
    const off = (await setStatus({ MatchId: 51230005, Status: MatchStatus.NotStart })).json().Result;
    expect(off.Pushed).toBe(true);
    expect(off.LiveMatchIds).not.toContain(51230005);
  });
});

describe('schedule driver under config.sim', () => {
  it('starts with the app when sim is on (a world seeded 10 h ago moves on) and stops with it', async () => {
    const store = await openStore(':memory:', { migrations: featureMigrations });
    await seedDemoWorld(store, Date.now() - 10 * 3600_000);
    const app = await buildApp({ config: testConfig({ sim: true }), store, seed: false });
    await app.ready();
    const status = async (id: number) => (await store.db.selectFrom('matches').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const start = Date.now();
    while (await status(51230001) !== MatchStatus.End && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(await status(51230001)).toBe(MatchStatus.End); // kicked off 10.6 h ago
    expect(await status(51230005)).toBe(MatchStatus.Running); // kicked off 7 h ago, started by this step
    await app.close();
    await store.close();
  });
});
