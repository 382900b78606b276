import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// The widget's build-time compressor (a vite config imports it by path: config files are bundled, packages are not).
import { precompress } from '../web/precompress.ts';

/**
 * The back office: its own single-page app, built to `dist/` and served by the server under
 * /backoffice/ (pages plugin). Nothing here is reachable from the widget's bundle; the
 * build-output test (backoffice.build.test.ts) checks the widget's manifest for it.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: {
      '^/(api|backoffice-api|hubs)': { target: process.env.API_TARGET ?? 'http://localhost:8080', ws: true, changeOrigin: false },
    },
  },
});
