import fs from 'node:fs';
import path from 'node:path';

/** Per widget route, what the web build says to preload (packages/web/preloadLinks.ts writes it). */
type Preloads = Record<string, { script?: string[]; style?: string[] }>;

/** A site path of the build's own assets, nothing a header could be broken by. */
const ASSET_PATH = /^\/assets\/[\w.-]+$/;

let cached: { file: string; mtimeMs: number; preloads: Preloads } | null = null;

function readPreloads(webDist: string): Preloads {
  const file = path.join(webDist, '.vite', 'preload.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return {};
  }
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.preloads;
  let preloads: Preloads = {};
  try {
    preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as Preloads;
  } catch {
    // A build being written: no preload this time, the page loads its chunks itself.
  }
  cached = { file, mtimeMs, preloads };
  return preloads;
}

/**
 * The `Link` header of a page route: its page chunks as `rel=modulepreload` and their CSS as
 * `rel=preload; as=style`, so the browser fetches them beside the HTML instead of after the
 * entry has run (issue 20, first chat line). Null for a route without a preload list (or no
 * build yet). Only `/assets/…` names of the build are used.
 */
export function preloadLinkHeader(webDist: string, route: string): string | null {
  const entry = readPreloads(webDist)[route];
  if (!entry) return null;
  const links = [
    ...(entry.script ?? []).filter((f) => ASSET_PATH.test(f)).map((f) => `<${f}>; rel=modulepreload`),
    ...(entry.style ?? []).filter((f) => ASSET_PATH.test(f)).map((f) => `<${f}>; rel=preload; as=style`),
  ];
  return links.length > 0 ? links.join(', ') : null;
}
