/** A random source in [0, 1) (Math.random's shape) and a clock in epoch ms: both injectable. */
export type Random = () => number;
export type Clock = () => number;

/**
 * A deterministic random source (mulberry32): the same seed gives the same sequence on every
 * node, so lazily created markets get the same opening prices wherever they are created first.
 */
export function seededRandom(seed: number): Random {
  let a = (Math.trunc(seed) >>> 0) || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
