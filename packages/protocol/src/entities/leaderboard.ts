import { z } from 'zod';
import { LeaderboardPeriod } from '../enums';

/** One leaderboard row (tipping score). */
export const LeaderboardRow = z.object({
  NickName: z.string(),
  Score: z.number(),
  IsMe: z.boolean(),
  LeaderBoardDate: z.enum(LeaderboardPeriod),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** A selectable period; `IsShowLast` flags whether the last period is offered; DateRange is its label. */
export const DateRange = z.object({
  LeaderBoardDate: z.enum(LeaderboardPeriod),
  IsShowLast: z.boolean(),
  DateRange: z.string(),
});
export type DateRange = z.infer<typeof DateRange>;

/** The caller's own rank (shown when Rank ≤ 50, else 'not-on-the-list'). Rank null when unranked. */
export const PersonalRank = z.object({
  LeaderBoardDate: z.enum(LeaderboardPeriod),
  Rank: z.number().int().min(1).nullable(),
  Score: z.number(),
});
export type PersonalRank = z.infer<typeof PersonalRank>;
