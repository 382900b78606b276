import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Type-level tests (*.test-d.ts) are checked by `tsc -p packages/protocol` (npm test's type checks).
  },
});
