import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Web tests. Component and page tests (`*.test.tsx`) need a DOM; the pure-logic tests
 * (`*.test.ts`) run in the same jsdom environment, which costs little and keeps one project.
 */
export default defineConfig({
  plugins: [react()],
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
