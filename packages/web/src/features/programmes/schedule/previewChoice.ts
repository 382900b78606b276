import { PREVIEW_AUTOPLAY_CANDIDATES, PREVIEW_AUTOPLAY_MIN_VISIBLE_RATIO } from '@sideline/protocol';

/** A card's box in viewport coordinates, and whether it may preview (live, provider A). */
export interface PreviewCandidate {
  id: string;
  eligible: boolean;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Fraction of the card's area inside the viewport. */
export function visibleRatio(c: PreviewCandidate, viewport: { width: number; height: number }): number {
  const w = c.right - c.left;
  const h = c.bottom - c.top;
  if (w <= 0 || h <= 0) return 0;
  const vw = Math.max(0, Math.min(c.right, viewport.width) - Math.max(c.left, 0));
  const vh = Math.max(0, Math.min(c.bottom, viewport.height) - Math.max(c.top, 0));
  return (vw * vh) / (w * h);
}

/**
 * The preview autoplay pick (spec section 4): among live provider-A cards at least 30% visible,
 * the 3 whose centres are nearest the viewport centre; one of them at random (`random` in [0,1)).
 */
export function choosePreview(
  cards: readonly PreviewCandidate[],
  viewport: { width: number; height: number },
  random: () => number = Math.random,
): string | null {
  const cx = viewport.width / 2;
  const cy = viewport.height / 2;
  const nearest = cards
    .filter((c) => c.eligible && visibleRatio(c, viewport) >= PREVIEW_AUTOPLAY_MIN_VISIBLE_RATIO)
    .map((c) => ({ id: c.id, d: Math.hypot((c.left + c.right) / 2 - cx, (c.top + c.bottom) / 2 - cy) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, PREVIEW_AUTOPLAY_CANDIDATES);
  if (nearest.length === 0) return null;
  const i = Math.min(nearest.length - 1, Math.floor(random() * nearest.length));
  return nearest[i]!.id;
}
