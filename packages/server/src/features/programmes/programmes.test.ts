import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntertainmentProgramme, ProgramStatus } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { toHongKongTime } from '../schedule/index';
import { programmeViewers } from './service';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await makeTestApp();
  member = await t.login('member');
});
afterAll(async () => {
  await t.close();
});

const programs = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/Entertainment/Streamer/GetEntertainmentPrograms', payload: { ExclusiveStreamerType: null }, headers });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const presence = (what: 'Enter' | 'Leave', payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/Entertainment/Customer/${what}Program`, payload, headers });

describe('POST /Entertainment/Streamer/GetEntertainmentPrograms', () => {
  it('lists every programme: live, then upcoming, then ended, opening in Hong Kong time', async () => {
    const res = await programs();
    expect(res.statusCode).toBe(200);
    const list = res.json().Result.StreamerProgramSchedule as EntertainmentProgramme[];
    expect(list.length).toBe(14);
    for (const p of list) expect(EntertainmentProgramme.safeParse(p).success).toBe(true);
    const statuses = list.map((p) => p.Status);
    const rank = (s: number) => (s === ProgramStatus.Live ? 0 : s === ProgramStatus.End ? 2 : 1);
    expect(statuses.map(rank)).toEqual([...statuses.map(rank)].sort());
    const row = await t.app.sideline.store.db.selectFrom('programmes').select('open_time').where('event_id', '=', 7001).executeTakeFirstOrThrow();
    expect(list.find((p) => p.EventId === 7001)).toMatchObject({
      Title: 'Friday Night Karaoke', StreamerName: 'Miguel Reyes', Language: 'ph', Status: ProgramStatus.Live,
      OpenTime: toHongKongTime(Number(row.open_time)), LayoutType: 0,
    });
    expect(list.find((p) => p.EventId === 7001)!.Tags.map((x) => x.EnName)).toEqual(['Shows', 'Fun']);
  });

  it('leaves ended programmes out for the widget and checks the ProgramType header', async () => {
    const widget = (await programs({ Widget: 'true', ProgramType: '2' })).json().Result.StreamerProgramSchedule as EntertainmentProgramme[];
    expect(widget.length).toBe(12);
    expect(widget.some((p) => p.Status === ProgramStatus.End)).toBe(false);
    const bad = await programs({ ProgramType: '9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error[0].Field).toBe('ProgramType');
  });
});

describe('GET /Entertainment/Streamer/GetStreamingSetting', () => {
  it('gives the live playlist of a live programme and none before it starts', async () => {
    const live = (await get('/Entertainment/Streamer/GetStreamingSetting?EventId=7001')).json().Result;
    expect(live).toEqual({ StreamerName: 'Miguel Reyes', Url: '/media/live/programme-7001/index.m3u8', ClientId: null, StreamingId: 'programme-7001' });
    expect((await get(live.Url)).statusCode).toBe(200);
    expect((await get('/Entertainment/Streamer/GetStreamingSetting?EventId=7004')).json().Result.Url).toBeNull();
    expect((await get('/Entertainment/Streamer/GetStreamingSetting?EventId=1')).json()).toMatchObject({ Code: 404, Error: [{ Field: 'EventId' }] });
  });
});

describe('EnterProgram / LeaveProgram', () => {
  it('records presence of a member by the Token header', async () => {
    const headers = { Token: member };
    expect((await presence('Enter', { EventId: 7002, Token: member }, headers)).json().Result).toEqual({ IsSuccess: true });
    expect((await presence('Enter', { EventId: 7002, Token: member }, headers)).json().Result).toEqual({ IsSuccess: true });
    expect(await programmeViewers(t.app.sideline.store, 7002)).toBe(1);
    expect((await presence('Leave', { EventId: 7002, Token: member }, headers)).json().Result).toEqual({ IsSuccess: true });
    expect(await programmeViewers(t.app.sideline.store, 7002)).toBe(0);
    expect((await presence('Leave', { EventId: 7002, Token: member }, headers)).json().Result).toEqual({ IsSuccess: false });
  });

  it('accepts the body Token alone (anonymous visitors too) and refuses without one', async () => {
    const anon = await t.anonymous();
    expect((await presence('Enter', { EventId: 7003, Token: anon })).json().Result).toEqual({ IsSuccess: true });
    expect((await presence('Enter', { EventId: 7003, Token: member })).json().Result).toEqual({ IsSuccess: true });
    expect(await programmeViewers(t.app.sideline.store, 7003)).toBe(2);
    expect((await presence('Enter', { EventId: 7003, Token: 'forged' })).statusCode).toBe(401);
    expect((await presence('Enter', { EventId: 7003 })).statusCode).toBe(400);
    expect((await presence('Enter', { EventId: 1, Token: member })).json()).toMatchObject({ Code: 404 });
  });
});
