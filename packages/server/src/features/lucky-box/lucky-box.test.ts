import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainErrorCode, LuckyBoxMessageKey, luckyBoxErrorText } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { balanceMinor, ledgerSumMinor } from '../wallet/index';
import type { IdempotentRun } from '../wallet/index';
import { verifyToken } from '../licensee/index';
import { drawPrize, seededRandom } from './draw';
import { purchaseLuckyBox } from './service';
import { serviceDeps } from '../../http/context';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const body = (boxId: number, amount: number, currencyId = 1) => ({
  PurchaseLuckyBoxInfoModel: { LuckyBoxId: boxId, Amount: amount },
  ChatRoomInfoModel: { MatchId: 51230001, AnchorLanguage: 'en', AnchorId: 301, GroupName: 'Licensee4283400', ProgramType: 1 },
  UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: currencyId, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'n' },
  MessageInfoModel: { Color: 3, Type: 16 },
});
const buy = async (token: string, key: string, payload: unknown) =>
  (await t.app.inject({ method: 'POST', url: '/PurchaseLuckyBox', payload: payload as object, headers: { Token: token, 'Idempotency-Key': key } })).json();

describe('draw', () => {
  const table = [{ gift_id: 101, draw_chance: 50 }, { gift_id: 102, draw_chance: 30 }, { gift_id: 103, draw_chance: 15 }, { gift_id: 104, draw_chance: 5 }];

  it('follows DrawChance (seeded RNG, 100k draws within 1 point of each percentage)', () => {
    const random = seededRandom(42);
    const counts = new Map<number, number>();
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const g = drawPrize(table, random).gift_id;
      counts.set(g, (counts.get(g) ?? 0) + 1);
    }
    for (const s of table) expect(Math.abs((counts.get(s.gift_id) ?? 0) / n * 100 - s.draw_chance)).toBeLessThan(1);
  });

  it('is reproducible with a seed, never picks a zero chance, and refuses an empty table', () => {
    const a = Array.from({ length: 20 }, (() => { const r = seededRandom(7); return () => drawPrize(table, r).gift_id; })());
    const b = Array.from({ length: 20 }, (() => { const r = seededRandom(7); return () => drawPrize(table, r).gift_id; })());
    expect(a).toEqual(b);
    expect(drawPrize([{ gift_id: 1, draw_chance: 0 }, { gift_id: 2, draw_chance: 10 }], () => 0).gift_id).toBe(2);
    expect(drawPrize([{ gift_id: 1, draw_chance: 10 }, { gift_id: 2, draw_chance: 0 }], () => 0.999999).gift_id).toBe(1);
    expect(() => drawPrize([{ gift_id: 1, draw_chance: 0 }], () => 0.5)).toThrow();
  });

  it('purchases through the service draw with the injected RNG (distribution over real purchases)', async () => {
    const session = (await verifyToken(t.app.sideline.store, await t.login('vip5')))!;
    const random = seededRandom(2024);
    const won = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const run: IdempotentRun<{ Balance: number; GiftInfoId: number; LuckyBoxId: number }> = {
        key: `svc-${i}`, ledgerKey: () => `svc-draw:${i}`, complete: async () => {},
      };
      const r = await purchaseLuckyBox({ ...serviceDeps(t.app), random }, session, body(401, 5) as never, run);
      won.set(r.GiftInfoId, (won.get(r.GiftInfoId) ?? 0) + 1);
    }
    // Same seed, same sequence: the service used the injected RNG for every draw.
    const replay = seededRandom(2024);
    const expected = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const g = drawPrize([{ gift_id: 101, draw_chance: 50 }, { gift_id: 102, draw_chance: 30 }, { gift_id: 103, draw_chance: 15 }, { gift_id: 104, draw_chance: 5 }], replay).gift_id;
      expected.set(g, (expected.get(g) ?? 0) + 1);
    }
    expect(won).toEqual(expected);
    expect((won.get(101) ?? 0)).toBeGreaterThan(won.get(104) ?? 0);
  });
});

describe('lucky box calls', () => {
  it('GetLuckyBoxInfo lists boxes of the currency with prize table and last winner', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/GetLuckyBoxInfo?CurrencyId=1&UserLanguage=cn' });
    const boxes = res.json().Result.LuckyBoxInfo as Array<Record<string, unknown>>;
    expect(boxes.map((b) => b.Id)).toEqual([401, 402]);
    expect(boxes[0]).toMatchObject({ Name: '铜宝箱', Amount: 5, IsVip: false, LuckyBoxCurrency: [{ CurrencyId: 1, Amount: 5 }] });
    expect(boxes[0]!.LuckyBoxSettings).toEqual(expect.arrayContaining([{ GiftInfoId: 101, GiftName: '爱心', GiftAmount: 1, DrawChance: 50 }]));
    const coin = await t.app.inject({ method: 'GET', url: '/GetLuckyBoxInfo?CurrencyId=999&UserLanguage=en' });
    expect(coin.json().Result.LuckyBoxInfo.map((b: { Id: number }) => b.Id)).toEqual([403]);
  });

  it('purchase: pays, answers the prize from the table, records the last winner', async () => {
    const token = await t.login('member');
    const before = await balanceMinor(t.app.sideline.store.db, 1001, 1);
    const r = await buy(token, 'box-1', body(401, 5));
    expect(r.Code).toBe(200);
    expect(r.Result.LuckyBoxId).toBe(401);
    expect([101, 102, 103, 104]).toContain(r.Result.GiftInfoId);
    expect(r.Result.Balance).toBe((before - 500) / 100);
    expect(await buy(token, 'box-1', body(401, 5))).toEqual(r); // retry: same prize, paid once
    expect(await balanceMinor(t.app.sideline.store.db, 1001, 1)).toBe(before - 500);
    const info = (await t.app.inject({ method: 'GET', url: '/GetLuckyBoxInfo?CurrencyId=1&UserLanguage=en' })).json();
    const box = info.Result.LuckyBoxInfo.find((b: { Id: number }) => b.Id === 401);
    expect(box.LuckyBoxLastWinner).toMatchObject({ Nickname: 'LuckyFan', StreamerName: expect.any(String) });
  });

  it('refusals: insufficient balance, VIP box, expired box, wrong price', async () => {
    const newbie = await t.login('newbie'); // 50 USD, VIP 0
    const vip = await buy(await t.login('vip5'), 'box-v', body(402, 50));
    expect(vip.Code).toBe(200);
    const notVip = await buy(newbie, 'box-2', body(402, 50));
    expect(notVip.Error[0].Field).toBe(DomainErrorCode.VipRequired);
    const expired = await buy(newbie, 'box-3', body(999, 5));
    expect(luckyBoxErrorText(expired.Error[0])).toEqual({ key: LuckyBoxMessageKey.Expired });
    const price = await buy(newbie, 'box-4', body(401, 4));
    expect(luckyBoxErrorText(price.Error[0])).toEqual({ message: expect.stringContaining('price') });
    for (let i = 0; i < 10; i++) expect((await buy(newbie, `spend-${i}`, body(401, 5))).Code).toBe(200);
    const poor = await buy(newbie, 'box-5', body(401, 5));
    expect(poor.Error[0].Field).toBe('InsufficientBalance');
    expect(luckyBoxErrorText(poor.Error[0])).toEqual({ key: LuckyBoxMessageKey.InsufficientBalance });
    expect(await balanceMinor(t.app.sideline.store.db, 1005, 1)).toBe(0);
    expect(await ledgerSumMinor(t.app.sideline.store.db, 1005, 1)).toBe(0);
  });
});
