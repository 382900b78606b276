import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_MESSAGES, ExportReportCsv, ExportReportXlsx, GetProgrammeReport, GetStreamerReport, GetTrafficReport,
} from '@sideline/protocol';
import type { ProgrammeReport, StreamerReport, TrafficReport } from '@sideline/protocol';
import { ANCHOR, LANG, RUNNING_MATCH, post, pushBody, siteGroup } from '../chat/testing';
import { giftBody } from '../gifts/gifts.testing';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';

async function login(app: FastifyInstance, userKey: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: userKey, UserLanguage: 'en' } });
  if (res.statusCode !== 200) throw new Error(`login ${userKey} failed: ${res.body}`);
  return res.json().Result.Token as string;
}

/**
 * The reports over real activity through the real routes, on the database `open` gives (SQLite in
 * reports.test.ts, PostgreSQL in reports.scale.test.ts): two members heart-beat in a room, one
 * chats, one sends a gift, HLS segments of the room's channel are served; then the three reports,
 * their CSV and .xlsx, by day, week and month.
 */
export function reportsSuite(label: string, open: () => Promise<{ app: FastifyInstance; close(): Promise<void> }>): void {
describe(`reports (${label})`, () => {
let t: { app: FastifyInstance; close(): Promise<void> };
let owner: StaffAgent;
const today = new Date().toISOString().slice(0, 10);
let segmentBytes = 0;

beforeAll(async () => {
  t = await open();
  owner = await signInOwner(t.app);
  const [member, vip] = [await login(t.app, 'member'), await login(t.app, 'vip5')];
  for (const token of [member, vip]) {
    const res = await post(t.app, '/CollectHeartbeatData', token, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, CollectType: 1, ProgramType: 1, StreamingSrc: 30 });
    expect(res.json().Result).toEqual({ IsSuccess: true });
  }
  const chat = await post(t.app, '/MessagePush', member, pushBody(await siteGroup(t.app, member), { Message: 'what a goal' }));
  expect(chat.json().Result).toMatchObject({ IsSend: true });
  const gift = await t.app.inject({ method: 'POST', url: '/SendGift', payload: { ...giftBody(103, 10, 2), AnchorLanguage: LANG }, headers: { Token: vip, 'Idempotency-Key': 'report-gift-1' } });
  expect(gift.json().Code).toBe(200);
  // The room's master playlist names the renditions; the first one's media playlist names the segments.
  const master = await t.app.inject({ url: `/media/live/match-${RUNNING_MATCH}-${LANG}/index.m3u8` });
  const playlist = await t.app.inject({ url: master.body.split('\n').find((l) => l && !l.startsWith('#')) ?? '' });
  for (const uri of playlist.body.split('\n').filter((l) => l && !l.startsWith('#')).slice(0, 2)) {
    const seg = await t.app.inject({ url: uri });
    expect(seg.statusCode).toBe(200);
    segmentBytes += seg.rawPayload.length;
  }
});
afterAll(async () => t.close());

const day = { Period: 'day', From: today, To: today };

describe('programme report', () => {
  it('counts the room\'s viewers, watch time, chat users, tips, traffic and events', async () => {
    const res = await owner.call(GetProgrammeReport, day);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().Result as ProgrammeReport;
    expect(report.Buckets).toEqual([{ Key: today, Start: Date.parse(`${today}T00:00:00Z`), End: Date.parse(`${today}T00:00:00Z`) + 86_400_000 }]);
    const row = report.Rows.find((r) => r.MatchId === RUNNING_MATCH);
    expect(row).toMatchObject({
      Bucket: today, ProgramType: 1, Viewers: 2, AverageWatchSeconds: 30, ChatUsers: 1,
      TipCount: 1, TipUsers: 1, TipAmount: 20, AverageTip: 20, TrafficBytes: segmentBytes, RecommendCount: 0,
    });
    expect(row?.Title).toContain(' v ');
    expect(report.Totals).toEqual([expect.objectContaining({ Bucket: today, Viewers: 2, ChatUsers: 1, TipCount: 1, EventCount: 1, TrafficBytes: segmentBytes })]);
  });

  it('keeps the tip measures to the asked currency', async () => {
    const report = (await owner.call(GetProgrammeReport, { ...day, CurrencyId: 2 })).json().Result as ProgrammeReport;
    expect(report.Rows.find((r) => r.MatchId === RUNNING_MATCH)).toMatchObject({ Viewers: 2, TipCount: 0, TipAmount: 0 });
  });

  it('answers the same activity by week and by month', async () => {
    for (const Period of ['week', 'month']) {
      const report = (await owner.call(GetProgrammeReport, { ...day, Period })).json().Result as ProgrammeReport;
      expect(report.Buckets).toHaveLength(1);
      expect(report.Rows.find((r) => r.MatchId === RUNNING_MATCH)).toMatchObject({ Viewers: 2, TipCount: 1 });
    }
  });

  it('refuses an end before the start, a range too long and a moderator', async () => {
    const back = await owner.call(GetProgrammeReport, { Period: 'day', From: '2026-11-25', To: '2026-11-24' });
    expect(back.statusCode).toBe(400);
    expect(back.json().Error[0]).toEqual({ Field: 'To', Message: ADMIN_MESSAGES.endAfterStart });
    expect((await owner.call(GetProgrammeReport, { Period: 'day', From: '2026-01-01', To: '2026-12-31' })).statusCode).toBe(400);
    expect((await owner.call(GetProgrammeReport, { Period: 'day', From: '2026-02-30', To: '2026-03-01' })).statusCode).toBe(400);
    const moderator = await signInAs(t.app, owner, 'moderator');
    expect((await moderator.call(GetProgrammeReport, day)).statusCode).toBe(403);
    const trader = await signInAs(t.app, owner, 'trader');
    expect((await trader.call(GetProgrammeReport, day)).statusCode).toBe(200);
  });
});

describe('streamer and traffic reports', () => {
  it('gives the room\'s streamer the room\'s measures and its channel\'s bytes', async () => {
    const report = (await owner.call(GetStreamerReport, day)).json().Result as StreamerReport;
    expect(report.Rows.find((r) => r.AnchorId === ANCHOR)).toMatchObject({
      Name: 'Linh Nguyen', Viewers: 2, ChatUsers: 1, TipCount: 1, TipAmount: 20, EventCount: 1, TrafficBytes: segmentBytes,
    });
  });

  it('counts the segments served per source', async () => {
    const report = (await owner.call(GetTrafficReport, day)).json().Result as TrafficReport;
    expect(report.Rows).toEqual([{ Bucket: today, Source: 'match', Requests: 2, TrafficBytes: segmentBytes, TrafficGB: expect.any(Number), EventCount: 1 }]);
    expect(report.Totals).toEqual([expect.objectContaining({ Bucket: today, Requests: 2, TrafficBytes: segmentBytes })]);
  });
});

describe('exports', () => {
  it('writes the rows as CSV', async () => {
    const res = await owner.call(ExportReportCsv, { ...day, Report: 'streamers' });
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Period,AnchorId,Name,Viewers,AverageWatchSeconds,ChatUsers,TipCount,TipUsers,TipAmount,AverageTip,TrafficGB,TrafficBytes,RecommendCount,EventCount');
    expect(lines.find((l) => l.startsWith(`${today},${ANCHOR},Linh Nguyen,2,30,1,1,1,20,20,`))).toBeDefined();
  });

  it('writes an .xlsx workbook with the rows and the totals', async () => {
    const res = await owner.call(ExportReportXlsx, { ...day, Report: 'programmes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.getWorksheet('Report')!;
    expect(rows.getRow(1).values).toEqual([undefined, 'Period', 'ProgramType', 'MatchId', 'Title', 'Viewers', 'AverageWatchSeconds', 'ChatUsers', 'TipCount', 'TipUsers', 'TipAmount', 'AverageTip', 'TrafficGB', 'TrafficBytes', 'RecommendCount']);
    const match = rows.getRows(2, rows.rowCount - 1)!.find((r) => r.getCell(3).value === RUNNING_MATCH)!;
    expect([match.getCell(5).value, match.getCell(8).value, match.getCell(10).value]).toEqual([2, 1, 20]);
    expect(book.getWorksheet('Totals')!.getRow(2).getCell(1).value).toBe(today);
  });
});
});
}
