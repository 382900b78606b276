import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every package; browser journeys live in e2e/ (own config). */
export default defineConfig({
  test: {
    projects: [
      'packages/protocol', 'packages/server', 'packages/web', 'packages/web/vitest.isolated.config.ts', 'packages/backoffice', 'packages/embed',
      // The repository's own rules: the import boundaries fed through ESLint.
      { test: { name: 'lint', include: ['eslint.*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
