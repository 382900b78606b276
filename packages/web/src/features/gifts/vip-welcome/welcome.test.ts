import { describe, expect, it } from 'vitest';
import { welcomeSvgaFor } from './welcome';

describe('welcomeSvgaFor', () => {
  const list = [{ Vip: 1, WelcomeSvgaUrl: '/v1.svga' }, { Vip: 3, WelcomeSvgaUrl: '/v3.svga' }];
  it.each([
    [0, null],
    [1, '/v1.svga'],
    [2, '/v1.svga'],
    [3, '/v3.svga'],
    [10, '/v3.svga'],
  ])('VIP %s → %s', (vip, expected) => {
    expect(welcomeSvgaFor(list, vip)).toBe(expected);
    expect(welcomeSvgaFor(new Map(list.map((w) => [w.Vip, w.WelcomeSvgaUrl])), vip)).toBe(expected);
  });
  it('an empty list has no animation', () => {
    expect(welcomeSvgaFor([], 5)).toBeNull();
  });
});
