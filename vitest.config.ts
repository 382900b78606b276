import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every package; browser journeys live in e2e/ (own config). */
export default defineConfig({
  test: {
    projects: ['packages/protocol', 'packages/server', 'packages/web', 'packages/embed'],
  },
});
