import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { balanceMinor, ledgerSumMinor } from '../wallet/index';
import { ANCHOR_ID, MATCH_ID, giftBody, injectSender } from './gifts.testing';

/**
 * Issue 16 item 8: a closed match disables gifting. Every paid call into the room — SendGift,
 * wish coin, profit share, lucky box and the wheel — is refused once the operator closes the
 * room, and no money moves; reopening lets them through again.
 */
const OPERATOR_KEY = 'closed-room-operator-key';
const VIP5 = 1002;
const USD = 1;
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ config: { operatorKey: OPERATOR_KEY } });
});
afterAll(async () => t?.close());

const setOpen = async (IsOpen: boolean) => {
  const res = await t.app.inject({
    method: 'POST', url: '/Operator/SetChatroomStatus', headers: { 'Operator-Key': OPERATOR_KEY }, payload: { MatchId: MATCH_ID, ProgramType: 1, IsOpen },
  });
  expect(res.json().Code).toBe(200);
};

const models = {
  UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: USD, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'GoldenBoot' },
  ChatRoomInfoModel: { MatchId: MATCH_ID, AnchorLanguage: 'en', AnchorId: ANCHOR_ID, GroupName: 'Licensee4283400', ProgramType: 1 },
};
const calls = [
  ['/SendGift', giftBody(101, 1)],
  ['/SendWishCoin', { ...models, MessageInfoModel: { Color: 2, Type: 17 } }],
  ['/SendProfitShare', { ...models, MessageInfoModel: { Color: 2, Type: 18 }, SendProfitShareInfoModel: { Amount: 1.5 } }],
  ['/PurchaseLuckyBox', { ...models, MessageInfoModel: { Color: 2, Type: 16 }, PurchaseLuckyBoxInfoModel: { LuckyBoxId: 401, Amount: 5 } }],
  ['/SpinWheel', { ...models, MessageInfoModel: { Color: 2, Type: 15 }, WheelInfoModel: { Amount: 5 } }],
] as const;

describe('a closed room takes no paid call', () => {
  it.each(calls)('%s is refused while the room is closed and nothing is debited', async (url, body) => {
    await setOpen(false);
    const send = injectSender(t.app, await t.login('vip5'));
    const before = await balanceMinor(t.app.sideline.store.db, VIP5, USD);
    const res = await send(url, `closed-${url}`, body);
    expect(res.body.Code).not.toBe(200);
    expect(res.body.Error?.[0]?.Field).toMatch(/MatchId$/);
    expect(res.body.Error?.[0]?.Message).toMatch(/closed/);
    expect(await balanceMinor(t.app.sideline.store.db, VIP5, USD)).toBe(before);
    expect(await ledgerSumMinor(t.app.sideline.store.db, VIP5, USD)).toBe(before);
  });

  it('the same gift goes through once the room reopens', async () => {
    await setOpen(true);
    const send = injectSender(t.app, await t.login('vip5'));
    expect((await send('/SendGift', 'reopened-gift', giftBody(101, 1))).body.Code).toBe(200);
  });
});
