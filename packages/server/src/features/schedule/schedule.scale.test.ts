import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgTestApp } from '../../testing/postgres';
import type { PgTestApp } from '../../testing/postgres';
import type { FastifyInstance } from 'fastify';
import { MatchStatus, PromotionStatus } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { SET_LIVE_STATUS_PATH } from './operator';

/** The schedule family (schedule, streamers, programmes, promotions, leaderboard, feedback) on PostgreSQL. */

let store: Store;
let app: FastifyInstance;
let pgApp: PgTestApp;
beforeAll(async () => {
  pgApp = await openPgTestApp('sched');
  ({ store, app } = pgApp);
  await app.ready();
});
afterAll(async () => {
  await pgApp?.close();
});

const token = async (key: string) => (await app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: key } })).json().Result.Token as string;

describe('schedule family on postgres', () => {
  it('answers the schedule, lobby, streamers and promotions', async () => {
    const sched = await app.inject({ method: 'POST', url: '/Streamer/GetStreamerScheduleInfo', payload: { UserLanguage: 'en', Page: 2 }, headers: { IsSchedule: 'true' } });
    expect(sched.json().Result.StreamerScheduleInfoDtos).toHaveLength(16);
    const lobby = (await app.inject({ method: 'GET', url: '/Licensee/GetProgramList?SiteId=4283400&UserLanguage=en' })).json().Result.Programs;
    expect(lobby.filter((i: { MatchStatus: number }) => i.MatchStatus === MatchStatus.NotStart)).toHaveLength(3);
    expect((await app.inject({ method: 'GET', url: '/Streamer/GetStreamerList?StreamerLanguage=cn' })).json().Result.StreamerDtos).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: '/Streamer/GetStreamerDetail?Id=305' })).json().Result.StreamerDetailDto.AnchorPhotos).toHaveLength(3);
    const promos = (await app.inject({ method: 'GET', url: '/Promotion/GetPromotionList?UserLanguage=en' })).json().Result.Promotions;
    expect(promos.map((p: { Status: number }) => p.Status)).toContain(PromotionStatus.Finished);
  });

  it('records presence, feedback, live status and leaderboard ranks', async () => {
    const member = await token('member');
    expect((await app.inject({ method: 'POST', url: '/Entertainment/Customer/EnterProgram', payload: { EventId: 7001, Token: member } })).json().Result.IsSuccess).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/Entertainment/Customer/LeaveProgram', payload: { EventId: 7001, Token: member } })).json().Result.IsSuccess).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/CreateFeedbackRating', headers: { Token: member }, payload: { MatchId: 1, AnchorId: 301, ProgramType: 1, Rating: 5 } })).json().Code).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/GetUserFeedbackInfo?CustomerId=1001', headers: { Token: member } })).json().Result.IsShowFeedback).toBe(false);
    const set = await app.inject({ method: 'POST', url: SET_LIVE_STATUS_PATH, headers: { 'Operator-Key': 'sideline-demo-operator' }, payload: { MatchId: 51230005, Status: 1 } });
    expect(set.json().Result.LiveMatchIds).toContain(51230005);

    await store.db.insertInto('ledger').values([
      { customer_id: 1001, currency_id: 1, amount_minor: -500, balance_after_minor: 0, reason: 'gift', idempotency_key: null, created_at: Date.now() },
      { customer_id: 1002, currency_id: 1, amount_minor: -700, balance_after_minor: 0, reason: 'gift', idempotency_key: null, created_at: Date.now() },
    ]).execute();
    const board = (await app.inject({ method: 'GET', url: '/GetLeaderBoard?CurrencyId=1', headers: { Token: member } })).json().Result;
    expect(board.LeaderBoardResult.filter((r: { LeaderBoardDate: string }) => r.LeaderBoardDate === 'CurrentWeek')).toEqual([
      { NickName: 'GoldenBoot', Score: 7, IsMe: false, LeaderBoardDate: 'CurrentWeek' },
      { NickName: 'LuckyFan', Score: 5, IsMe: true, LeaderBoardDate: 'CurrentWeek' },
    ]);
    const rank = (await app.inject({ method: 'GET', url: '/GetPersonalRank', headers: { Token: member } })).json().Result;
    expect(rank.PersonalRankDto.find((r: { LeaderBoardDate: string }) => r.LeaderBoardDate === 'CurrentWeek')).toMatchObject({ Rank: 2, Score: 5 });
  });
});
