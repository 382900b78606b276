import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromotionBackgroundType, PromotionStatus } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { XSS_PROMOTION_ID } from '../../seed/world';
import { promotionStatus } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
type Card = { PromotionId: number; PromotionName: string; Status: number; EntryImgUrl: string | null };

describe('promotion status', () => {
  const at = (status: number, start: number | null, end: number | null) => ({ status, start_at: start, end_at: end });
  it('derives NotStarted, InProgress and Finished from the period; Draft stays Draft', () => {
    expect(promotionStatus(at(2, 100, 200), 99)).toBe(PromotionStatus.NotStarted);
    expect(promotionStatus(at(2, 100, 200), 100)).toBe(PromotionStatus.InProgress);
    expect(promotionStatus(at(4, 100, 200), 199)).toBe(PromotionStatus.InProgress);
    expect(promotionStatus(at(2, 100, 200), 200)).toBe(PromotionStatus.Finished);
    expect(promotionStatus(at(2, null, 200), 0)).toBe(PromotionStatus.InProgress);
    expect(promotionStatus(at(1, 100, 200), 150)).toBe(PromotionStatus.Draft);
    expect(promotionStatus(at(3, null, null), 150)).toBe(PromotionStatus.NotStarted);
  });
});

describe('GET /Promotion/GetPromotionList', () => {
  it('lists every status but Draft, ongoing first, in the language with English fallback', async () => {
    const en = (await get('/Promotion/GetPromotionList?UserLanguage=en')).json().Result.Promotions as Card[];
    expect(en.map((p) => [p.PromotionId, p.Status])).toEqual([
      [1, PromotionStatus.InProgress], [5, PromotionStatus.InProgress], [6, PromotionStatus.InProgress],
      [2, PromotionStatus.NotStarted], [3, PromotionStatus.Finished],
    ]);
    expect(en[0]!.EntryImgUrl).toMatch(/^\/media\/images\/promo\//);
    const cn = (await get('/Promotion/GetPromotionList?UserLanguage=CN')).json().Result.Promotions as Card[];
    expect(cn.find((p) => p.PromotionId === 1)?.PromotionName).toBe('首存100%奖金');
    expect(cn.find((p) => p.PromotionId === 2)?.PromotionName).toBe('Weekend Parlay Boost');
    const vn = (await get('/Promotion/GetPromotionList?UserLanguage=vn')).json().Result.Promotions as Card[];
    expect(vn.find((p) => p.PromotionId === 6)?.PromotionName).toBe('Tuần Lễ Tặng Quà');
  });

  it('follows the clock: a promotion whose start passed is in progress', async () => {
    await t.app.sideline.store.db.updateTable('campaigns').set({ start_at: Date.now() - 1000 }).where('id', '=', 2).execute();
    const en = (await get('/Promotion/GetPromotionList?UserLanguage=en')).json().Result.Promotions as Card[];
    expect(en.find((p) => p.PromotionId === 2)?.Status).toBe(PromotionStatus.InProgress);
    expect((await get('/Promotion/GetPromotion?Id=2&UserLanguage=en')).json().Result.Promotion.Status).toBe(PromotionStatus.InProgress);
  });
});

describe('GET /Promotion/GetPromotion', () => {
  it('gives the page with its background of each type and regions', async () => {
    const image = (await get('/Promotion/GetPromotion?Id=1&UserLanguage=en')).json().Result.Promotion;
    expect(image).toMatchObject({ PromotionId: 1, Type: PromotionBackgroundType.Image, Color1: null, Status: PromotionStatus.InProgress });
    expect(image.BackgroundImage).toMatch(/^\/media\/images\/promo\//);
    for (const region of [image.RegionA, image.RegionB, image.RegionC]) expect(region).toMatch(/^\/media\/images\/banner\//);
    expect(image.Content).toContain('<h2>Double your first deposit</h2>');
    const gradient = (await get('/Promotion/GetPromotion?Id=2&UserLanguage=en')).json().Result.Promotion;
    expect(gradient).toMatchObject({ Type: PromotionBackgroundType.Gradient, Color1: '#1e3a8a', Color2: '#9333ea', BackgroundImage: null });
    const single = (await get('/Promotion/GetPromotion?Id=3&UserLanguage=en')).json().Result.Promotion;
    expect(single).toMatchObject({ Type: PromotionBackgroundType.SingColor, Color1: '#0f766e', Color2: null, Status: PromotionStatus.Finished });
    expect((await get('/Promotion/GetPromotion?Id=1&UserLanguage=cn')).json().Result.Promotion.PromotionName).toBe('首存100%奖金');
  });

  it('serves the HTML as authored (the client sanitises it)', async () => {
    const p = (await get(`/Promotion/GetPromotion?Id=${XSS_PROMOTION_ID}&UserLanguage=en`)).json().Result.Promotion;
    expect(p.Content).toContain('onerror=alert(1)>');
    expect(p.Content).toContain('<script>');
    // Its image is served artwork (issue 16 item 34: src=x showed a broken image once sanitised).
    const src = /<img src="([^"]+)"/.exec(p.Content as string)?.[1];
    expect(src).toMatch(/^\/media\/images\/promo\//);
    const image = await t.app.inject({ method: 'GET', url: src! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers body Code 404 for a draft or an unknown id', async () => {
    for (const id of [4, 99]) {
      const res = await get(`/Promotion/GetPromotion?Id=${id}&UserLanguage=en`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Code: 404, Result: null, Error: [{ Field: 'Id' }] });
    }
  });
});
