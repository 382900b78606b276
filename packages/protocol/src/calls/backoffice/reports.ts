import { z } from 'zod';
import { defineStaffCall } from './define';
import { ADMIN_MESSAGES } from './define';
import { qInt } from '../fields';

/**
 * Reports (spec "Admin vocabulary — Report" and the admin screens "reports (program, traffic,
 * streamer)"): viewers, average watch time, chat users, tip count, tip users, tip amount, traffic
 * in GB, event count, average tip, recommend count — by day, ISO week or month (UTC) over a range
 * of days. What each measure is computed from: packages/server/src/features/reports/CONTEXT.md.
 */

export const ReportPeriod = { Day: 'day', Week: 'week', Month: 'month' } as const;
export type ReportPeriod = (typeof ReportPeriod)[keyof typeof ReportPeriod];
export const REPORT_PERIODS: readonly ReportPeriod[] = Object.values(ReportPeriod);

/** The three reports (also the `Report` of the exports). */
export const ReportKind = { Programmes: 'programmes', Streamers: 'streamers', Traffic: 'traffic' } as const;
export type ReportKind = (typeof ReportKind)[keyof typeof ReportKind];
export const REPORT_KINDS: readonly ReportKind[] = Object.values(ReportKind);

/** Longest range per period, in days (day: a quarter; week: a year; month: two years). */
export const REPORT_MAX_DAYS: Readonly<Record<ReportPeriod, number>> = { day: 93, week: 371, month: 731 };

/** A UTC calendar day 'YYYY-MM-DD'. */
const day = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Expected a date YYYY-MM-DD');

const DAY_MS = 86_400_000;

/** Days a range has when only one end (or neither) is given. */
export const REPORT_DEFAULT_DAYS = 7;

/**
 * Period and range shared by the reports and their exports. From/To are UTC days, both included;
 * without To the range is From and the 6 days after it, without From the 7 days up to To, without
 * either the 7 days up to today (UTC).
 */
/** Days from From to To (negative when To is earlier); null while either end is left out. */
function spanDays(q: { From?: string; To?: string }): number | null {
  if (q.From === undefined || q.To === undefined) return null;
  return (Date.parse(`${q.To}T00:00:00Z`) - Date.parse(`${q.From}T00:00:00Z`)) / DAY_MS;
}

const ReportQueryFields = z.object({
  Period: z.enum(['day', 'week', 'month']).default('day'),
  From: day.optional(),
  To: day.optional(),
  /** Currency of the tip measures (count, users, amount, average); default 1 (USD). */
  CurrencyId: qInt.pipe(z.number().int().min(1).max(1_000_000)).default(1),
});

/** The range checks (two refines, not one superRefine: the widget's small schema runtime, schema-lite, has refine only). */
function withRangeChecks<T extends z.ZodType<{ Period: 'day' | 'week' | 'month'; From?: string; To?: string }>>(schema: T) {
  return schema
    .refine((q) => { const span = spanDays(q); return span === null || span >= 0; }, { path: ['To'], message: ADMIN_MESSAGES.endAfterStart })
    .refine((q) => { const span = spanDays(q); return span === null || span < 0 || span + 1 <= REPORT_MAX_DAYS[q.Period]; }, {
      path: ['To'], message: `At most ${REPORT_MAX_DAYS.day} days by day, ${REPORT_MAX_DAYS.week} by week, ${REPORT_MAX_DAYS.month} by month`,
    });
}
export const ReportQuery = withRangeChecks(ReportQueryFields);
export type ReportQuery = z.input<typeof ReportQuery>;

/** One column of the chart and one group of rows: 'YYYY-MM-DD', ISO week 'YYYY-Www' or 'YYYY-MM'. */
export const ReportBucket = z.object({
  Key: z.string(),
  /** Epoch ms of the first instant counted (the range clips the first and last bucket). */
  Start: z.number().int(),
  /** Epoch ms just after the last instant counted. */
  End: z.number().int(),
});
export type ReportBucket = z.infer<typeof ReportBucket>;

/** The spec's measures. Amounts are major units of the query's currency; traffic is HLS bytes served. */
export const ReportMeasures = z.object({
  Viewers: z.number().int(),
  /** Total heartbeat-slot seconds (30 s a slot) / Viewers. */
  AverageWatchSeconds: z.number(),
  ChatUsers: z.number().int(),
  TipCount: z.number().int(),
  TipUsers: z.number().int(),
  TipAmount: z.number(),
  /** TipAmount / TipCount (0 without tips). */
  AverageTip: z.number(),
  TrafficBytes: z.number().int(),
  TrafficGB: z.number(),
  RecommendCount: z.number().int(),
  /** Distinct events (matches and programmes) with viewers in the bucket. */
  EventCount: z.number().int(),
});
export type ReportMeasures = z.infer<typeof ReportMeasures>;

const bucketed = { Bucket: z.string() };
const head = { Period: z.enum(['day', 'week', 'month']), From: z.string(), To: z.string(), CurrencyId: z.number().int(), Buckets: z.array(ReportBucket) };

/** One programme (a match, ProgramType 1, or an entertainment programme, 2) in one bucket. */
export const ProgrammeReportRow = ReportMeasures.omit({ EventCount: true }).extend({
  ...bucketed, ProgramType: z.number().int(), MatchId: z.number().int(), Title: z.string(),
});
export type ProgrammeReportRow = z.infer<typeof ProgrammeReportRow>;

/** One streamer (AnchorId) in one bucket; EventCount = the events they were watched on. */
export const StreamerReportRow = ReportMeasures.extend({ ...bucketed, AnchorId: z.number().int(), Name: z.string() });
export type StreamerReportRow = z.infer<typeof StreamerReportRow>;

/** All programmes together in one bucket (distinct viewers and users over every programme). */
export const ReportTotals = ReportMeasures.extend(bucketed);
export type ReportTotals = z.infer<typeof ReportTotals>;

/** HLS serving of one source (the channel kind: match, video, programme, preview…) in one bucket. */
export const TrafficReportRow = z.object({
  ...bucketed,
  Source: z.string(),
  /** Segments served. */
  Requests: z.number().int(),
  TrafficBytes: z.number().int(),
  TrafficGB: z.number(),
  /** Distinct events whose channels of this source were served. */
  EventCount: z.number().int(),
});
export type TrafficReportRow = z.infer<typeof TrafficReportRow>;

export const ProgrammeReport = z.object({ ...head, Rows: z.array(ProgrammeReportRow), Totals: z.array(ReportTotals) });
export type ProgrammeReport = z.infer<typeof ProgrammeReport>;
export const StreamerReport = z.object({ ...head, Rows: z.array(StreamerReportRow), Totals: z.array(ReportTotals) });
export type StreamerReport = z.infer<typeof StreamerReport>;
export const TrafficReport = z.object({ ...head, Rows: z.array(TrafficReportRow), Totals: z.array(TrafficReportRow.omit({ Source: true })) });
export type TrafficReport = z.infer<typeof TrafficReport>;

export const GetProgrammeReport = defineStaffCall({
  name: 'GetProgrammeReport', method: 'GET', path: '/reports/programmes', access: 'reports.read', feature: 'reports', audited: false,
  request: ReportQuery, result: ProgrammeReport,
  summary: 'Programme report: the measures per match or programme and per day, ISO week or month, with the totals of each.',
});

export const GetStreamerReport = defineStaffCall({
  name: 'GetStreamerReport', method: 'GET', path: '/reports/streamers', access: 'reports.read', feature: 'reports', audited: false,
  request: ReportQuery, result: StreamerReport,
  summary: 'Streamer report: the measures per streamer and per day, ISO week or month, with the totals of each.',
});

export const GetTrafficReport = defineStaffCall({
  name: 'GetTrafficReport', method: 'GET', path: '/reports/traffic', access: 'reports.read', feature: 'reports', audited: false,
  request: ReportQuery, result: TrafficReport,
  summary: 'Traffic report: HLS segments and bytes served per source and per day, ISO week or month.',
});

/** Export request: which report, and its period and range. */
export const ReportExportQuery = withRangeChecks(ReportQueryFields.extend({ Report: z.enum(['programmes', 'streamers', 'traffic']) }));

/** Answers text/csv: a header row, then one line per report row (the totals are not repeated). */
export const ExportReportCsv = defineStaffCall({
  name: 'ExportReportCsv', method: 'GET', path: '/reports/export.csv', access: 'reports.read', feature: 'reports', audited: false, csv: true,
  request: ReportExportQuery, result: z.string(),
  summary: 'A report as CSV (one line per row of the report).',
});

/** Answers an .xlsx workbook: sheet 'Report' (the rows) and sheet 'Totals' (one line per bucket). */
export const ExportReportXlsx = defineStaffCall({
  name: 'ExportReportXlsx', method: 'GET', path: '/reports/export.xlsx', access: 'reports.read', feature: 'reports', audited: false, xlsx: true,
  request: ReportExportQuery, /** The workbook's bytes (a Uint8Array), sent as the attachment, never as JSON. */
  result: z.unknown(),
  summary: 'A report as an .xlsx workbook (rows and totals sheets).',
});
