import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { OTHER, ROOM } from './testing';

/**
 * Issue 14, defects 1-3, written as the attacks: a member without a nickname (the demo's
 * 'newbie', account 'demo_newbie') pays with a VIP's nickname or a script in the body's name
 * fields; a stranger without a token reads the room history and the lucky box's last winner.
 * The lines must show the payer's own (masked, escaped) name, never the body's, and never the
 * raw licensee account name.
 */
let t: TestApp;
let attacker: string;
beforeAll(async () => {
  t = await makeTestApp();
  attacker = await t.login('newbie');
});
afterAll(() => t.close());

const SCRIPT = '<img src=x onerror=alert(1)>';
const SVG = '"><svg/onload=alert(1)>';
const room = { MatchId: ROOM.matchId, AnchorLanguage: 'en', AnchorId: ROOM.anchorId, GroupName: ROOM.group, ProgramType: 1 };
const user = (nickName: string) => ({
  SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: nickName,
});

async function paid(url: string, key: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { Token: attacker, 'Idempotency-Key': key } });
  expect(res.json().Code, res.body).toBe(200);
}

/** GET /Message as a stranger: no token at all. */
async function strangerHistory(): Promise<Array<{ Type: number; Nickname: string; LicenseeUserName: string | null; CustomerId: number }>> {
  const qs = new URLSearchParams({ MatchId: String(ROOM.matchId), AnchorLanguage: 'en', AnchorId: String(ROOM.anchorId), GroupName: ROOM.group });
  const res = await t.app.inject({ method: 'GET', url: `/Message?${qs}` });
  expect(res.statusCode).toBe(200);
  return res.json().Result.Messages;
}

const ATTACKER_ID = 1005;
/** What the newbie's lines must show: the masked account name ('demo' + '***'), escaped once. */
const MASKED = 'demo***';

function expectOwnNames(lines: Array<{ Nickname: string; LicenseeUserName: string | null }>): void {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.Nickname).toBe(MASKED);
    expect(line.LicenseeUserName).toBe(MASKED);
    expect(JSON.stringify(line)).not.toMatch(/GoldenBoot|demo_newbie|<img|<svg/);
  }
}

describe('a member pays under another name (issue 14, defects 1-3)', () => {
  it('SendGift: GiftInfo.NickName is ignored; the line shows the payer, masked', async () => {
    for (const [i, name] of [OTHER.nickname, SCRIPT, SVG].entries()) {
      await paid('/SendGift', `imp-gift-${i}`, {
        ...user(name), GiftInfo: { GiftLevel: 0, NickName: name, Amount: 1, Quantity: 1, IsUsingTicket: false },
        ...room, Message: '101', Color: 3, Type: 2,
      });
    }
    expectOwnNames((await strangerHistory()).filter((m) => m.Type === 2 && m.CustomerId === ATTACKER_ID));
  });

  it('PurchaseLuckyBox: UserInfoModel.NickName is ignored in the line and the last winner every viewer sees', async () => {
    for (const [i, name] of [OTHER.nickname, SCRIPT].entries()) {
      await paid('/PurchaseLuckyBox', `imp-box-${i}`, {
        PurchaseLuckyBoxInfoModel: { LuckyBoxId: 401, Amount: 5 }, ChatRoomInfoModel: room, UserInfoModel: user(name),
        MessageInfoModel: { Color: 3, Type: 16 },
      });
    }
    expectOwnNames((await strangerHistory()).filter((m) => m.Type === 16 && m.CustomerId === ATTACKER_ID));
    const info = await t.app.inject({ method: 'GET', url: '/GetLuckyBoxInfo?CurrencyId=1&UserLanguage=en' });
    const box = (info.json().Result.LuckyBoxInfo as Array<{ Id: number; LuckyBoxLastWinner: { Nickname: string } | null }>).find((b) => b.Id === 401);
    expect(box?.LuckyBoxLastWinner?.Nickname).toBe(MASKED);
  });

  it('SendWishCoin and SendProfitShare: UserInfoModel.NickName is ignored', async () => {
    await paid('/SendWishCoin', 'imp-wish', { UserInfoModel: user(OTHER.nickname), ChatRoomInfoModel: room, MessageInfoModel: { Color: 2, Type: 17 } });
    await paid('/SendProfitShare', 'imp-share', {
      UserInfoModel: user(SVG), ChatRoomInfoModel: room, MessageInfoModel: { Color: 2, Type: 18 }, SendProfitShareInfoModel: { Amount: 1 },
    });
    const lines = (await strangerHistory()).filter((m) => (m.Type === 17 || m.Type === 18) && m.CustomerId === ATTACKER_ID);
    expect(lines.map((m) => m.Type).sort()).toEqual([17, 18]);
    expectOwnNames(lines);
  });

  it('a member with a nickname: the stored (escaped once) nickname, and the account name masked', async () => {
    const vip = await t.login('vip5');
    const res = await t.app.inject({
      method: 'POST', url: '/SendGift', headers: { Token: vip, 'Idempotency-Key': 'imp-vip' },
      payload: { ...user(SCRIPT), GiftInfo: { GiftLevel: 0, NickName: SCRIPT, Amount: 1, Quantity: 1, IsUsingTicket: false }, ...room, Message: '101', Color: 3, Type: 2 },
    });
    expect(res.json().Code).toBe(200);
    const lines = (await strangerHistory()).filter((m) => m.Type === 2 && m.CustomerId === OTHER.customerId);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.Nickname).toBe(OTHER.nickname);
      expect(line.LicenseeUserName).toBe(MASKED);
    }
  });
});
