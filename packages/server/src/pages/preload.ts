import fs from 'node:fs';
import path from 'node:path';

/** Per widget route, what the web build says to preload (packages/web/preloadLinks.ts writes it). */
type Preloads = Record<string, { script?: string[]; style?: string[] }>;

/** A site path of the build's own assets, nothing a header could be broken by. */
const ASSET_PATH = /^\/assets\/[\w.-]+$/;

/** A build's JSON bookkeeping file, read again only when the build changed it. */
export function cachedJson<T>(): (file: string, empty: T) => T {
  let cached: { file: string; mtimeMs: number; value: T } | null = null;
  return (file, empty) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return empty;
    }
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.value;
    let value = empty;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    } catch {
      // A build being written: nothing this time, the page loads its chunks itself.
    }
    cached = { file, mtimeMs, value };
    return value;
  };
}

const readRoutePreloads = cachedJson<Preloads>();
const readLocalePreloads = cachedJson<Record<string, string[]>>();
const readPreloads = (webDist: string) => readRoutePreloads(path.join(webDist, '.vite', 'preload.json'), {});

/**
 * The `Link` header of a page route: the viewer's locale chunks first when the page knows its
 * language (the data parameter's UserLanguage; the entry would ask for them only once it runs,
 * and the page shows no text before they are in), then its page chunks as `rel=modulepreload`
 * and their CSS as `rel=preload; as=style; crossorigin`, so the browser fetches them beside the HTML instead
 * of after the entry has run (issue 20, first chat line). Null for a route without a preload
 * list (or no build yet). Only `/assets/…` names of the build are used.
 */
export function preloadLinkHeader(webDist: string, route: string, language: string | null = null): string | null {
  const entry = readPreloads(webDist)[route];
  if (!entry) return null;
  const locale = language ? readLocalePreloads(path.join(webDist, '.vite', 'locales.json'), {})[language] ?? [] : [];
  const links = [
    ...[...locale, ...(entry.script ?? [])].filter((f) => ASSET_PATH.test(f)).map((f) => `<${f}>; rel=modulepreload`),
    // `crossorigin` as the stylesheet links the page adds (Vite's preload helper and index.html set
    // it): a preload fetched in another credentials mode is not used, and the CSS loads twice.
    ...(entry.style ?? []).filter((f) => ASSET_PATH.test(f)).map((f) => `<${f}>; rel=preload; as=style; crossorigin`),
  ];
  return links.length > 0 ? [...new Set(links)].join(', ') : null;
}
