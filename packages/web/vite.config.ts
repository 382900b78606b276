import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { API_PATH_PATTERN, API_TARGET, HUB_PATH_PATTERN } from './dev-proxy.ts';
import { precompress } from './precompress.ts';
import { preloadLinks } from './preloadLinks.ts';

/** The widget: a single-page app built to `dist/`, served from the site root. */
export default defineConfig({
  base: '/',
  plugins: [react(), precompress(), preloadLinks()],
  // The manifest is what the load-budget test reads (budget.build.test.ts).
  build: {
    outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true,
    // The libraries every widget route starts with, as one chunk: fewer requests before the
    // first chat line (each is a round trip on a mobile network). Libraries only some pages
    // use (signalr, DOMPurify, the video engines) keep their own chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|@tanstack|zustand|use-sync-external-store|zod)[\\/]/ }],
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
