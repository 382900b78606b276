import { defineConfig } from 'vitest/config';
import base, { MOCKING_MODULES } from './vitest.config.ts';

/** The web test files that mock modules, each in a fresh jsdom and module graph (see vitest.config.ts). */
export default defineConfig({
  ...base,
  test: { ...base.test, name: 'packages/web (isolated)', include: MOCKING_MODULES, exclude: ['**/node_modules/**'], isolate: true },
});
