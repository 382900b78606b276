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
