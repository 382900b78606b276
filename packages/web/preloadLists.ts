import type { Plugin } from 'vite';

/**
 * Shorter preload lists for lazy imports (issue 20): Vite writes, beside each `import()`, the
 * chunk's static imports to fetch at once. Those the importing chunk already imports statically
 * have loaded before its code ran, so naming them again is bytes on the page's first load and
 * nothing else. `chunkGraph()` records the bundle's static imports before Vite writes the lists;
 * `withoutLoaded` drops from a list what the host chunk's own static closure holds.
 */
let imports: Map<string, readonly string[]> | null = null;
/** Chunk file name → the source module it stands for (a dynamic entry's facade), relative to packages/web. */
let facades: Map<string, string> | null = null;

export function chunkGraph(): Plugin {
  return {
    name: 'sideline-chunk-graph',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        imports = new Map(chunks.map((c) => [c.fileName, c.imports] as const));
        facades = new Map(chunks.flatMap((c) => (c.facadeModuleId ? [[c.fileName, c.facadeModuleId.replace(/\\/g, '/').replace(/^.*\/packages\/web\//, '')] as const] : [])));
      },
    },
  };
}

/**
 * `deps` of the lazy chunk `file` without the JS files `host` (a chunk's file name) loads
 * statically, itself included, and, for a page whose HTML the server sends with a Link header
 * naming its chunks (`linked`: the load budget's routes), without any JS: the header has them on
 * the way before the entry runs. Stylesheets always stay: Vite inserts a lazy chunk's CSS from
 * this list.
 */
export function withoutLoaded(host: string, file: string, deps: readonly string[], linked: ReadonlySet<string> = new Set()): string[] {
  if (!imports) return [...deps];
  const page = facades?.get(file);
  if (page && linked.has(page)) return deps.filter((d) => d.endsWith('.css'));
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const next of imports?.get(file) ?? []) visit(next);
  };
  visit(host);
  return deps.filter((d) => !loaded.has(d));
}
