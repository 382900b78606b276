import { PromotionBackgroundType, PromotionBadge, PromotionStatus } from '@sideline/protocol';
import type { CSSProperties } from 'react';
import type { Promotion, PromotionBadge as Badge, PromotionStatus as Status, PromotionSummary } from '@sideline/protocol';

/** The event-list badge of a status: in progress → ongoing, not started → upcoming, finished → ended; drafts have none. */
export function promotionBadge(status: Status): Badge | null {
  switch (status) {
    case PromotionStatus.InProgress: return PromotionBadge.Ongoing;
    case PromotionStatus.NotStarted: return PromotionBadge.Upcoming;
    case PromotionStatus.Finished: return PromotionBadge.Ended;
    default: return null;
  }
}

/** The cards the event list shows (drafts are never listed). */
export function listedPromotions(list: readonly PromotionSummary[]): PromotionSummary[] {
  return list.filter((p) => promotionBadge(p.Status) !== null);
}

/** Only values that are plainly a colour reach the style (no url(), no expressions). */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
const safeColour = (c: string | null): string | null => (c && COLOUR.test(c.trim()) ? c.trim() : null);
const safeUrl = (u: string | null): string | null => {
  if (!u) return null;
  try {
    const url = new URL(u, 'https://placeholder.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:' ? u.replace(/["\\()]/g, encodeURIComponent) : null;
  } catch {
    return null;
  }
};

/**
 * The page background: an image, a single colour, or a vertical gradient from Color1 to
 * Color2 (spec section 2). Values that are not a colour or an http(s) URL are ignored.
 */
export function promotionBackground(p: Pick<Promotion, 'Type' | 'BackgroundImage' | 'Color1' | 'Color2'>): CSSProperties {
  const c1 = safeColour(p.Color1);
  const c2 = safeColour(p.Color2);
  switch (p.Type) {
    case PromotionBackgroundType.Image: {
      const url = safeUrl(p.BackgroundImage);
      return url ? { backgroundImage: `url("${url}")`, backgroundSize: 'cover', backgroundPosition: 'top center' } : {};
    }
    case PromotionBackgroundType.SingColor:
      return c1 ? { backgroundColor: c1 } : {};
    case PromotionBackgroundType.Gradient:
      return c1 && c2 ? { backgroundImage: `linear-gradient(to bottom, ${c1}, ${c2})` } : c1 ? { backgroundColor: c1 } : {};
    default:
      return {};
  }
}
