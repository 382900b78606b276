import { describe, expect, it } from 'vitest';
import { RecentFrames } from './recent';

describe('RecentFrames', () => {
  it('keeps the newest frames and slices exact ranges across the wrap', () => {
    const ring = new RecentFrames(3);
    for (let offset = 1; offset <= 5; offset++) ring.push(offset, `f${offset}`);
    expect(ring.last()).toBe(5);
    expect(ring.covers(2, 5)).toBe(true);
    expect(ring.covers(1, 5)).toBe(false);
    expect(ring.slice(2, 5)).toEqual(['f3', 'f4', 'f5']);
    expect(ring.slice(3, 4)).toEqual(['f4']);
    expect(ring.covers(5, 5)).toBe(true);
    expect(ring.slice(5, 5)).toEqual([]);
  });

  it('clears on a jump in offsets and holds nothing with capacity 0', () => {
    const ring = new RecentFrames(4);
    ring.push(1, 'a');
    ring.push(2, 'b');
    ring.push(7, 'g');
    expect(ring.covers(1, 2)).toBe(false);
    expect(ring.slice(6, 7)).toEqual(['g']);
    const none = new RecentFrames(0);
    none.push(1, 'a');
    expect(none.covers(0, 1)).toBe(false);
    expect(none.last()).toBe(-1);
  });
});
