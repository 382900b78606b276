import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { chatPreviewStyles, localePreloads, readManifest, routePreloads } from './budget/loadBudget.ts';

/** Where the server finds each widget route's preload list (beside the manifest, not served). */
export const PRELOAD_FILE = path.join('.vite', 'preload.json');
/** Per interface language, its locale's chunks (the server preloads the viewer's). */
export const LOCALE_PRELOAD_FILE = path.join('.vite', 'locales.json');
/** The chat preview's stylesheet (`{ "styles": "/assets/….css" }`): the server inlines it into a page with a preview. */
export const CHAT_PREVIEW_FILE = path.join('.vite', 'chat-preview.json');

/**
 * Writes `dist/.vite/preload.json`: for each widget route, the page chunks (and their CSS) that
 * the entry would otherwise only ask for after it has loaded and run, so the server can send
 * them as `Link: rel=modulepreload` with the HTML and the route's chain takes fewer round trips
 * (issue 20, first chat line). The entry and its static imports are in index.html already.
 */
export function preloadLinks(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sideline-preload-links',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!fs.existsSync(path.join(outDir, '.vite', 'manifest.json'))) return;
      const manifest = readManifest(outDir);
      fs.writeFileSync(path.join(outDir, PRELOAD_FILE), `${JSON.stringify(routePreloads(manifest), null, 2)}\n`);
      fs.writeFileSync(path.join(outDir, LOCALE_PRELOAD_FILE), `${JSON.stringify(localePreloads(manifest), null, 2)}\n`);
      fs.writeFileSync(path.join(outDir, CHAT_PREVIEW_FILE), `${JSON.stringify({ styles: chatPreviewStyles(manifest) }, null, 2)}\n`);
    },
  };
}
