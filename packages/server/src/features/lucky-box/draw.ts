import { randomInt } from 'node:crypto';

/** A source of uniform numbers in [0, 1): injectable so tests can seed the draw. */
export type Random = () => number;

/** Cryptographic randomness for the real draws. */
export const secureRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** A small seeded generator (mulberry32) for reproducible draws in tests and the demo sim. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Pick a prize by DrawChance (weights; the seeded boxes sum to 100, any positive total works).
 * Server side only: the client never says what it won.
 */
export function drawPrize<T extends { draw_chance: number }>(settings: readonly T[], random: Random): T {
  const total = settings.reduce((sum, s) => sum + Math.max(0, s.draw_chance), 0);
  if (total <= 0) throw new Error('lucky box has no prize with a positive draw chance');
  let r = random() * total;
  for (const s of settings) {
    const w = Math.max(0, s.draw_chance);
    if (r < w) return s;
    r -= w;
  }
  return settings.filter((s) => s.draw_chance > 0).at(-1)!;
}
