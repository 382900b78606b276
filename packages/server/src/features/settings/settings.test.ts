import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('feature settings', () => {
  it('answers one setting for the caller site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/FeatureSetting/GetFeatureSetting?Name=EnabledPromotionEntry' });
    expect(res.json()).toEqual({ Code: 200, Result: { Data: true }, Error: null });
    const coin = await t.login('coin-member');
    const fm = await t.app.inject({ method: 'GET', url: '/FeatureSetting/GetFeatureSetting?Name=EnabledFastMarket', headers: { Token: coin } });
    expect(fm.json().Result).toEqual({ Data: false });
  });

  it('answers a batch as a map, FeedbackSetting included', async () => {
    const token = await t.login('member');
    const res = await t.app.inject({
      method: 'GET', url: '/FeatureSetting/GetBatchFeatureSetting?Names=EnabledGV,EnabledWheel,FeedbackSetting,EnabledStreamerTab', headers: { Token: token },
    });
    expect(res.json().Result.Data).toEqual({ EnabledGV: true, EnabledWheel: true, FeedbackSetting: { Minute: 5, Probability: 50 }, EnabledStreamerTab: true });
  });

  it('falls back to the default when a site has no or an invalid value', async () => {
    const db = t.app.sideline.store.db;
    await db.updateTable('feature_settings').set({ value_json: '"garbage"' }).where('site_id', '=', 4283400).where('name', '=', 'EnabledLeaderboard').execute();
    await db.deleteFrom('feature_settings').where('site_id', '=', 4283400).where('name', '=', 'EnabledBlockAndReport').execute();
    const res = await t.app.inject({ method: 'GET', url: '/FeatureSetting/GetBatchFeatureSetting?Names=EnabledLeaderboard,EnabledBlockAndReport' });
    expect(res.json().Result.Data).toEqual({ EnabledLeaderboard: false, EnabledBlockAndReport: false });
  });

  it('refuses an unknown name, naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/FeatureSetting/GetFeatureSetting?Name=EnabledTeleport' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('Name');
    const empty = await t.app.inject({ method: 'GET', url: '/FeatureSetting/GetBatchFeatureSetting?Names=' });
    expect(empty.statusCode).toBe(400);
  });
});
