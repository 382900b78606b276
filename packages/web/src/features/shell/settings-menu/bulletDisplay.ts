import { decodeDataParam } from '@sideline/protocol';

/**
 * The viewer's bullet-chat display settings (settings menu): opacity, speed, the part of the
 * video bullets fly in, and personal keywords. Kept in local storage per viewer; a keyword
 * hides matching messages from the bullets only — the chat list still shows every line (the
 * spec has no keyword filter; the list is the room's record and the server's indecent-word
 * rules already apply to it).
 */
export type BulletArea = 'top-third' | 'half' | 'full';

export interface BulletDisplay {
  /** 0.2 – 1. */
  opacity: number;
  /** Speed factor 0.5 – 2 (1 = the 8 s crossing). */
  speed: number;
  area: BulletArea;
  keywords: readonly string[];
}

export const BULLET_AREAS: readonly BulletArea[] = ['top-third', 'half', 'full'];
/** Share of the video height each area covers (lanes start at the top). */
export const BULLET_AREA_FRACTION: Readonly<Record<BulletArea, number>> = { 'top-third': 1 / 3, half: 1 / 2, full: 1 };
export const BULLET_OPACITY = { min: 0.2, max: 1, step: 0.1 } as const;
export const BULLET_SPEED = { min: 0.5, max: 2, step: 0.25 } as const;
export const BULLET_KEYWORDS_MAX = 20;
export const BULLET_KEYWORD_MAX_LENGTH = 20;

export const DEFAULT_BULLET_DISPLAY: BulletDisplay = { opacity: 1, speed: 1, area: 'half', keywords: [] };

const clamp = (v: number, lo: number, hi: number, step: number) => {
  if (!Number.isFinite(v)) return null;
  const stepped = Math.round((Math.min(hi, Math.max(lo, v)) - lo) / step) * step + lo;
  return Math.round(stepped * 100) / 100;
};

export const clampOpacity = (v: number): number => clamp(v, BULLET_OPACITY.min, BULLET_OPACITY.max, BULLET_OPACITY.step) ?? DEFAULT_BULLET_DISPLAY.opacity;
export const clampSpeed = (v: number): number => clamp(v, BULLET_SPEED.min, BULLET_SPEED.max, BULLET_SPEED.step) ?? DEFAULT_BULLET_DISPLAY.speed;

/** A keyword as kept: trimmed, inner spaces collapsed, at most 20 characters; '' when empty. */
export function normalizeKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, BULLET_KEYWORD_MAX_LENGTH);
}

export type KeywordAdd = 'added' | 'empty' | 'duplicate' | 'full';

/** Adds a keyword (case-insensitive duplicates refused, at most 20). */
export function addKeyword(list: readonly string[], raw: string): { list: readonly string[]; result: KeywordAdd } {
  const k = normalizeKeyword(raw);
  if (!k) return { list, result: 'empty' };
  if (list.some((x) => x.toLowerCase() === k.toLowerCase())) return { list, result: 'duplicate' };
  if (list.length >= BULLET_KEYWORDS_MAX) return { list, result: 'full' };
  return { list: [...list, k], result: 'added' };
}

/** Stored JSON → settings; anything unreadable falls back to the defaults, field by field. */
export function parseBulletDisplay(raw: string | null): BulletDisplay {
  if (!raw) return DEFAULT_BULLET_DISPLAY;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return DEFAULT_BULLET_DISPLAY;
  }
  if (typeof v !== 'object' || v === null) return DEFAULT_BULLET_DISPLAY;
  const o = v as Record<string, unknown>;
  let keywords: readonly string[] = [];
  if (Array.isArray(o.keywords)) {
    for (const k of o.keywords) if (typeof k === 'string') keywords = addKeyword(keywords, k).list;
  }
  return {
    opacity: typeof o.opacity === 'number' ? clampOpacity(o.opacity) : DEFAULT_BULLET_DISPLAY.opacity,
    speed: typeof o.speed === 'number' ? clampSpeed(o.speed) : DEFAULT_BULLET_DISPLAY.speed,
    area: BULLET_AREAS.includes(o.area as BulletArea) ? (o.area as BulletArea) : DEFAULT_BULLET_DISPLAY.area,
    keywords,
  };
}

export function serializeBulletDisplay(d: BulletDisplay): string {
  return JSON.stringify({ opacity: d.opacity, speed: d.speed, area: d.area, keywords: d.keywords });
}

/**
 * The storage key of a viewer: the data parameter's site and customer id; without a customer
 * id (anonymous, or a host that does not send it) the site's shared "guest" slot of this browser.
 */
export function bulletDisplayKey(rawData: string | null): string {
  const decoded = decodeDataParam(rawData);
  const data = decoded.ok ? decoded.data : {};
  const site = typeof data.SiteId === 'number' ? data.SiteId : 0;
  const customer = typeof data.CustomerId === 'number' ? String(data.CustomerId) : 'guest';
  return `bullet-display:${site}:${customer}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The keyword matcher, compiled once per keyword list: one case-insensitive alternation, so a
 * bullet costs a single regex test however many keywords there are. Null when there are none.
 */
export function compileKeywordFilter(keywords: readonly string[]): ((text: string) => boolean) | null {
  if (keywords.length === 0) return null;
  const re = new RegExp(keywords.map(escapeRegExp).join('|'), 'iu');
  return (text) => re.test(text);
}
