import type { ProgrammeReport, ReportKind, StreamerReport, TrafficReport } from '@sideline/protocol';

export type AnyReport = ProgrammeReport | StreamerReport | TrafficReport;
export type ReportRow = AnyReport['Rows'][number];

/** The measures a report shows, in column order (each a numeric field of its rows). */
export const MEASURES: Readonly<Record<ReportKind, readonly string[]>> = {
  programmes: ['Viewers', 'AverageWatchSeconds', 'ChatUsers', 'TipCount', 'TipUsers', 'TipAmount', 'AverageTip', 'TrafficGB', 'RecommendCount'],
  streamers: ['Viewers', 'AverageWatchSeconds', 'ChatUsers', 'TipCount', 'TipUsers', 'TipAmount', 'AverageTip', 'TrafficGB', 'RecommendCount', 'EventCount'],
  traffic: ['TrafficGB', 'Requests', 'EventCount'],
};

/** The name a row is known by in the table and the chart's legend. */
export function rowName(kind: ReportKind, row: ReportRow): string {
  if (kind === 'programmes') return (row as ProgrammeReport['Rows'][number]).Title;
  if (kind === 'streamers') return (row as StreamerReport['Rows'][number]).Name;
  return (row as TrafficReport['Rows'][number]).Source;
}

export const value = (row: object, measure: string): number => Number((row as Record<string, unknown>)[measure] ?? 0);

export interface ChartSeries {
  name: string;
  values: number[];
}

/**
 * The chart's data: one group of bars per period, one bar per row name — the `limit` names with
 * the most of `measure` over the range (the table lists them all).
 */
export function chartSeries(kind: ReportKind, report: AnyReport, measure: string, limit = 5): { labels: string[]; series: ChartSeries[] } {
  const labels = report.Buckets.map((b) => b.Key);
  const byName = new Map<string, number[]>();
  for (const row of report.Rows) {
    const name = rowName(kind, row);
    const values = byName.get(name) ?? labels.map(() => 0);
    const i = labels.indexOf(row.Bucket);
    if (i >= 0) values[i] += value(row, measure);
    byName.set(name, values);
  }
  const total = (v: number[]) => v.reduce((a, b) => a + b, 0);
  const series = [...byName.entries()].map(([name, values]) => ({ name, values }))
    .filter((s) => total(s.values) > 0)
    .sort((a, b) => total(b.values) - total(a.values) || a.name.localeCompare(b.name))
    .slice(0, limit);
  return { labels, series };
}

/** Today and `days - 1` days before it, as UTC 'YYYY-MM-DD'. */
export function lastDays(days: number, now = Date.now()): { From: string; To: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { From: day(now - (days - 1) * 86_400_000), To: day(now) };
}
