import { describe, expect, it } from 'vitest';
import { createLanes, enterTime, takeLane } from './lanes';

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
