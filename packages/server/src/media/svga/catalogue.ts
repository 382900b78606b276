import { GIFTS } from '../../seed/world';
import { slugify } from '../../seed/media-urls';
import { parseJson } from '../../store/values';
import { buildMovie } from './art';
import type { EmblemShape, MovieSpec } from './art';
import { encodeSvga } from './movie';

/**
 * The demo SVGA files, one per demo gift (by its English name's slug) plus the lucky-box
 * opening and a VIP welcome per level 1-10, served at `/media/svga/<slug>.svga`. Files are
 * generated on first request and kept in memory (each is a few kB).
 */
export const SVGA_PATH_PREFIX = '/media/svga/';
export const LUCKY_BOX_OPEN_SLUG = 'lucky-box-open';
export const VIP_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SHAPES: Array<[RegExp, EmblemShape]> = [
  [/heart|kiss|rose|flower|love/, 'heart'],
  [/star|trophy|crown|firework|clover/, 'star'],
  [/car/, 'car'],
  [/castle/, 'castle'],
  [/diamond|ring/, 'diamond'],
  [/coin|share|wish/, 'coin'],
  [/box/, 'box'],
];

/** The emblem a demo gift's animation draws, from its name (Supercar a car, Castle a castle …). */
export function shapeOf(slug: string): EmblemShape {
  return SHAPES.find(([re]) => re.test(slug))?.[1] ?? 'coin';
}

/** Slugs of the demo gifts (English names). */
export const GIFT_SVGA_SLUGS: readonly string[] = [
  ...new Set(GIFTS.map((g) => slugify(parseJson<{ en?: string }>(g.names_json, {}).en ?? String(g.id)))),
];

function specs(): Map<string, MovieSpec> {
  const out = new Map<string, MovieSpec>();
  for (const slug of GIFT_SVGA_SLUGS) out.set(slug, { shape: shapeOf(slug), hue: hash(slug) % 360, sparks: 10, seed: hash(slug) });
  out.set(LUCKY_BOX_OPEN_SLUG, { shape: 'box', hue: 35, sparks: 16, seed: 401 });
  for (const level of VIP_LEVELS) out.set(vipWelcomeSlug(level), { shape: 'star', hue: (45 + level * 31) % 360, sparks: 6 + level * 2, seed: level });
  return out;
}

const SPECS = specs();
const cache = new Map<string, Buffer>();

export function vipWelcomeSlug(level: number): string {
  return `vip-welcome-${level}`;
}

/** Every slug with a generated file. */
export function svgaSlugs(): string[] {
  return [...SPECS.keys()];
}

/** The SVGA file of `slug`, or null when there is none. */
export function svgaFile(slug: string): Buffer | null {
  const spec = SPECS.get(slug);
  if (!spec) return null;
  let file = cache.get(slug);
  if (!file) {
    file = encodeSvga(buildMovie(spec));
    cache.set(slug, file);
  }
  return file;
}

export function svgaUrl(slug: string): string {
  return `${SVGA_PATH_PREFIX}${slug}.svga`;
}

/** URL of the gift animation for a gift's English name; null when the catalogue has none. */
export function giftSvgaUrl(englishName: string): string | null {
  const slug = slugify(englishName);
  return SPECS.has(slug) ? svgaUrl(slug) : null;
}
