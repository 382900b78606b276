// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootGraph } from './bootEntry';

/**
 * The boot entry (src/boot.ts) runs the start-up calls while the React chunks are still on their
 * way (issue 20): nothing it imports, nor the start-up runner it loads, may import React. Read
 * from the source (type-only imports left out); the build keeps these files out of the chunks
 * that import vendor (vite.config.ts), and the load budget checks the built closure too.
 */
describe('the boot entry graph', () => {
  const graph = bootGraph();
  const files = [...graph.files].map((f) => f.slice(f.indexOf('/src/') + 1));

  it('imports no React: only the contract (with its schema runtime) and zustand\'s vanilla store', () => {
    expect([...graph.packages.keys()].sort()).toEqual(['@sideline/protocol', 'zustand/vanilla']);
    expect(files.filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('reaches the start-up runner, the query runtime core and the domains only through their React-free faces', () => {
    expect(files).toEqual(expect.arrayContaining([
      'src/app/queryClient.ts', 'src/shared/query-runtime/core.ts', 'src/pages/compositions/startup/runners.ts',
      'src/features/video/core.ts', 'src/features/shell/core.ts', 'src/features/gifts/core.ts', 'src/features/betting/core.ts',
    ]));
    expect(files.filter((f) => /features\/\w+\/index\.ts$|query-runtime\/react|session\/session\.ts/.test(f))).toEqual([]);
    // The runner is loaded on demand (only the start-up routes run it): not in what the entry waits for.
    expect([...graph.staticFiles].some((f) => f.endsWith('startup/runners.ts'))).toBe(false);
  });
});
