import { defineConfig } from 'vitest/config';

/** The scale-out suite: real PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.scale.test.ts', 'test-support/**/*.scale.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
