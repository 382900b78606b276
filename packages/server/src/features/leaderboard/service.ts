import { LEADERBOARD_OWN_RANK_MAX, LeaderboardPeriod } from '@sideline/protocol';
import type { DateRange, LeaderboardRow, PersonalRank } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { fromMinor } from '../../store/values';
import { LedgerReason } from '../wallet/index';
import { leaderboardPeriods } from './periods';
import type { Period } from './periods';
import { tipTotals } from './store';
import type { TipTotal } from './store';

/**
 * The tipping leaderboard: the score is the amount a member tipped in the period and currency,
 * in currency units: gift debits of the wallet ledger (reason 'gift') plus gifts sent with gift
 * tickets (vouchers) at the gift's value (gift-card ledger 'gift' rows). See CONTEXT.md.
 *
 * Periods offered (LeaderBoardDateRangeDto, in this order): LastWeek when it has at least one
 * tip, CurrentWeek always, LastMonth when it has at least one tip, CurrentMonth always. The
 * last period is "shown" (IsShowLast true on both entries of its kind) during the first
 * LAST_PERIOD_SHOWCASE_MS of the new period when it is offered, so toggling to week or month
 * opens the final standings of the period that just closed; otherwise IsShowLast is false and
 * the client opens the current one.
 */
export const TIP_REASONS: readonly string[] = [LedgerReason.Gift];
export const LAST_PERIOD_SHOWCASE_MS = 24 * 3600_000;

export interface RankedTip extends TipTotal {
  rank: number;
}

/** Ranks 1..n by amount tipped (ties: lower customer id first). */
export async function ranking(store: Store, currencyId: number, period: Period): Promise<RankedTip[]> {
  const totals = await tipTotals(store.db, TIP_REASONS, currencyId, period.start, period.end);
  return totals.map((t, i) => ({ ...t, rank: i + 1 }));
}

/** The name a row shows: the nickname, else the masked member name ('de***'). */
export function displayName(t: Pick<TipTotal, 'nickname' | 'userName'>): string {
  return t.nickname?.trim() || `${t.userName.slice(0, 2)}***`;
}

const KINDS = [
  { last: LeaderboardPeriod.LastWeek, current: LeaderboardPeriod.CurrentWeek },
  { last: LeaderboardPeriod.LastMonth, current: LeaderboardPeriod.CurrentMonth },
] as const;

/** GET /GetLeaderBoard: rows (rank 1-50) of every offered period, and the offered periods. */
export async function leaderBoard(store: Store, currencyId: number, me: number | null, now: number): Promise<{ LeaderBoardResult: LeaderboardRow[]; LeaderBoardDateRangeDto: DateRange[] }> {
  const periods = leaderboardPeriods(now);
  const rows: LeaderboardRow[] = [];
  const ranges: DateRange[] = [];
  for (const kind of KINDS) {
    const last = periods[kind.last];
    const current = periods[kind.current];
    const [lastRanks, currentRanks] = await Promise.all([ranking(store, currencyId, last), ranking(store, currencyId, current)]);
    const lastOffered = lastRanks.length > 0;
    const showLast = lastOffered && now - current.start < LAST_PERIOD_SHOWCASE_MS;
    const offered: [Period, RankedTip[]][] = lastOffered ? [[last, lastRanks], [current, currentRanks]] : [[current, currentRanks]];
    for (const [p, ranks] of offered) {
      ranges.push({ LeaderBoardDate: p.name, IsShowLast: showLast, DateRange: p.label });
      for (const r of ranks.slice(0, LEADERBOARD_OWN_RANK_MAX)) {
        rows.push({ NickName: displayName(r), Score: fromMinor(r.tippedMinor), IsMe: r.customerId === me, LeaderBoardDate: p.name });
      }
    }
  }
  return { LeaderBoardResult: rows, LeaderBoardDateRangeDto: ranges };
}

/**
 * GET /GetPersonalRank: the caller's rank in each of the four periods (in the session's
 * currency). Rank is null when the caller tipped nothing or ranks below 50 ('not-on-the-list');
 * Score is the amount tipped either way.
 */
export async function personalRank(store: Store, customerId: number, currencyId: number, now: number): Promise<PersonalRank[]> {
  const periods = leaderboardPeriods(now);
  const out: PersonalRank[] = [];
  for (const name of [LeaderboardPeriod.LastWeek, LeaderboardPeriod.CurrentWeek, LeaderboardPeriod.LastMonth, LeaderboardPeriod.CurrentMonth]) {
    const mine = (await ranking(store, currencyId, periods[name])).find((r) => r.customerId === customerId);
    out.push({
      LeaderBoardDate: name,
      Rank: mine && mine.rank <= LEADERBOARD_OWN_RANK_MAX ? mine.rank : null,
      Score: mine ? fromMinor(mine.tippedMinor) : 0,
    });
  }
  return out;
}
