import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { balanceMinor, ledgerSumMinor } from '../../src/features/wallet/index';
import { OWN, ROOM } from './testing';

/**
 * Issue 14, defect 5, as the attack: paid calls naming a room that does not exist (MatchId 0,
 * an anchor of no room or of another match, a programme without its anchor, an ended match)
 * took the money. Each is refused with a 400 naming the field and the wallet does not move.
 * AnchorId 0 in an open match is that match's own room (the widget's room when the host page
 * names no anchor): gifts there are announced in that room, whose history anyone can read.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  token = await t.login(OWN.key);
});
afterAll(() => t.close());

const user = { SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'x' };
const ENDED_MATCH = 51230007;
type Room = { MatchId: number; AnchorId: number; ProgramType: number };
const room = (r: Partial<Room>) => ({ MatchId: ROOM.matchId, AnchorLanguage: 'en', AnchorId: ROOM.anchorId, GroupName: ROOM.group, ProgramType: 1, ...r });

const calls: Array<[string, string, (r: Partial<Room>) => object]> = [
  ['/SendGift', '', (r) => ({ ...user, GiftInfo: { GiftLevel: 0, NickName: 'x', Amount: 1, Quantity: 1, IsUsingTicket: false }, ...room(r), Message: '101', Color: 3, Type: 2 })],
  ['/SendWishCoin', 'ChatRoomInfoModel.', (r) => ({ UserInfoModel: user, ChatRoomInfoModel: room(r), MessageInfoModel: { Color: 2, Type: 17 } })],
  ['/SendProfitShare', 'ChatRoomInfoModel.', (r) => ({ UserInfoModel: user, ChatRoomInfoModel: room(r), MessageInfoModel: { Color: 2, Type: 18 }, SendProfitShareInfoModel: { Amount: 1 } })],
  ['/PurchaseLuckyBox', 'ChatRoomInfoModel.', (r) => ({ PurchaseLuckyBoxInfoModel: { LuckyBoxId: 401, Amount: 5 }, ChatRoomInfoModel: room(r), UserInfoModel: user, MessageInfoModel: { Color: 3, Type: 16 } })],
  ['/SpinWheel', 'ChatRoomInfoModel.', (r) => ({ ChatRoomInfoModel: room(r), UserInfoModel: user, WheelInfoModel: { Amount: 5 }, MessageInfoModel: { Color: 3, Type: 15 } })],
];

const rooms: Array<[string, Partial<Room>, string]> = [
  ['MatchId 0, AnchorId 0', { MatchId: 0, AnchorId: 0 }, 'MatchId'],
  ['MatchId 0', { MatchId: 0 }, 'MatchId'],
  ['AnchorId 0 in a programme (its anchor is the room)', { MatchId: 7001, AnchorId: 0, ProgramType: 2 }, 'AnchorId'],
  ['an anchor that does not exist', { AnchorId: 999_999 }, 'AnchorId'],
  ['an anchor of another match', { AnchorId: 304 }, 'AnchorId'],
  ['a programme that does not exist', { MatchId: 1, ProgramType: 2 }, 'MatchId'],
  ['an ended match', { MatchId: ENDED_MATCH, AnchorId: 301 }, 'MatchId'],
];

describe('paid calls naming a room that does not exist (issue 14, defect 5)', () => {
  for (const [url, prefix, body] of calls) {
    it(`${url} takes no money for a room that does not exist or is closed`, async () => {
      const db = t.app.sideline.store.db;
      const before = await balanceMinor(db, OWN.customerId, 1);
      for (const [label, r, field] of rooms) {
        const res = await t.app.inject({ method: 'POST', url, payload: body(r), headers: { Token: token, 'Idempotency-Key': `room-${url}-${label}` } });
        expect(res.statusCode, `${url} ${label}: ${res.body}`).toBeLessThan(500);
        expect(res.json().Code, `${url} ${label}`).toBe(400);
        expect(res.json().Error[0].Field, `${url} ${label}`).toBe(`${prefix}${field}`);
      }
      expect(await balanceMinor(db, OWN.customerId, 1)).toBe(before);
      expect(await ledgerSumMinor(db, OWN.customerId, 1)).toBe(before);
    });
  }
});

describe("a match's own room (AnchorId 0) exists", () => {
  it('a gift there is paid and announced in that room', async () => {
    const payload = calls[0]![2]({ AnchorId: 0 });
    const res = await t.app.inject({ method: 'POST', url: '/SendGift', payload, headers: { Token: token, 'Idempotency-Key': 'room-own-0' } });
    expect(res.json().Code).toBe(200);
    const qs = new URLSearchParams({ MatchId: String(ROOM.matchId), AnchorLanguage: 'en', AnchorId: '0', GroupName: ROOM.group });
    const history = (await t.app.inject({ method: 'GET', url: `/Message?${qs}` })).json().Result.Messages as Array<{ Type: number; CustomerId: number }>;
    expect(history.some((m) => m.Type === 2 && m.CustomerId === OWN.customerId)).toBe(true);
  });
});
