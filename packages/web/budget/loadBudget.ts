/**
 * The load budget (issue 20): what a widget route makes the browser fetch before its first
 * chat line can show, read from the Vite build manifest (`dist/.vite/manifest.json`) rather
 * than from a timer. A route's initial set is the entry chunks (index.html loads two: the app's
 * and the boot module's, src/boot.ts), the route's lazily loaded page chunk(s), the chunks the
 * boot module loads on that route, the viewer's locale chunk, and every chunk those import
 * statically, with their CSS. Video engines (hls.js, the provider SDKs, the SVGA player) load beside the
 * page on demand and are reported apart; one found in an initial set counts against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The boot entry (src/boot.ts): index.html loads it beside the app's entry (bootEntry.ts). */
export const BOOT_ENTRY_KEY = 'src/boot.ts';
/** What the boot entry imports on the routes whose page runs the start-up sequence (the protocol's STARTUP_ROUTES). */
export const BOOT_STARTUP = 'src/pages/compositions/startup/startupRun.ts';

/**
 * The widget routes, the page modules each renders and what the boot entry loads on it (source
 * paths as the manifest keys them).
 */
export const WIDGET_ROUTES: ReadonlyArray<{ route: string; pages: readonly string[]; boot?: readonly string[] }> = [
  { route: '/licensee', pages: ['src/pages/licensee/LicenseePage.tsx'], boot: [BOOT_STARTUP] },
  { route: '/streamingplugin', pages: ['src/pages/streaming-plugin/StreamingPluginPage.tsx'], boot: [BOOT_STARTUP] },
  { route: '/entertainmentplugin', pages: ['src/pages/entertainment-plugin/EntertainmentPluginPage.tsx'] },
  { route: '/broadcastplugin', pages: ['src/pages/broadcast-plugin/BroadcastPluginPage.tsx'] },
  { route: '/creditplugin', pages: ['src/pages/credit-plugin/CreditPluginPage.tsx'] },
  // Its index child route is the schedule.
  { route: '/streamertopicpage', pages: ['src/pages/streamer-topic/StreamerTopicPage.tsx', 'src/pages/streamer-topic/StreamerSchedulePage.tsx'] },
];

/** The locale every budget assumes (the default; the others are the same order of size). */
export const BUDGET_LOCALE = 'src/shared/i18n/locales/en.ts';

/** Chunks that are video engines by the package they come from (reported apart). */
export const VIDEO_ENGINE = /hls\.js|agora-rtc-sdk-ng|@byteplus\/rtc|svgaplayerweb|hls\.light|AgoraRTC|index\.esm\.min|svga\.min/i;

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Gzip bytes of a built file: its precompressed `.gz` when the build wrote one, else gzip -9 now. */
export function gzipBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

/**
 * The chat preview's stylesheet (app/chatPreview.css), a build entry of its own that no page
 * links: the server inlines it into the HTML of a page it draws the room's last lines in
 * (server pages/chatPreview.ts), so it is part of that HTML, not of a route's initial files.
 */
export const CHAT_PREVIEW_STYLES = 'src/app/chatPreview.css';

/** The entry chunks: a page's HTML loads every one (the widget's: the app and the boot module). */
const entryKeys = (m: Manifest): string[] => {
  const keys = Object.keys(m).filter((k) => m[k].isEntry && k !== CHAT_PREVIEW_STYLES);
  if (keys.length === 0) throw new Error('the manifest has no entry chunk');
  return keys;
};

/** Manifest keys reached from `roots` through static imports. */
export function staticClosure(m: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !m[key]) return;
    seen.add(key);
    for (const next of m[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

export interface RouteLoad {
  route: string;
  jsBytes: number;
  cssBytes: number;
  /** Files of the initial set, for the report. */
  files: string[];
  /** Video engines found in the initial set (they should load beside it). */
  engines: string[];
}

/** Files (JS then CSS) of the given manifest keys, deduplicated. */
function filesOf(m: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = m[key];
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

/** The initial load of each route; a page missing from the manifest is bundled into the entry. */
export function routeLoads(dist: string, m: Manifest = readManifest(dist)): RouteLoad[] {
  const entries = entryKeys(m);
  return WIDGET_ROUTES.map(({ route, pages, boot = [] }) => {
    const roots = [...entries, ...[...pages, ...boot].filter((p) => m[p]), ...(m[BUDGET_LOCALE] ? [BUDGET_LOCALE] : [])];
    const { js, css } = filesOf(m, staticClosure(m, roots));
    const sum = (files: string[]) => files.reduce((n, f) => n + gzipBytes(dist, f), 0);
    return { route, jsBytes: sum(js), cssBytes: sum(css), files: [...js, ...css], engines: js.filter((f) => VIDEO_ENGINE.test(f)) };
  });
}

/** Files a route's page needs beyond the entry's own closure, as site paths: what to preload. */
export interface RoutePreload { script: string[]; style: string[] }

/**
 * Per widget route, for `Link: rel=modulepreload` from the server (preloadLinks.ts), which the
 * browser acts on before it reads the HTML: first what the boot entry needs on the route (its
 * own chunks and the start-up runner's: the start-up calls wait for these, issue 20), then the
 * page chunks and CSS outside the entries' static closure (index.html loads that already).
 * The locale is left out: it depends on the viewer.
 */
export function routePreloads(m: Manifest): Record<string, RoutePreload> {
  const entry = staticClosure(m, entryKeys(m));
  const out: Record<string, RoutePreload> = {};
  for (const { route, pages, boot = [] } of WIDGET_ROUTES) {
    const first = staticClosure(m, [BOOT_ENTRY_KEY, ...boot].filter((p) => m[p]));
    const rest = [...staticClosure(m, pages.filter((p) => m[p]))].filter((k) => !entry.has(k) && !first.has(k));
    const { js, css } = filesOf(m, [...first, ...rest]);
    const entryCss = new Set(filesOf(m, entry).css);
    out[route] = { script: js.map((f) => `/${f}`), style: css.filter((f) => !entryCss.has(f)).map((f) => `/${f}`) };
  }
  return out;
}

/**
 * Per interface language, its locale chunk and what that imports, as site paths: the server
 * puts the viewer's first in a page's Link header when the data parameter names the language
 * (the entry would ask for it only once it runs).
 */
export function localePreloads(m: Manifest): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const key of Object.keys(m)) {
    const match = /^src\/shared\/i18n\/locales\/(\w+)\.ts$/.exec(key);
    if (match) out[match[1]!] = [...staticClosure(m, [key])].map((k) => `/${m[k]!.file}`);
  }
  // ph carries the English text (spec section 9) and loads English's chunks.
  if (out.en && !out.ph) out.ph = out.en;
  return out;
}

/** The chat preview's stylesheet as a site path (null: the build has none): the server inlines it. */
export function chatPreviewStyles(m: Manifest): string | null {
  const chunk = m[CHAT_PREVIEW_STYLES];
  const file = chunk?.file.endsWith('.css') ? chunk.file : chunk?.css?.[0];
  return file ? `/${file}` : null;
}

/** The video engines of the build (lazy chunks), with their gzip bytes. */
export function engineLoads(dist: string, m: Manifest = readManifest(dist)): Array<{ file: string; bytes: number }> {
  return Object.values(m)
    .filter((c) => !c.file.endsWith('.css') && (VIDEO_ENGINE.test(c.file) || VIDEO_ENGINE.test(c.src ?? '')))
    .map((c) => ({ file: c.file, bytes: gzipBytes(dist, c.file) }));
}

/** The initial JS + CSS of a whole site (entry closure): the demo host site. */
export function entryLoad(dist: string, m: Manifest = readManifest(dist)): number {
  const { js, css } = filesOf(m, staticClosure(m, entryKeys(m)));
  return [...js, ...css].reduce((n, f) => n + gzipBytes(dist, f), 0);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Manifest keys of locale chunks (both parts of every language). */
const LOCALE_MODULE = /^src\/shared\/i18n\/locales\//;

/**
 * The keys of a locale's second part (`more`) that the code of some route's initial set names:
 * each must move to the first part (locales/xx.ts), else the page would show it blank until the
 * second part arrives (i18n.ts). A key is named when its text appears as a string literal, or
 * when a literal ending in '-' starts it (a key built from parts: `welcome-template-${n}`).
 */
export function secondPartKeysNamedAtStart(dist: string, more: readonly string[], m: Manifest = readManifest(dist)): Array<{ route: string; key: string }> {
  const out: Array<{ route: string; key: string }> = [];
  const localeFiles = new Set(Object.keys(m).filter((k) => LOCALE_MODULE.test(k)).map((k) => m[k]!.file));
  // The routes share most files: each is read once.
  const literalsOf = new Map<string, string[]>();
  const fileLiterals = (file: string) => {
    let found = literalsOf.get(file);
    if (!found) {
      found = [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/["'`]([a-z0-9][a-z0-9-]*)(?=["'`$])/g)].map((match) => match[1]!);
      literalsOf.set(file, found);
    }
    return found;
  };
  for (const load of routeLoads(dist, m)) {
    const literals = new Set(load.files.filter((f) => f.endsWith('.js') && !localeFiles.has(f)).flatMap(fileLiterals));
    const prefixes = [...literals].filter((l) => l.endsWith('-') && l.length > 3);
    for (const key of more) if (literals.has(key) || prefixes.some((p) => key.startsWith(p))) out.push({ route: load.route, key });
  }
  return out;
}
