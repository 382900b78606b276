import { describe, expect, it } from 'vitest';
import type { StreamerReport } from '@sideline/protocol';
import { chartSeries, lastDays } from './measures';
import { formatMeasure } from './ReportTable';

const row = (Bucket: string, AnchorId: number, Name: string, Viewers: number) => ({
  Bucket, AnchorId, Name, Viewers, AverageWatchSeconds: 30, ChatUsers: 0, TipCount: 0, TipUsers: 0, TipAmount: 0, AverageTip: 0,
  TrafficBytes: 0, TrafficGB: 0, RecommendCount: 0, EventCount: 1,
});

describe('report chart data', () => {
  it('puts one bar per period for the names with the most of the measure, zero where a name has no row', () => {
    const report: StreamerReport = {
      Period: 'day', From: '2026-11-24', To: '2026-11-25', CurrencyId: 1,
      Buckets: [{ Key: '2026-11-24', Start: 0, End: 1 }, { Key: '2026-11-25', Start: 1, End: 2 }],
      Rows: [row('2026-11-24', 301, 'Linh', 3), row('2026-11-25', 301, 'Linh', 1), row('2026-11-25', 302, 'Somchai', 5), row('2026-11-25', 303, 'Nobody', 0)],
      Totals: [],
    };
    expect(chartSeries('streamers', report, 'Viewers')).toEqual({
      labels: ['2026-11-24', '2026-11-25'],
      series: [{ name: 'Somchai', values: [0, 5] }, { name: 'Linh', values: [3, 1] }],
    });
    expect(chartSeries('streamers', report, 'Viewers', 1).series.map((s) => s.name)).toEqual(['Somchai']);
  });

  it('formats watch time as m:ss, amounts with cents, and picks the last days in UTC', () => {
    expect(formatMeasure('AverageWatchSeconds', 95.4, 'en')).toBe('1:35');
    expect(formatMeasure('TipAmount', 20, 'en')).toBe('20.00');
    expect(formatMeasure('Viewers', 1234, 'en')).toBe('1,234');
    expect(lastDays(7, Date.UTC(2026, 10, 25, 23))).toEqual({ From: '2026-11-19', To: '2026-11-25' });
  });
});
