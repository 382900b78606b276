import { describe, expect, it } from 'vitest';
import { createLanes, enterTime, takeLane } from './lanes';
import { freshRows } from './plan';

describe('bullet lanes', () => {
  it('fills free lanes in order, drops when all are busy, reuses a lane once free', () => {
    const lanes = createLanes(2);
    expect(takeLane(lanes, 0, 100)).toBe(0);
    expect(takeLane(lanes, 0, 100)).toBe(1);
    expect(takeLane(lanes, 50, 100)).toBe(-1);
    expect(takeLane(lanes, 100, 100)).toBe(0);
  });
  it('computes the time a bullet needs to enter', () => {
    expect(enterTime(100, 20, 0.5)).toBe(240);
  });
});

describe('fresh rows for bullets', () => {
  it('flies only lines within 5 s of the newest one seen: a recovered backlog stays in the list', () => {
    const backlog = [{ Timestamp: 1_000 }, { Timestamp: 20_000 }, { Timestamp: 58_000 }, { Timestamp: 60_000 }];
    const { fresh, newest } = freshRows(backlog, 0);
    expect(fresh.map((r) => r.Timestamp)).toEqual([58_000, 60_000]);
    expect(newest).toBe(60_000);
    // A line after a quiet minute is fresh on its own; an old one arriving late is not.
    expect(freshRows([{ Timestamp: 120_000 }], newest).fresh).toHaveLength(1);
    expect(freshRows([{ Timestamp: 50_000 }], newest).fresh).toHaveLength(0);
  });
});
