import type { WelcomeInfo } from '@sideline/protocol';

/**
 * The welcome animation of a VIP level from GET /Vip/GetWelcomeInfo: the entry of that level,
 * else the highest level below it; null for VIP 0 (no special animation) or an empty list.
 */
export function welcomeSvgaFor(list: ReadonlyMap<number, string> | readonly WelcomeInfo[], vip: number): string | null {
  if (!(vip > 0)) return null;
  const map = list instanceof Map ? list : new Map((list as readonly WelcomeInfo[]).map((w) => [w.Vip, w.WelcomeSvgaUrl]));
  for (let level = vip; level > 0; level--) {
    const url = map.get(level);
    if (url) return url;
  }
  return null;
}
