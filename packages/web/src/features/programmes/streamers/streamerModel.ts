import { ANCHOR_LANGUAGE_ORDER, AnchorTag, STREAMER_DESKTOP_CARDS_PER_PAGE, STREAMER_STARS_MAX } from '@sideline/protocol';
import type { AnchorFeature, AnchorLanguage, AnchorTag as Tag } from '@sideline/protocol';

/** The streamer language filter in the spec's order: All, VN, TH, CN, ID, PH. */
export const STREAMER_LANGUAGES: readonly AnchorLanguage[] = ANCHOR_LANGUAGE_ORDER;

/** GetStreamerList's StreamerLanguage list for a filter choice ('all' = the five languages). */
export function streamerLanguagesFor(choice: AnchorLanguage): string[] {
  return (choice === 'all' ? STREAMER_LANGUAGES.filter((l) => l !== 'all') : [choice]).map((l) => l.toUpperCase());
}

/** Number of desktop pages of 3 cards. */
export function pageCount(total: number, perPage: number = STREAMER_DESKTOP_CARDS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The cards of one desktop page. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number = STREAMER_DESKTOP_CARDS_PER_PAGE): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}

/** The page holding item `index`. */
export function pageOfIndex(index: number, perPage: number = STREAMER_DESKTOP_CARDS_PER_PAGE): number {
  return Math.floor(index / perPage);
}

/** Previous/next index in the list, or null at either end. */
export function stepIndex(index: number, delta: -1 | 1, total: number): number | null {
  const next = index + delta;
  return next < 0 || next >= total ? null : next;
}

/** The feature bars to show: stars clamped to 1-5; on mobile only the first feature. */
export function featuresToShow(features: readonly AnchorFeature[], isMobile: boolean): AnchorFeature[] {
  const clamped = features.map((f) => ({ ...f, Star: Math.min(STREAMER_STARS_MAX, Math.max(1, Math.round(f.Star))) }));
  return isMobile ? clamped.slice(0, 1) : clamped;
}

/** The badge class of a streamer tag (none has no badge). */
export function tagBadge(tag: Tag): 'hot' | 'new' | null {
  if (tag === AnchorTag.Hot) return 'hot';
  if (tag === AnchorTag.New) return 'new';
  return null;
}
