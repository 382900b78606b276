import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Web tests. Component and page tests (`*.test.tsx`) need a DOM; the pure-logic tests
 * (`*.test.ts`) run in the same jsdom environment, which costs little and keeps one project.
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
    ],
  },
  test: {
    // Named after its folder so `npx vitest run --project packages/web` selects it.
    name: 'packages/web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts', 'budget/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Type-level tests (*.test-d.ts): the hub client typed by the contract, checked by tsc.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
