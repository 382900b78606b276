import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Back-office component tests (Testing Library in jsdom), beside the code they test. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'packages/backoffice',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and module graph per worker, as the widget's tests (packages/web/vitest.config.ts).
    isolate: false,
    // Form tests wait for validation and a submit round trip; a busy machine (2 shared cores) needs headroom.
    testTimeout: 20_000,
  },
});
