import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMediaDir } from './plugin';
import { readPresentationTimes, shiftTimestamps } from './timestamps';

const look = path.join(defaultMediaDir(), 'pitch');
const seg = (n: number) => readFileSync(path.join(look, `seg${String(n).padStart(2, '0')}.ts`));
const LOOP_TICKS = 20_000 * 90;
/** One video frame at 25 fps, in 90 kHz ticks. */
const FRAME = 3_600;
const WRAP = 2 ** 33;

describe('shiftTimestamps', () => {
  it('moves every PTS by the offset and leaves the input untouched', () => {
    const original = seg(3);
    const before = readPresentationTimes(original);
    const copy = Buffer.from(original);
    const after = readPresentationTimes(shiftTimestamps(original, 12_345));
    expect(before.length).toBeGreaterThan(50);
    expect(after).toEqual(before.map((t) => t + 12_345));
    expect(original.equals(copy)).toBe(true);
  });

  it('makes the loop seamless: the next pass starts one frame after this pass ends, even at today\'s loop count', () => {
    const loop = 89_769_329;
    const lastPass = readPresentationTimes(shiftTimestamps(seg(9), loop * LOOP_TICKS));
    const nextPass = readPresentationTimes(shiftTimestamps(seg(0), (loop + 1) * LOOP_TICKS));
    // Unshifted, pass L+1 would jump back ~20 s; shifted, it starts within a frame of where pass L ends.
    const gap = Math.min(...nextPass) - Math.max(...lastPass);
    expect(Math.abs(gap)).toBeLessThanOrEqual(FRAME);
    expect(Math.min(...readPresentationTimes(seg(0))) - Math.max(...readPresentationTimes(seg(9)))).toBeLessThan(-LOOP_TICKS / 2);
    expect(nextPass.every((t) => t >= 0 && t < WRAP)).toBe(true);
  });

  it('wraps at 2^33 like the format', () => {
    const before = readPresentationTimes(seg(0));
    const offset = WRAP - before[0];
    expect(readPresentationTimes(shiftTimestamps(seg(0), offset))[0]).toBe(0);
  });

  it('refuses what is not MPEG-TS or a bad offset', () => {
    expect(() => shiftTimestamps(Buffer.alloc(100), 1)).toThrow(/multiple of 188/);
    expect(() => shiftTimestamps(Buffer.alloc(188), 1)).toThrow(/sync byte/);
    expect(() => shiftTimestamps(seg(0), -1)).toThrow(/Invalid timestamp offset/);
  });
});
