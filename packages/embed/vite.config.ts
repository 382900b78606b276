import { defineConfig } from 'vite';
import { precompress } from '../web/precompress';

/**
 * The demo host site. The server serves `dist/` under `/host/` and `dist/index.html` at `/`,
 * hence `base: '/host/'`. In dev everything outside `/host/` (the demo API, the widget pages,
 * their assets and hubs) is proxied to the server on :8080, so the page and the widget share one
 * origin exactly as in production.
 */
const server = process.env.SIDELINE_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/host/',
  plugins: [precompress()],
  // As the widget's build: the contract's schemas run on its small zod-compatible runtime
  // (packages/protocol/src/schema-lite), held to zod's verdicts by its test. Real zod was two
  // thirds of this page's script, on the path to the widget's frame (issue 20).
  resolve: { alias: [{ find: /^zod$/, replacement: '@sideline/protocol/zod-lite' }] },
  // No modulepreload polyfill or helper: the one lazy chunk (the data-parameter panel) needs neither.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022', manifest: true, modulePreload: false },
  server: {
    proxy: {
      '^/(?!host(/|$)).*': { target: server, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '^/(?!host(/|$)).*': { target: server, changeOrigin: false, ws: true },
    },
  },
});
