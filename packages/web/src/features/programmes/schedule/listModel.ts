import { TOPIC_PAGE_CARDS_PER_PAGE } from '@sideline/protocol';
import type { ScheduleItem, Tag } from '@sideline/protocol';

/** 'all' or a content language code (lower case, as items carry it). */
export type LanguageFilter = string;

export interface ScheduleFilter {
  language: LanguageFilter;
  /** A tag id, or null for every tag. */
  tagId: number | null;
}

/** Items matching the language and tag filter, in the server's order. */
export function filterSchedule(items: readonly ScheduleItem[], filter: ScheduleFilter): ScheduleItem[] {
  return items.filter(
    (i) =>
      (filter.language === 'all' || i.Language.toLowerCase() === filter.language.toLowerCase()) &&
      (filter.tagId === null || i.Tags.some((t) => t.Id === filter.tagId)),
  );
}

/** The first `page` pages (16 cards each) of the filtered list: what the infinite scroll shows. */
export function visiblePages<T>(items: readonly T[], page: number, perPage: number = TOPIC_PAGE_CARDS_PER_PAGE): T[] {
  return items.slice(0, Math.max(1, page) * perPage);
}

/** True when more pages remain after `page`. */
export function hasMorePages(total: number, page: number, perPage: number = TOPIC_PAGE_CARDS_PER_PAGE): boolean {
  return Math.max(1, page) * perPage < total;
}

/** Every distinct tag of the items, in first-seen order (the filter tag row). */
export function collectTags(items: readonly ScheduleItem[]): Tag[] {
  const seen = new Map<number, Tag>();
  for (const i of items) for (const t of i.Tags) if (!seen.has(t.Id)) seen.set(t.Id, t);
  return [...seen.values()];
}

const TAG_NAME_FIELD = { cn: 'CnName', en: 'EnName', ph: 'PhName', th: 'ThName', vn: 'VnName', id: 'IdName' } as const;

/** A tag's name in the user's language (English when that one is blank). */
export function tagName(tag: Tag, language: string): string {
  const field = TAG_NAME_FIELD[language.toLowerCase() as keyof typeof TAG_NAME_FIELD] ?? 'EnName';
  return tag[field] || tag.EnName;
}

/** True when the scroll position is within `thresholdPx` (15 px) of the bottom. */
export function isNearBottom(scrollTop: number, clientHeight: number, scrollHeight: number, thresholdPx = 15): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= thresholdPx;
}
