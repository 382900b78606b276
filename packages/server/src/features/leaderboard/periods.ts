import { LeaderboardPeriod } from '@sideline/protocol';

/**
 * Leaderboard periods. Statistics run in GMT-4 (spec section 9; a fixed offset, no daylight
 * saving): a week is Monday 00:00 to the next Monday 00:00 GMT-4, a month the 1st 00:00 to the
 * next 1st 00:00 GMT-4. Bounds are epoch ms, start inclusive and end exclusive.
 */
export const LEADERBOARD_OFFSET_MS = -4 * 3600_000;
const DAY_MS = 24 * 3600_000;

export interface Period {
  name: LeaderboardPeriod;
  start: number;
  end: number;
  /** 'MM/DD-MM/DD' in GMT-4, both days included (DateRange). */
  label: string;
}

/** Epoch ms of 00:00 GMT-4 on the given GMT-4 calendar day (month/day may overflow). */
function localMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day) - LEADERBOARD_OFFSET_MS;
}

function mmdd(epochMs: number): string {
  const d = new Date(epochMs + LEADERBOARD_OFFSET_MS);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`;
}

function period(name: LeaderboardPeriod, start: number, end: number): Period {
  return { name, start, end, label: `${mmdd(start)}-${mmdd(end - 1)}` };
}

/** The four periods around `now`. */
export function leaderboardPeriods(now: number): Record<LeaderboardPeriod, Period> {
  const local = new Date(now + LEADERBOARD_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const weekStart = localMidnight(y, m, local.getUTCDate() - sinceMonday);
  const monthStart = localMidnight(y, m, 1);
  return {
    [LeaderboardPeriod.LastWeek]: period(LeaderboardPeriod.LastWeek, weekStart - 7 * DAY_MS, weekStart),
    [LeaderboardPeriod.CurrentWeek]: period(LeaderboardPeriod.CurrentWeek, weekStart, weekStart + 7 * DAY_MS),
    [LeaderboardPeriod.LastMonth]: period(LeaderboardPeriod.LastMonth, localMidnight(y, m - 1, 1), monthStart),
    [LeaderboardPeriod.CurrentMonth]: period(LeaderboardPeriod.CurrentMonth, monthStart, localMidnight(y, m + 1, 1)),
  };
}
