import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { balanceMinor, ledgerSumMinor } from '../wallet/index';
import { ANCHOR_ID, MATCH_ID, giftBody, injectSender } from './gifts.testing';

/**
 * Regression (found by the route fuzz, test-support/fuzz): a paid call whose room cannot be a chat room
 * (negative MatchId or AnchorId, an AnchorLanguage that is not a language code) debited the
 * wallet and then failed to announce the gift, logging an error. The room is now checked
 * before any money moves: 400 naming the field, nothing debited.
 */
let t: TestApp;
const VIP5 = 1002;
const USD = 1;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t?.close());

const models = (room: Record<string, unknown>) => ({
  UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: USD, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'GoldenBoot' },
  ChatRoomInfoModel: { MatchId: MATCH_ID, AnchorLanguage: 'en', AnchorId: ANCHOR_ID, GroupName: 'Licensee4283400', ProgramType: 1, ...room },
});

const bad = [
  ['MatchId', { MatchId: -1 }],
  ['AnchorId', { AnchorId: -7 }],
  ['AnchorLanguage', { AnchorLanguage: 'en:x' }],
] as const;

describe('paid calls refuse a room that cannot exist before moving money', () => {
  it.each(bad)('SendGift with a bad %s', async (field, room) => {
    const send = injectSender(t.app, await t.login('vip5'));
    const before = await balanceMinor(t.app.sideline.store.db, VIP5, USD);
    const res = await send('/SendGift', `room-gift-${field}`, { ...giftBody(101, 1), ...room });
    expect(res.status).toBe(400);
    expect(res.body.Error?.[0]?.Field).toBe(field);
    expect(await balanceMinor(t.app.sideline.store.db, VIP5, USD)).toBe(before);
  });

  it.each(bad.flatMap(([field, room]) => [
    ['/SendWishCoin', field, { ...models(room), MessageInfoModel: { Color: 2, Type: 17 } }],
    ['/SendProfitShare', field, { ...models(room), MessageInfoModel: { Color: 2, Type: 18 }, SendProfitShareInfoModel: { Amount: 1.5 } }],
    ['/PurchaseLuckyBox', field, { ...models(room), MessageInfoModel: { Color: 2, Type: 16 }, PurchaseLuckyBoxInfoModel: { LuckyBoxId: 401, Amount: 5 } }],
    ['/SpinWheel', field, { ...models(room), MessageInfoModel: { Color: 2, Type: 15 }, WheelInfoModel: { Amount: 5 } }],
  ] as const))('%s with a bad %s', async (url, field, body) => {
    const send = injectSender(t.app, await t.login('vip5'));
    const before = await balanceMinor(t.app.sideline.store.db, VIP5, USD);
    const res = await send(url, `room-${url}-${field}`, body);
    expect(res.body.Code).not.toBe(200);
    if (res.status === 400) expect(res.body.Error?.[0]?.Field).toBe(`ChatRoomInfoModel.${field}`);
    expect(await balanceMinor(t.app.sideline.store.db, VIP5, USD)).toBe(before);
    expect(await ledgerSumMinor(t.app.sideline.store.db, VIP5, USD)).toBe(before);
  });

  it('a good room still pays and announces', async () => {
    const send = injectSender(t.app, await t.login('vip5'));
    const res = await send('/SendWishCoin', 'room-ok', { ...models({}), MessageInfoModel: { Color: 2, Type: 17 } });
    expect(res.body.Code).toBe(200);
  });
});
