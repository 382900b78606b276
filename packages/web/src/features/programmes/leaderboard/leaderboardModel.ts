import { LEADERBOARD_OWN_RANK_MAX, LEADERBOARD_TOP, LeaderboardPeriod, LeaderboardRange } from '@sideline/protocol';
import type { DateRange, LeaderboardPeriod as Period, LeaderboardRange as Range, LeaderboardRow, PersonalRank } from '@sideline/protocol';

/** The two periods of each tab: [last, current]. */
export const RANGE_PERIODS: Readonly<Record<Range, readonly [Period, Period]>> = {
  weekly: [LeaderboardPeriod.LastWeek, LeaderboardPeriod.CurrentWeek],
  monthly: [LeaderboardPeriod.LastMonth, LeaderboardPeriod.CurrentMonth],
};

/** The default view: the current week. */
export const DEFAULT_PERIOD: Period = LeaderboardPeriod.CurrentWeek;

/** The tab a period belongs to. */
export function rangeOf(period: Period): Range {
  return period === LeaderboardPeriod.LastMonth || period === LeaderboardPeriod.CurrentMonth ? LeaderboardRange.Monthly : LeaderboardRange.Weekly;
}

/**
 * Toggling to a tab (spec section 4): the last period if the server flags it as shown
 * (IsShowLast on that period's range entry), else the current one.
 */
export function periodForRange(range: Range, ranges: readonly DateRange[]): Period {
  const [last, current] = RANGE_PERIODS[range];
  return ranges.some((r) => r.LeaderBoardDate === last && r.IsShowLast) ? last : current;
}

/** The dropdown's periods of a tab, as the server offers them; shown only when more than one. */
export function periodOptions(range: Range, ranges: readonly DateRange[]): DateRange[] {
  const periods = RANGE_PERIODS[range];
  return periods.map((p) => ranges.find((r) => r.LeaderBoardDate === p)).filter((r): r is DateRange => r !== undefined);
}

export interface RankedRow extends LeaderboardRow {
  Rank: number;
}

/** The rows of one period, ranked by score (highest first; ties keep the server's order). */
export function rankedRows(rows: readonly LeaderboardRow[], period: Period): RankedRow[] {
  return rows
    .filter((r) => r.LeaderBoardDate === period)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.Score - a.r.Score || a.i - b.i)
    .map(({ r }, i) => ({ ...r, Rank: i + 1 }));
}

/** The pop-up's top 3 and the details' list from rank 4. */
export function splitTop(rows: readonly RankedRow[]): { top: RankedRow[]; rest: RankedRow[] } {
  return { top: rows.slice(0, LEADERBOARD_TOP), rest: rows.slice(LEADERBOARD_TOP) };
}

/** The pinned own-rank row: the rank when 50 or better, else 'not-on-the-list' (also when unranked). */
export function ownRank(ranks: readonly PersonalRank[], period: Period): { rank: number | null; score: number } {
  const mine = ranks.find((r) => r.LeaderBoardDate === period);
  if (!mine) return { rank: null, score: 0 };
  return { rank: mine.Rank !== null && mine.Rank <= LEADERBOARD_OWN_RANK_MAX ? mine.Rank : null, score: mine.Score };
}
