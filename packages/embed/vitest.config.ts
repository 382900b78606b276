import { defineConfig } from 'vitest/config';

/** Node by default; DOM tests opt in with `// @vitest-environment jsdom`. */
export default defineConfig({
  // As the build (vite.config.ts): the tests run on the schema runtime the page ships.
  resolve: { alias: [{ find: /^zod$/, replacement: '@sideline/protocol/zod-lite' }] },
  test: { name: 'packages/embed', include: ['src/**/*.test.ts'], environment: 'node' },
});
