/**
 * Bundle the server for `npm start`: src/main.ts → dist/main.js (Node 20, ESM).
 * npm dependencies stay external (resolved from node_modules at run time, native modules
 * such as better-sqlite3 included); the workspace package @sideline/protocol is TypeScript
 * source, so it is bundled in.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Keep bare npm imports external, except workspace packages (@sideline/*), which are bundled. */
const externalsButWorkspace = {
  name: 'externals-but-workspace',
  setup(b) {
    b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, (args) => {
      if (args.path.startsWith('@sideline/')) return undefined;
      if (path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [path.join(here, 'src', 'main.ts')],
  outfile: path.join(here, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalsButWorkspace],
  // Bundled CommonJS bits (if any) may call require(); give ESM output one.
  banner: { js: "import { createRequire as __slCreateRequire } from 'node:module'; const require = __slCreateRequire(import.meta.url);" },
});
console.log('built packages/server/dist/main.js');
