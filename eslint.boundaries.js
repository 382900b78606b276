/**
 * The import boundaries of ../shared/DESIGN.md as lint rules (eslint-plugin-import-x:
 * `no-restricted-paths` zones over resolved files, `no-extraneous-dependencies` for what a
 * package must declare). `eslint.config.js` spreads this in; `boundaries.test.ts` feeds one
 * deliberately wrong file per rule through ESLint with the project config and expects the error.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const SERVER_FEATURES_DIR = fileURLToPath(new URL('./packages/server/src/features', import.meta.url));

const WEB = 'packages/web/src';
/** The web domains (packages/web/CONTEXT.md opens with their map). */
export const WEB_DOMAINS = ['shell', 'chat', 'betting', 'gifts', 'video', 'programmes'];
const domain = (d) => `./${WEB}/features/${d}`;
/** Every web file outside domain `d`: the other domains, pages (with their compositions), app, shared, the two entries. */
const outside = (d) => [
  ...WEB_DOMAINS.filter((o) => o !== d).map(domain),
  `./${WEB}/pages`, `./${WEB}/app`, `./${WEB}/shared`, `./${WEB}/main.tsx`, `./${WEB}/boot.ts`,
];

const webZones = [
  // Web never imports server (nor does the host SDK).
  { target: ['./packages/web', './packages/embed'], from: './packages/server', message: 'The web talks to the server only over HTTP and the hubs: import the contract (@sideline/protocol), never server code.' },
  // The back office is a browser app too: the contract and the shared theme tokens, never server code.
  { target: './packages/backoffice', from: './packages/server', message: 'The back office talks to the server only over HTTP and the hubs: import the contract (@sideline/protocol), never server code.' },
  // Shared is the floor: it imports no feature, page or app module.
  { target: `./${WEB}/shared`, from: [`./${WEB}/features`, `./${WEB}/pages`, `./${WEB}/app`], message: 'shared/ imports no feature, page or app module: move the piece down into shared, or pass it in.' },
  // Domains sit under the pages and their compositions: they never import a page or the app.
  { target: `./${WEB}/features`, from: [`./${WEB}/pages`, `./${WEB}/app`, `./${WEB}/main.tsx`], message: 'A domain never imports a page, a page composition or the app: pass what it needs in.' },
  // The shell domain sits under every other domain: it imports none of them.
  { target: domain('shell'), from: WEB_DOMAINS.filter((d) => d !== 'shell').map(domain), message: 'The shell domain imports no other domain (every domain may import shell).' },
  // A domain is imported only through its index.ts, or its core.ts: the React-free part of its
  // public face (re-exported by index.ts) that the boot module runs before React has loaded
  // (src/boot.ts; bootGraph.test.ts holds that graph to no React).
  ...WEB_DOMAINS.map((d) => ({
    target: outside(d), from: domain(d), except: ['./index.ts', './core.ts'],
    message: `Import the ${d} domain through features/${d}/index.ts (export what you need from there; its React-free part from features/${d}/core.ts).`,
  })),
];

const protocolZone = {
  target: './packages/protocol',
  from: ['./packages/server', './packages/web', './packages/backoffice', './packages/embed', './e2e', './bench'],
  message: 'The protocol is the contract: it imports nothing of ours.',
};

/**
 * e2e and bench use a package only through its public entry (its package.json "exports":
 * `@sideline/protocol`, `@sideline/server`, `@sideline/web/locales`, …), never a path into it.
 */
const publicEntriesOnly = {
  patterns: [{ regex: '^(\\.\\./)+packages/', message: 'Import a package through its public entry (@sideline/…), not a path into packages/.' }],
};

const SERVER = 'packages/server/src';
/** The server's fuzz, chaos and security suites and shared test helpers, beside src/ (not shipped). */
const SERVER_TEST_SUPPORT = 'packages/server/test-support';
/** The server's features, read from the tree so a new feature is covered without editing this file. */
export const SERVER_FEATURES = readdirSync(SERVER_FEATURES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory()).map((e) => e.name);
/** A feature's test support files (testing.ts, *.testing.ts). */
const testSupport = (f) => readdirSync(`${SERVER_FEATURES_DIR}/${f}`)
  .filter((n) => n === 'testing.ts' || n.endsWith('.testing.ts')).map((n) => `./${n}`);
const serverZones = [
  { target: `./${SERVER}/realtime`, from: `./${SERVER}/features`, message: 'realtime/ is the mechanism: it imports no feature (features register their hubs on it from app.ts).' },
  { target: `./${SERVER}/store`, from: `./${SERVER}/features`, message: 'store/ imports no feature: features hand it their migrations from app.ts.' },
  { target: `./${SERVER}/http`, from: `./${SERVER}/features`, message: 'http/ is the transport every call shares: it imports no feature.' },
  // Features (and sim, seed, app.ts, test-support) meet another feature only through its index.ts.
  ...SERVER_FEATURES.map((f) => ({
    // Its test support (testing.ts, *.testing.ts) is its second public entry, for other features' tests.
    target: `./${SERVER}`, from: `./${SERVER}/features/${f}`, except: ['./index.ts', ...testSupport(f)],
    message: `Import the ${f} feature through features/${f}/index.ts (export what you need from there).`,
  })).map((zone) => ({ ...zone, target: [`./${SERVER}/features/!(${zone.from.split('/').pop()})/**`, `./${SERVER}/!(features)/**`, `./${SERVER}/*.ts`, `./${SERVER_TEST_SUPPORT}/**`] })),
];

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [protocolZone, ...webZones, ...serverZones] }],
    },
  },
  { files: ['e2e/**/*.ts'], rules: { 'no-restricted-imports': ['error', publicEntriesOnly] } },
  // bench drives the server through `@sideline/server` and its test support through
  // `@sideline/server/testing` (packages/server/test-support/index.ts).
  { files: ['bench/**/*.ts'], rules: { 'no-restricted-imports': ['error', publicEntriesOnly] } },
  // A workspace import (@sideline/…) is declared in the importing package's package.json: each
  // package is checked against its own manifest plus the root's (tooling such as vitest).
  ...['packages/protocol', 'packages/server', 'packages/web', 'packages/backoffice', 'packages/embed', 'e2e', 'bench'].map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: [`./${dir}`, '.'], includeInternal: true, includeTypes: true }] },
  })),
];
