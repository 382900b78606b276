import { describe, expect, it } from 'vitest';
import { parseZonedWallTime, toViewerLocal } from './localTime';

describe('toViewerLocal (Asia/Hong_Kong → viewer zone, MM/DD HH:mm)', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each([
    // hk time, viewer zone, date, time, today
    ['2025-03-10T20:30:00', 'Asia/Hong_Kong', '03/10', '20:30', true],
    ['2025-03-10T20:30:00', 'UTC', '03/10', '12:30', true],
    ['2025-03-10T05:15:00', 'UTC', '03/09', '21:15', false],
    ['2025-03-11T07:59:00', 'UTC', '03/10', '23:59', true],
    ['2025-03-11T08:00:00', 'UTC', '03/11', '00:00', false],
    ['2025-03-10T20:30:00', 'Asia/Kolkata', '03/10', '18:00', true],
    ['2025-03-10T20:30:00', 'Asia/Bangkok', '03/10', '19:30', true],
    // New York is on daylight time (UTC-4) from 9 March 2025, standard (UTC-5) before.
    ['2025-03-10T20:30:00', 'America/New_York', '03/10', '08:30', true],
    ['2025-03-01T20:30:00', 'America/New_York', '03/01', '07:30', false],
    ['2025-12-31T23:00:00', 'Asia/Tokyo', '01/01', '00:00', false],
    ['2025-03-10 09:05', 'Europe/London', '03/10', '01:05', true],
  ])('%s in %s → %s %s (today %s)', (hk, zone, date, time, today) => {
    expect(toViewerLocal(hk, now, zone)).toEqual({ UserLocalEventDate: date, UserLocalEventTime: time, IsToday: today });
  });

  it.each([null, '', 'not a date', '2025-13-01T00:00:00', '2025-01-01T25:00:00'])('unreadable %s gives empty fields', (v) => {
    expect(toViewerLocal(v, now, 'UTC')).toEqual({ UserLocalEventDate: '', UserLocalEventTime: '', IsToday: false });
  });

  it('reads the wall time in Hong Kong (UTC+8)', () => {
    expect(parseZonedWallTime('2025-06-01T08:00:00')?.toISOString()).toBe('2025-06-01T00:00:00.000Z');
  });
});
