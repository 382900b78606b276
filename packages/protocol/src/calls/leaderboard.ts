import { z } from 'zod';
import { defineCall } from './define';
import { DateRange, LeaderboardRow, PersonalRank } from '../entities/leaderboard';
import { qInt } from './fields';

export const GetLeaderBoard = defineCall({
  name: 'GetLeaderBoard',
  method: 'GET',
  path: '/GetLeaderBoard',
  headers: { auth: 'optional' },
  request: z.object({ CurrencyId: qInt }),
  result: z.object({ LeaderBoardResult: z.array(LeaderboardRow), LeaderBoardDateRangeDto: z.array(DateRange) }),
  feature: 'leaderboard',
  summary: 'Tipping leaderboard rows of every period (each row carries its LeaderBoardDate) and the periods offered.',
});

export const GetPersonalRank = defineCall({
  name: 'GetPersonalRank',
  method: 'GET',
  path: '/GetPersonalRank',
  headers: { auth: 'required' },
  request: z.object({}),
  result: z.object({ PersonalRankDto: z.array(PersonalRank), Nickname: z.string().nullable() }),
  feature: 'leaderboard',
  summary: "The caller's rank per period (pinned own-rank row).",
});

export const GetShowLeaderBoard = defineCall({
  name: 'GetShowLeaderBoard',
  method: 'GET',
  path: '/GetShowLeaderBoard',
  headers: { auth: 'optional' },
  request: z.object({}),
  result: z.object({ IsShowLeaderBoard: z.boolean() }),
  feature: 'leaderboard',
  summary: 'Whether the leaderboard is shown for this site.',
});
