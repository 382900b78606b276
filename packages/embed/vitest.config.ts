import { defineConfig } from 'vitest/config';

/** Node by default; DOM tests opt in with `// @vitest-environment jsdom`. */
export default defineConfig({
  test: { name: 'packages/embed', include: ['src/**/*.test.ts'], environment: 'node' },
});
