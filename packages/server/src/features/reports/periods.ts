import { REPORT_DEFAULT_DAYS } from '@sideline/protocol';
import type { ReportBucket, ReportPeriod } from '@sideline/protocol';

export const DAY_MS = 86_400_000;

const dayStart = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** ISO-8601 week of a UTC instant: 'YYYY-Www' (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekKey(ms: number): string {
  const d = new Date(ms);
  const weekday = (d.getUTCDay() + 6) % 7;
  const thursday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 3 - weekday);
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

function nextBoundary(period: ReportPeriod, start: number): number {
  const d = new Date(start);
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + (7 - ((d.getUTCDay() + 6) % 7)) * DAY_MS;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

function keyOf(period: ReportPeriod, start: number): string {
  if (period === 'day') return isoDay(start);
  if (period === 'week') return isoWeekKey(start);
  return isoDay(start).slice(0, 7);
}

/**
 * The buckets of a range of UTC days (both included): each day, ISO week or calendar month the
 * range touches, the first and last clipped to the range (a week from a Wednesday counts from it).
 */
export function bucketsOf(period: ReportPeriod, from: string, to: string): ReportBucket[] {
  const end = dayStart(to) + DAY_MS;
  const out: ReportBucket[] = [];
  for (let start = dayStart(from); start < end;) {
    const next = Math.min(nextBoundary(period, start), end);
    out.push({ Key: keyOf(period, start), Start: start, End: next });
    start = next;
  }
  return out;
}

/** The range asked for, its missing ends filled in (see ReportQuery): both UTC days, both included. */
export function rangeOf(q: { From?: string; To?: string }, now = Date.now()): { From: string; To: string } {
  const span = (REPORT_DEFAULT_DAYS - 1) * DAY_MS;
  if (q.From !== undefined && q.To !== undefined) return { From: q.From, To: q.To };
  if (q.From !== undefined) return { From: q.From, To: isoDay(dayStart(q.From) + span) };
  const to = q.To ?? isoDay(now);
  return { From: isoDay(dayStart(to) - span), To: to };
}
