import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const SRC = fileURLToPath(new URL('./src', import.meta.url));
/**
 * Test files that replace a module with `vi.mock`: they run isolated (vitest.isolated.config.ts),
 * because a module another file already imported in a shared worker would not be replaced.
 * Found by reading the files, so a new one cannot be forgotten.
 */
export const MOCKING_MODULES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && readFileSync(path.join(SRC, f), 'utf8').includes('vi.mock('))
  .map((f) => `src/${f.split(path.sep).join('/')}`);

/**
 * Web tests. Component and page tests (`*.test.tsx`) need a DOM; the pure-logic tests
 * (`*.test.ts`) run in the same jsdom environment, which costs little and keeps one project.
 * The files share their worker's jsdom and module graph (`isolate: false`): a fresh jsdom and
 * fresh imports per file were most of this project's time (environment 403 s against tests
 * 60 s on two busy cores). setup.ts resets what a test may leave behind.
 */
export default defineConfig({
  plugins: [react()],
  // As the build (vite.config.ts): the widget's tests run on the schema runtime it ships.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: '@sideline/protocol/zod-lite' },
      // The translation runtime (src/shared/i18n/runtime): i18next's API as the app uses it, 1 KB.
      { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/shared/i18n/runtime/core.ts', import.meta.url)) },
      { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/shared/i18n/runtime/react.tsx', import.meta.url)) },
      // The server-data runtime (src/shared/query-runtime): TanStack Query's API as the app uses it, 3.9 KB
      // instead of 10.5 KB gzip; the type checker keeps TanStack's types, the back office TanStack itself.
      { find: /^@tanstack\/react-query$/, replacement: fileURLToPath(new URL('./src/shared/query-runtime/react.ts', import.meta.url)) },
    ],
  },
  test: {
    // Named after its folder so `npx vitest run --project packages/web` selects it.
    name: 'packages/web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts', 'budget/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', ...MOCKING_MODULES],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    // Type-level tests (*.test-d.ts) are checked by `tsc -p packages/web` (npm test's type checks).
  },
});
