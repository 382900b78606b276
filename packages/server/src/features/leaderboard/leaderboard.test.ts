import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LeaderboardPeriod } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { debit, LedgerReason, moneyTransaction } from '../wallet/index';
import { leaderboardPeriods } from './periods';
import { leaderBoard, personalRank } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const H = 3600_000;
/** Monday 2 March 2026 00:00 GMT-4. */
const MON = Date.UTC(2026, 2, 2, 4);

/** A real ledger row as the wallet writes it: a debit (negative) with its reason. */
async function tip(customerId: number, amount: number, at: number, extra: { reason?: string; currency?: number } = {}) {
  await t.app.sideline.store.db.insertInto('ledger').values({
    customer_id: customerId, currency_id: extra.currency ?? 1, amount_minor: -Math.round(amount * 100), balance_after_minor: 0,
    reason: extra.reason ?? 'gift', idempotency_key: null, created_at: at,
  }).execute();
}

describe('leaderboard periods (GMT-4)', () => {
  it('starts weeks on Monday 00:00 and months on the 1st 00:00 GMT-4', () => {
    const p = leaderboardPeriods(MON);
    expect(p.CurrentWeek).toMatchObject({ start: MON, end: MON + 7 * 24 * H, label: '03/02-03/08' });
    expect(p.LastWeek).toMatchObject({ start: MON - 7 * 24 * H, end: MON, label: '02/23-03/01' });
    expect(p.CurrentMonth).toMatchObject({ start: Date.UTC(2026, 2, 1, 4), end: Date.UTC(2026, 3, 1, 4), label: '03/01-03/31' });
    expect(p.LastMonth).toMatchObject({ start: Date.UTC(2026, 1, 1, 4), end: Date.UTC(2026, 2, 1, 4), label: '02/01-02/28' });

    const before = leaderboardPeriods(MON - 1); // Sunday 23:59:59.999 GMT-4 (Monday 03:59 UTC)
    expect(before.CurrentWeek.start).toBe(MON - 7 * 24 * H);
    const sundayNightUtc = leaderboardPeriods(Date.UTC(2026, 2, 1, 3, 59)); // still 28 Feb GMT-4
    expect(sundayNightUtc.CurrentMonth.label).toBe('02/01-02/28');
    const january = leaderboardPeriods(Date.UTC(2026, 0, 10));
    expect(january.LastMonth.label).toBe('12/01-12/31');
    expect(january.LastMonth.start).toBe(Date.UTC(2025, 11, 1, 4));
  });
});

describe('rankings from the ledger', () => {
  beforeEach(async () => {
    await t.app.sideline.store.db.deleteFrom('ledger').where('reason', 'in', ['gift', 'topup']).execute();
  });

  it('scores the amount tipped per period, at the GMT-4 boundaries, only gifts in the currency', async () => {
    await tip(1001, 5, MON); // first instant of the week
    await tip(1001, 2.5, MON + 3 * H);
    await tip(1002, 20, MON - 1); // last instant of last week (Sunday 1 March: this month)
    await tip(2001, 3, MON + H);
    await tip(2001, 100, MON + H, { reason: 'topup' });
    await tip(2002, 50, MON + H, { currency: 2 });
    await tip(2003, 9, Date.UTC(2026, 1, 28, 12)); // 28 Feb: last week and last month

    const board = await leaderBoard(t.app.sideline.store, 1, 1001, MON + 2 * 24 * H);
    const rows = (p: string) => board.LeaderBoardResult.filter((r) => r.LeaderBoardDate === p).map((r) => [r.NickName, r.Score, r.IsMe]);
    expect(rows(LeaderboardPeriod.CurrentWeek)).toEqual([['LuckyFan', 7.5, true], ['MinhGoal', 3, false]]);
    expect(rows(LeaderboardPeriod.LastWeek)).toEqual([['GoldenBoot', 20, false], ['伟龙', 9, false]]);
    expect(rows(LeaderboardPeriod.CurrentMonth)).toEqual([['GoldenBoot', 20, false], ['LuckyFan', 7.5, true], ['MinhGoal', 3, false]]);
    expect(rows(LeaderboardPeriod.LastMonth)).toEqual([['伟龙', 9, false]]);
    expect(board.LeaderBoardDateRangeDto.map((d) => [d.LeaderBoardDate, d.IsShowLast, d.DateRange])).toEqual([
      ['LastWeek', false, '02/23-03/01'], ['CurrentWeek', false, '03/02-03/08'],
      ['LastMonth', false, '02/01-02/28'], ['CurrentMonth', false, '03/01-03/31'],
    ]);
  });

  it('flags the last period as shown during the first day of the new one, and offers it only when it has tips', async () => {
    await tip(1002, 20, MON - H);
    const early = await leaderBoard(t.app.sideline.store, 1, null, MON + 2 * H);
    expect(early.LeaderBoardDateRangeDto.filter((d) => d.LeaderBoardDate.endsWith('Week')).map((d) => [d.LeaderBoardDate, d.IsShowLast]))
      .toEqual([['LastWeek', true], ['CurrentWeek', true]]);
    // March began on Sunday 1 March GMT-4: by Monday 02:00 the month is 26 h old, and February had no tips.
    expect(early.LeaderBoardDateRangeDto.filter((d) => d.LeaderBoardDate.endsWith('Month')).map((d) => [d.LeaderBoardDate, d.IsShowLast]))
      .toEqual([['CurrentMonth', false]]);
    const later = await leaderBoard(t.app.sideline.store, 1, null, MON + 24 * H);
    expect(later.LeaderBoardDateRangeDto.find((d) => d.LeaderBoardDate === 'LastWeek')?.IsShowLast).toBe(false);
    const empty = await leaderBoard(t.app.sideline.store, 1, null, MON + 70 * 24 * H); // May: nothing last or this week/month
    expect(empty.LeaderBoardDateRangeDto.map((d) => d.LeaderBoardDate)).toEqual(['CurrentWeek', 'CurrentMonth']);
    expect(empty.LeaderBoardResult).toEqual([]);
  });

  it('gives the own rank up to 50, else null (not on the list)', async () => {
    const db = t.app.sideline.store.db;
    const ids = Array.from({ length: 50 }, (_, i) => 3000 + i);
    await db.insertInto('customers').values(ids.map((id) => ({
      id, site_id: 4283400, licensee_user_name: `fan${id}`, nickname: null, nickname_color: 1, currency_id: 1, vip: 0,
      language: 'en', odds_type: 3, is_muted: 0, is_bot: 1, created_at: 0,
    }))).onConflict((oc) => oc.doNothing()).execute();
    for (const id of ids) await tip(id, 100 + id - 3000, MON + H);
    await tip(1001, 99, MON + H); // rank 52 (behind 1002 and the 50 fans)
    await tip(1002, 1000, MON + H); // rank 1
    const now = MON + 2 * H;
    const mine = await personalRank(t.app.sideline.store, 1001, 1, now);
    expect(mine.find((r) => r.LeaderBoardDate === 'CurrentWeek')).toEqual({ LeaderBoardDate: 'CurrentWeek', Rank: null, Score: 99 });
    expect(mine.find((r) => r.LeaderBoardDate === 'LastWeek')).toEqual({ LeaderBoardDate: 'LastWeek', Rank: null, Score: 0 });
    expect((await personalRank(t.app.sideline.store, 1002, 1, now)).find((r) => r.LeaderBoardDate === 'CurrentWeek')?.Rank).toBe(1);
    const week = async (id: number) => (await personalRank(t.app.sideline.store, id, 1, now)).find((r) => r.LeaderBoardDate === 'CurrentWeek');
    expect(await week(3001)).toMatchObject({ Rank: 50, Score: 101 });
    expect(await week(3000)).toMatchObject({ Rank: null, Score: 100 });
    const board = await leaderBoard(t.app.sideline.store, 1, 1001, now);
    const rows = board.LeaderBoardResult.filter((r) => r.LeaderBoardDate === 'CurrentWeek');
    expect(rows).toHaveLength(50);
    expect(rows[0]).toMatchObject({ NickName: 'GoldenBoot', Score: 1000 });
    expect(rows[1]).toMatchObject({ NickName: 'fa***', Score: 149 });
    expect(rows[49]).toMatchObject({ Score: 101 });
    expect(rows.some((r) => r.IsMe)).toBe(false);
  });
});

describe('leaderboard calls', () => {
  it('GetShowLeaderBoard follows the site setting (hidden on the coin site)', async () => {
    const show = async (token?: string) =>
      (await t.app.inject({ method: 'GET', url: '/GetShowLeaderBoard', headers: token ? { Token: token } : {} })).json().Result.IsShowLeaderBoard;
    expect(await show(await t.login('member'))).toBe(true);
    expect(await show(await t.login('coin-member'))).toBe(false);
    expect(await show()).toBe(true);
  });

  it('GetLeaderBoard and GetPersonalRank rank a real gift debit of the wallet', async () => {
    await t.app.sideline.store.db.deleteFrom('ledger').where('reason', '=', 'gift').execute();
    await moneyTransaction(t.app.sideline.store, (trx) => debit(trx, {
      customerId: 1002, currencyId: 1, amountMinor: 1234, reason: LedgerReason.Gift, idempotencyKey: 'lb-test-1', anchorId: 301, giftId: 104,
    }));
    const token = await t.login('vip5');
    const board = await t.app.inject({ method: 'GET', url: '/GetLeaderBoard?CurrencyId=1', headers: { Token: token } });
    expect(board.statusCode).toBe(200);
    const rows = board.json().Result.LeaderBoardResult;
    expect(rows.find((r: { LeaderBoardDate: string }) => r.LeaderBoardDate === 'CurrentWeek')).toEqual({
      NickName: 'GoldenBoot', Score: 12.34, IsMe: true, LeaderBoardDate: 'CurrentWeek',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/GetLeaderBoard?CurrencyId=1' });
    expect(anonymous.json().Result.LeaderBoardResult[0].IsMe).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/GetLeaderBoard' })).statusCode).toBe(400);

    const rank = await t.app.inject({ method: 'GET', url: '/GetPersonalRank', headers: { Token: token } });
    expect(rank.json().Result.Nickname).toBe('GoldenBoot');
    expect(rank.json().Result.PersonalRankDto.find((r: { LeaderBoardDate: string }) => r.LeaderBoardDate === 'CurrentWeek'))
      .toEqual({ LeaderBoardDate: 'CurrentWeek', Rank: 1, Score: 12.34 });
    expect((await t.app.inject({ method: 'GET', url: '/GetPersonalRank' })).statusCode).toBe(401);
  });
});

describe('gifts sent with gift tickets', () => {
  it('count at the gift value in the currency they were sent in, next to paid gifts', async () => {
    const db = t.app.sideline.store.db;
    await db.deleteFrom('ledger').where('reason', '=', 'gift').execute();
    await db.deleteFrom('gift_card_ledger').where('reason', '=', 'gift').execute();
    const token = await t.login('member'); // LuckyFan (1001) holds 3 vouchers of gift 101 (1 USD)
    const send = (key: string, giftId: number, amount: number, quantity: number, usingTicket: boolean) => t.app.inject({
      method: 'POST', url: '/SendGift', headers: { Token: token, 'Idempotency-Key': key },
      payload: {
        SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en',
        GiftInfo: { GiftLevel: 0, NickName: 'LuckyFan', Amount: amount, Quantity: quantity, IsUsingTicket: usingTicket },
        GroupName: 'Licensee4283400', MatchId: 51230001, AnchorId: 301, AnchorLanguage: 'en', Message: String(giftId),
        Color: 3, Type: 2, ProgramType: 1,
      },
    });
    expect((await send('lb-ticket-1', 101, 1, 3, true)).json().Code).toBe(200);
    const week = async () => (await leaderBoard(t.app.sideline.store, 1, 1001, Date.now())).LeaderBoardResult
      .filter((r) => r.LeaderBoardDate === LeaderboardPeriod.CurrentWeek).map((r) => [r.NickName, r.Score, r.IsMe]);
    expect(await week()).toEqual([['LuckyFan', 3, true]]);
    expect((await send('lb-paid-1', 102, 5, 1, false)).json().Code).toBe(200);
    expect(await week()).toEqual([['LuckyFan', 8, true]]);
    expect((await personalRank(t.app.sideline.store, 1001, 1, Date.now())).find((r) => r.LeaderBoardDate === 'CurrentWeek'))
      .toEqual({ LeaderBoardDate: 'CurrentWeek', Rank: 1, Score: 8 });
    // Another currency's board does not see them.
    expect((await leaderBoard(t.app.sideline.store, 2, 1001, Date.now())).LeaderBoardResult).toEqual([]);
  });
});
