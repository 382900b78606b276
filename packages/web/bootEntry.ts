import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The boot entry (src/boot.ts): the start-up calls, sent before React has loaded (issue 20). */
export const BOOT_ENTRY = fileURLToPath(new URL('./src/boot.ts', import.meta.url));

const IMPORT = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

/**
 * The boot entry's module graph, read from the source: its files (`files`: static imports and
 * the `import()`s it makes; `staticFiles`: what the entry itself waits for), type-only imports
 * left out, and the packages they import. The build gives the static files a chunk of their own
 * (vite.config.ts), and bootGraph.test.ts holds the packages to ones without React.
 */
export function bootGraph(entry: string = BOOT_ENTRY): { files: Set<string>; staticFiles: Set<string>; packages: Map<string, string[]> } {
  const files = new Set<string>();
  const staticFiles = new Set<string>();
  const packages = new Map<string, string[]>();
  const resolve = (from: string, spec: string): string => {
    const base = path.resolve(path.dirname(from), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    throw new Error(`${from}: cannot resolve ${spec}`);
  };
  const visit = (file: string, isStatic: boolean) => {
    if (files.has(file) && (!isStatic || staticFiles.has(file))) return;
    files.add(file);
    if (isStatic) staticFiles.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[2]) continue;
      const spec = (match[3] ?? match[4])!;
      if (spec.startsWith('.')) visit(resolve(file, spec), isStatic && match[4] === undefined);
      else packages.set(spec, [...new Set([...(packages.get(spec) ?? []), path.relative(path.dirname(entry), file)])]);
    }
  };
  visit(entry, true);
  return { files, staticFiles, packages };
}

/**
 * Loads the boot entry from index.html as its own module script, `async` and before the app's
 * entry, with modulepreload links for the chunks it imports: the browser runs it as soon as its
 * own small graph is in, without waiting for vendor (react-dom). Vite would merge a second
 * `<script type="module">` of index.html into the app's entry, so the build takes src/boot.ts as
 * a second input (vite.config.ts) and this writes its tags; the dev server gets the source.
 */
export function bootEntry(): Plugin {
  return {
    name: 'sideline-boot-entry',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.server) return [{ tag: 'script', attrs: { type: 'module', async: true, src: '/src/boot.ts' }, injectTo: 'head' }];
        return undefined;
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const boot = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === BOOT_ENTRY);
        const html = bundle['index.html'];
        if (!boot || boot.type !== 'chunk' || !html || html.type !== 'asset') return;
        const preloads = new Set<string>();
        const walk = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk') return;
          for (const next of chunk.imports) {
            if (preloads.has(next)) continue;
            preloads.add(next);
            walk(next);
          }
        };
        walk(boot.fileName);
        const tags = [
          `<script type="module" async crossorigin src="/${boot.fileName}"></script>`,
          ...[...preloads].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ].join('\n    ');
        const source = String(html.source);
        const at = source.indexOf('<script type="module"');
        if (at < 0) throw new Error('index.html has no module script to put the boot entry before');
        html.source = `${source.slice(0, at)}${tags}\n    ${source.slice(at)}`;
      },
    },
  };
}
