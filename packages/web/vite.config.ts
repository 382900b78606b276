import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { API_PATH_PATTERN, API_TARGET, HUB_PATH_PATTERN } from './dev-proxy.ts';
import { precompress } from './precompress.ts';
import { localePreload } from './localePreload.ts';
import { preloadLinks } from './preloadLinks.ts';
import { CHAT_PREVIEW_STYLES, WIDGET_ROUTES } from './budget/loadBudget.ts';
import { BOOT_ENTRY, bootEntry, bootGraph } from './bootEntry.ts';
import { pageGroupName } from './pageChunks.ts';
import { chunkGraph, withoutLoaded } from './preloadLists.ts';

/**
 * What the boot entry waits for, which six or more chunks share: with the contract, apart from
 * vendor and the 'shared' chunk (below). The entry's own modules (src/boot.ts, app/boot.ts,
 * app/queryClient.ts) stay in its chunk.
 */
const BOOT_GRAPH = bootGraph();
const BOOT_FILES = new Set([...BOOT_GRAPH.staticFiles].filter((f) => !/[\\/]src[\\/](boot\.ts|app[\\/])/.test(f)));
/**
 * What the boot entry loads on the start-up routes (its `import()` of the start-up runner and
 * that runner's graph), as one chunk: nine files of 0.1 to 1.8 KB were nine round trips. The
 * entertainment and credit pages start with a few of its helpers (currency, queries), so they
 * load it too: 1.2 KB more for two files fewer there.
 */
const BOOT_STARTUP_FILES = new Set([...BOOT_GRAPH.files].filter((f) => !BOOT_GRAPH.staticFiles.has(f)));
/** Vite's dynamic-import helper: the boot entry uses it too. */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
/** The pages whose chunks the server's Link header names (budget/loadBudget.ts routePreloads). */
const LINKED_PAGES = new Set(WIDGET_ROUTES.flatMap((r) => r.pages));
const PROTOCOL_MODULE = /packages[\\/]protocol[\\/]src[\\/]/;

/** The widget: a single-page app built to `dist/`, served from the site root. */
export default defineConfig({
  base: '/',
  plugins: [react(), chunkGraph(), localePreload(), precompress(), preloadLinks(), bootEntry()],
  // The contract's schemas run in the browser on the contract's small zod-compatible runtime
  // (packages/protocol/src/schema-lite: about 3 KB instead of zod's 26 KB gzip, issue 20); its
  // test holds it to zod's verdicts on every call. Server, tests and types keep zod.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: '@sideline/protocol/zod-lite' },
      // The translation runtime (src/shared/i18n/runtime): i18next's API as the app uses it, 1 KB.
      { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/shared/i18n/runtime/core.ts', import.meta.url)) },
      { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/shared/i18n/runtime/react.tsx', import.meta.url)) },
      // The server-data runtime (src/shared/query-runtime): TanStack Query's API as the app uses it, 3.9 KB
      // instead of 10.5 KB gzip; the type checker keeps TanStack's types, the back office TanStack itself.
      { find: /^@tanstack\/react-query$/, replacement: fileURLToPath(new URL('./src/shared/query-runtime/react.ts', import.meta.url)) },
    ],
  },
  // The manifest is what the load-budget test reads (budget.build.test.ts).
  build: {
    outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true,
    // The boot entry's start-up runner: the server's Link header asks for its chunks first on the
    // routes that run it (budget/loadBudget.ts routePreloads), so the import carries no list of
    // its own (every route loads the boot entry; the list was 0.2 KB of it).
    // A lazy import's list leaves out what the importing chunk loads statically (preloadLists.ts).
    modulePreload: { resolveDependencies: (file, deps, { hostId }) => (/(^|\/)startupRun-[\w-]+\.js$/.test(file) ? [] : withoutLoaded(hostId, file, deps, LINKED_PAGES)) },
    // The libraries every widget route starts with, as one chunk: fewer requests before the
    // first chat line (each is a round trip on a mobile network). Libraries only some pages
    // use (signalr, DOMPurify, the video engines) keep their own chunks.
    rolldownOptions: {
      // Two entries: the app (index.html) and the boot module, which index.html loads beside it
      // (bootEntry.ts writes its tag).
      // A third, CSS only: the chat preview's stylesheet, which no page links; the server inlines
      // it into a page it draws a preview in (CHAT_PREVIEW_STYLES, budget/loadBudget.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: BOOT_ENTRY,
        chatPreview: fileURLToPath(new URL(`./${CHAT_PREVIEW_STYLES}`, import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // (zustand's vanilla store goes with the contract below: the session store uses it without React.)
            { name: 'vendor', priority: 1, test: /node_modules[\\/](?:(react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]|zustand[\\/](?!esm[\\/]vanilla\.mjs))/ },
            // The contract's modules that six or more chunks share (enums, fields, the calls every
            // page makes) as one chunk instead of a dozen small files: 5.5 KB less gzip on the
            // chat pages' first load and 15 fewer requests; the threshold keeps modules only a few
            // panels use out of the small pages' first load (measured: 3 → broadcast +3 KB, 12 →
            // the chat pages lose half the gain).
            // What the boot entry imports (the API client, the session store, the query runtime's core,
            // the data parameter's decoder) goes with the contract when six or more chunks share it too
            // (the contract imports no React; the 'shared' chunk does, and the boot entry must not
            // wait for react-dom: bootEntry.ts).
            { name: 'contract', test: (id: string) => PROTOCOL_MODULE.test(id) || BOOT_FILES.has(id) || PRELOAD_HELPER.test(id), minShareCount: 6, priority: 2 },
            // The web's own shared modules (api, realtime, i18n runtime, router, dialogs…) that eight
            // or more chunks share, as one chunk too: 16 fewer requests and 5.2 KB less gzip on the chat
            // pages, 1.2 KB on /broadcastplugin, 3.2 KB on /streamertopicpage (measured: 4 puts 1.7 KB
            // on /broadcastplugin, 16 gains less). The locales stay one chunk each.
            { name: 'shared', test: /packages[\\/]web[\\/]src[\\/]shared[\\/](?!i18n[\\/]locales)/, minShareCount: 8 },
            { name: 'startup', test: (id: string) => BOOT_STARTUP_FILES.has(id), priority: 1 },
            // The chat pages' common first load as one chunk, and the two start-up pages' as another
            // (pageChunks.ts): 48 files on /licensee were 8 rounds through six connections. The boot
            // entry's graph stays out: its chunks must not import React's.
            { name: pageGroupName(undefined, BOOT_GRAPH.files), debugName: 'page groups (pageChunks.ts)', includeDependenciesRecursively: false, test: /packages[\\/]web[\\/]src[\\/](features|pages|shared[\\/](?!i18n[\\/]locales))[\\/]?|packages[\\/]protocol[\\/]/, priority: -1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      [API_PATH_PATTERN]: { target: API_TARGET, changeOrigin: false },
      [HUB_PATH_PATTERN]: { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      [API_PATH_PATTERN]: { target: API_TARGET, changeOrigin: false },
      [HUB_PATH_PATTERN]: { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
});
