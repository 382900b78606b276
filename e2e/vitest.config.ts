import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Browser journeys: one built server (packages/server/dist) on a free port with a fresh SQLite
 * file, driven by playwright-core in Debian's chromium. `npm test` builds first.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
