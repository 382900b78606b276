import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import { bucketsOf, isoWeekKey, rangeOf } from './periods';
import { reportsSuite } from './reports.suite';

reportsSuite('SQLite', () => makeTestApp());

describe('periods', () => {
  it('names ISO weeks and clips the range into days, weeks and months', () => {
    expect(isoWeekKey(Date.UTC(2021, 0, 3))).toBe('2020-W53');
    expect(isoWeekKey(Date.UTC(2026, 10, 25))).toBe('2026-W48');
    expect(isoWeekKey(Date.UTC(2024, 11, 30))).toBe('2025-W01');
    expect(bucketsOf('day', '2026-11-24', '2026-11-25').map((b) => b.Key)).toEqual(['2026-11-24', '2026-11-25']);
    const weeks = bucketsOf('week', '2026-11-25', '2026-12-08');
    expect(weeks.map((b) => b.Key)).toEqual(['2026-W48', '2026-W49', '2026-W50']);
    expect(weeks[0].Start).toBe(Date.UTC(2026, 10, 25));
    expect(weeks[1].Start).toBe(Date.UTC(2026, 10, 30));
    expect(weeks[2].End).toBe(Date.UTC(2026, 11, 9));
    expect(bucketsOf('month', '2026-01-31', '2026-03-01').map((b) => [b.Key, b.End])).toEqual([
      ['2026-01', Date.UTC(2026, 1, 1)], ['2026-02', Date.UTC(2026, 2, 1)], ['2026-03', Date.UTC(2026, 2, 2)],
    ]);
  });

  it('fills a missing end of the range with 7 days', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(rangeOf({}, now)).toEqual({ From: '2026-11-19', To: '2026-11-25' });
    expect(rangeOf({ From: '2026-01-01' }, now)).toEqual({ From: '2026-01-01', To: '2026-01-07' });
    expect(rangeOf({ To: '2026-03-02' }, now)).toEqual({ From: '2026-02-24', To: '2026-03-02' });
    expect(rangeOf({ From: '2026-01-01', To: '2026-01-01' }, now)).toEqual({ From: '2026-01-01', To: '2026-01-01' });
  });
});
