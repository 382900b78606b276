/**
 * Language maps of section 9: the interface languages and how each maps onto the language
 * codes of the direct (sports) API, the odds site and the streaming service. All functions are
 * total: unknown input maps to the documented fallback.
 */
import type { Language } from './enums';

export const LANGUAGES: readonly Language[] = ['cn', 'en', 'vn', 'th', 'id', 'ph'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Type guard for an interface language (case-sensitive, lower-case codes). */
export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/** Normalises any casing ('CN', 'Vn') to a Language, or the default en. */
export function toLanguage(v: unknown): Language {
  if (typeof v !== 'string') return DEFAULT_LANGUAGE;
  const lower = v.toLowerCase();
  return isLanguage(lower) ? lower : DEFAULT_LANGUAGE;
}

/** `map[key]` when it is the map's own entry ('constructor' or '__proto__' are not languages). */
function ownValue(map: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined; // no Object.hasOwn: older widget browsers
}

/**
 * Direct (sports) API language codes. The spec: "cn to cs, ch, zhcn, vn, th, id, ko, jp, else en"
 * — cn maps to cs; the other listed codes (ch, zhcn, vn, th, id, ko, jp) pass through; anything
 * else is en.
 */
export const DIRECT_API_LANGUAGES: Readonly<Record<string, string>> = {
  cn: 'cs', ch: 'ch', zhcn: 'zhcn', vn: 'vn', th: 'th', id: 'id', ko: 'ko', jp: 'jp',
};
export function langForDirectApi(lang: string): string {
  return ownValue(DIRECT_API_LANGUAGES, lang.toLowerCase()) ?? 'en';
}

/** Odds-site language codes: cn→cs, vn→vn, th→th, id→id, else en. */
export const ODDS_SITE_LANGUAGES: Readonly<Record<string, string>> = { cn: 'cs', vn: 'vn', th: 'th', id: 'id' };
export function langForOddsSite(lang: string): string {
  return ownValue(ODDS_SITE_LANGUAGES, lang.toLowerCase()) ?? 'en';
}

/** Streaming service language codes: cn→zh, vn→vi, th→th, else en. */
export const STREAMING_LANGUAGES: Readonly<Record<string, string>> = { cn: 'zh', vn: 'vi', th: 'th' };
export function langForStreaming(lang: string): string {
  return ownValue(STREAMING_LANGUAGES, lang.toLowerCase()) ?? 'en';
}

/** Languages with their own photos (over-streaming photo, leaderboard title); default en. */
export const PHOTO_LANGUAGES: readonly string[] = ['cn', 'vn', 'th', 'id', 'en'];
export function langForPhoto(lang: string): string {
  const l = lang.toLowerCase();
  return PHOTO_LANGUAGES.includes(l) ? l : 'en';
}

/** Default "no streaming" image languages (CN, EN, ID, TC, TH, VN; fallback EN). */
export const NO_STREAMING_IMAGE_LANGUAGES: readonly string[] = ['CN', 'EN', 'ID', 'TC', 'TH', 'VN'];
export function langForNoStreamingImage(lang: string): string {
  const u = lang.toUpperCase();
  return NO_STREAMING_IMAGE_LANGUAGES.includes(u) ? u : 'EN';
}
