import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { OPERATOR_KEY } from '../chat/testing';
import { countBatch, utcDay } from './service';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp({ config: { operatorKey: OPERATOR_KEY } }); });
afterEach(async () => t.close());

const collect = (payload: unknown) => t.app.inject({ method: 'POST', url: '/Analytics/Collect', payload: payload as Record<string, unknown> });
const report = (date: string, key: string | null = OPERATOR_KEY) => t.app.inject({
  method: 'GET', url: `/Analytics/DailyReport?date=${encodeURIComponent(date)}`, headers: key === null ? {} : { 'Operator-Key': key },
});
const view = (Route: string) => ({ Kind: 'PageView', Route });
const use = (Name: string) => ({ Kind: 'Feature', Name, Route: '/licensee' });

describe('POST /Analytics/Collect and GET /Analytics/DailyReport', () => {
  it('aggregates page views per route, unique members and feature uses for the day', async () => {
    const member = await t.login('member');
    const vip = await t.login('vip5');
    const anon = await t.anonymous();
    const day = utcDay(Date.now());
    expect((await collect({ Token: member, Events: [view('/licensee'), view('/streamertopicpage'), use('gift-sent'), use('chat-sent')] })).json())
      .toEqual({ Code: 200, Result: { Accepted: 4, Ignored: 0 }, Error: null });
    await collect({ Token: member, Events: [view('/licensee'), use('chat-sent')] });
    await collect({ Token: vip, Events: [view('/licensee'), use('bet-placed')] });
    // Anonymous and token-less visitors count as views, not as members.
    await collect({ Token: anon, Events: [view('/licensee')] });
    await collect({ Events: [view('/promotion/3/en')] });
    const res = await report(day);
    expect(res.statusCode).toBe(200);
    expect(res.json().Result).toEqual({
      Date: day,
      PageViews: [{ Route: '/licensee', Views: 4 }, { Route: '/promotion/3/en', Views: 1 }, { Route: '/streamertopicpage', Views: 1 }],
      TotalPageViews: 6,
      UniqueViewers: 2,
      FeatureUses: [{ Feature: 'chat-sent', Uses: 2 }, { Feature: 'bet-placed', Uses: 1 }, { Feature: 'gift-sent', Uses: 1 }],
    });
    // Another day is empty.
    expect((await report('2001-02-03')).json().Result).toEqual({ Date: '2001-02-03', PageViews: [], TotalPageViews: 0, UniqueViewers: 0, FeatureUses: [] });
  });

  it('drops admin, login, live-streaming and maintenance paths (spec: analytics off there)', async () => {
    const res = await collect({ Events: [view('/adminpage/gifts'), view('/login'), view('/AgoraLiveStreaming'), view('/MaintenancePage'), view('/LicenseeMaintenance'), view('/licensee')] });
    expect(res.json().Result).toEqual({ Accepted: 1, Ignored: 5 });
    expect((await report(utcDay(Date.now()))).json().Result.PageViews).toEqual([{ Route: '/licensee', Views: 1 }]);
  });

  it('refuses malformed batches with 400 naming the field, and keeps nothing of them', async () => {
    for (const [payload, field] of [
      [{ Events: [] }, 'Events'],
      [{ Events: [view('/licensee?data=abc')] }, 'Events.0.Route'],
      [{ Events: [{ Kind: 'Feature', Name: 'Gift Sent!' }] }, 'Events.0.Name'],
      [{ Events: [{ Kind: 'Click', Route: '/x' }] }, 'Events.0.Kind'],
      [{ Events: Array.from({ length: 51 }, () => view('/licensee')) }, 'Events'],
      [{ Events: [view('/licensee')], Email: 'a@b.c' }, null],
    ] as [unknown, string | null][]) {
      const res = await collect(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (field) expect(res.json().Error.map((e: { Field: string }) => e.Field)).toContain(field);
    }
    expect((await report(utcDay(Date.now()))).json().Result.TotalPageViews).toBe(0);
  });

  it('the report needs the Operator-Key header and a real date', async () => {
    for (const key of [null, 'wrong']) {
      const res = await report('2026-01-01', key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ Code: 401, Error: [{ Field: 'Operator-Key' }] });
    }
    for (const bad of ['2026-13-01', '2026-02-30', 'yesterday', '']) {
      expect((await report(bad)).statusCode, bad).toBe(400);
    }
  });
});

describe('countBatch', () => {
  it('counts per route and per feature and skips excluded paths', () => {
    const { counts, accepted } = countBatch([
      { Kind: 'PageView', Route: '/licensee' }, { Kind: 'PageView', Route: '/licensee' },
      { Kind: 'Feature', Name: 'wheel-spun' }, { Kind: 'PageView', Route: '/adminpage' },
    ], '2026-01-01', 7);
    expect(accepted).toBe(3);
    expect([...counts.pageViews]).toEqual([['/licensee', 2]]);
    expect([...counts.featureUses]).toEqual([['wheel-spun', 1]]);
    expect(counts.customerId).toBe(7);
  });
});
