import { defineConfig } from 'vitest/config';

/** The load budget reads the build output, so `npm test` runs it after `npm run build`. */
export default defineConfig({
  test: {
    name: 'load-budget',
    root: import.meta.dirname,
    include: ['budget/**/*.budget.ts'],
    environment: 'node',
  },
});
