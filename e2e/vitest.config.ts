import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { journeyWorkers } from './support/workers';

/**
 * Browser journeys: built servers (packages/server/dist) on free ports, each with a fresh SQLite
 * file, driven by playwright-core in Debian's chromium. `npm test` builds first. Two files run
 * at once (`E2E_WORKERS`), each worker on its own server (support/shared-server.ts): the suite
 * took 22 of CI's 36 minutes one file at a time.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // An `expect.poll` waits for the state it asserts: vitest's 1 s default is a timer, which a
    // language switch (a locale chunk over the network, then a render) passed beside the unit
    // tests on a busy machine. A poll ends as soon as its state holds, so a long ceiling costs
    // nothing when the page keeps up.
    expect: { poll: { timeout: 20_000 } },
    fileParallelism: journeyWorkers() > 1,
    maxWorkers: journeyWorkers(),
  },
});
