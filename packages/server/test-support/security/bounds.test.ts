import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MONEY_AMOUNT } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { balanceMinor, ledgerSumMinor } from '../../src/features/wallet/index';
import { OWN, ROOM } from './testing';

/**
 * Issue 14, defect 4 and the hex query: amounts beyond what the money arithmetic carries
 * exactly answered 500; query integers written as '0x10' were read as 16. Each is refused
 * with a 400 naming the field, and no money moves.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  token = await t.login(OWN.key);
});
afterAll(() => t.close());

const room = { MatchId: ROOM.matchId, AnchorLanguage: 'en', AnchorId: ROOM.anchorId, GroupName: ROOM.group, ProgramType: 1 };
const user = { SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'x' };
/** 2 ** 53 + 2: the first even integer past the safe range (9007199254740993 rounds to 2 ** 53 as a double). */
const HUGE = [MAX_MONEY_AMOUNT + 0.01, 1e14, 1e15, 1e17, 2 ** 53 + 2, Number.MAX_VALUE];

async function post(url: string, key: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { Token: token, 'Idempotency-Key': key } });
  return { status: res.statusCode, body: res.json() as { Error: Array<{ Field: string | null }> | null } };
}

describe('unbounded amounts (issue 14, defect 4)', () => {
  const cases: Array<[string, string, (amount: number) => object]> = [
    ['/SendProfitShare', 'SendProfitShareInfoModel.Amount', (a) => ({
      UserInfoModel: user, ChatRoomInfoModel: room, MessageInfoModel: { Color: 2, Type: 18 }, SendProfitShareInfoModel: { Amount: a },
    })],
    ['/SendGift', 'GiftInfo.Amount', (a) => ({
      ...user, GiftInfo: { GiftLevel: 0, NickName: 'x', Amount: a, Quantity: 1, IsUsingTicket: false }, ...room, Message: '101', Color: 3, Type: 2,
    })],
    ['/PurchaseLuckyBox', 'PurchaseLuckyBoxInfoModel.Amount', (a) => ({
      PurchaseLuckyBoxInfoModel: { LuckyBoxId: 401, Amount: a }, ChatRoomInfoModel: room, UserInfoModel: user, MessageInfoModel: { Color: 3, Type: 16 },
    })],
    ['/SpinWheel', 'WheelInfoModel.Amount', (a) => ({
      ChatRoomInfoModel: room, UserInfoModel: user, WheelInfoModel: { Amount: a }, MessageInfoModel: { Color: 3, Type: 15 },
    })],
    ['/PlaceBet', 'Stake', (a) => ({
      PromotedOddsId: null, SportType: 1, MarketId: 5123000101, OddsPrice: 1.9, Point: null, MarketKey: 'h', Stake: a,
      AnchorId: ROOM.anchorId, AnchorLanguage: 'en', SiteName: 'Sideline Sportsbook', MatchId: ROOM.matchId, BetType: 1, Recommend: false,
    })],
  ];

  for (const [url, field, body] of cases) {
    it(`${url}: an amount above ${MAX_MONEY_AMOUNT} is a 400 naming ${field}, and nothing moves`, async () => {
      const before = await balanceMinor(t.app.sideline.store.db, OWN.customerId, 1);
      for (const [i, amount] of HUGE.entries()) {
        const answer = await post(url, `huge-${url}-${i}`, body(amount));
        expect(answer.status, `${url} ${amount}`).toBe(400);
        expect(answer.body.Error?.map((e) => e.Field)).toContain(field);
      }
      expect(await balanceMinor(t.app.sideline.store.db, OWN.customerId, 1)).toBe(before);
      expect(await ledgerSumMinor(t.app.sideline.store.db, OWN.customerId, 1)).toBe(before);
    });
  }
});

describe('query integers in another base (issue 14, defect 7)', () => {
  it("GET fields refuse '0x10', '0b1', '0o7', '1e1' and 'Infinity' as the contract does", async () => {
    for (const value of ['0x10', '0b1', '0o7', '1e1', 'Infinity', ' 0x10 ']) {
      const qs = new URLSearchParams({ GiftId: value, UserLanguage: 'en', CurrencyId: '1' });
      const res = await t.app.inject({ method: 'GET', url: `/GetGiftById?${qs}`, headers: { Token: token } });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().Error[0].Field).toBe('GiftId');
    }
    const ok = await t.app.inject({ method: 'GET', url: '/GetGiftById?GiftId=101&UserLanguage=en&CurrencyId=1', headers: { Token: token } });
    expect(ok.statusCode).toBe(200);
  });
});
