/**
 * The import boundaries of ../shared/DESIGN.md as lint rules (eslint-plugin-import-x:
 * `no-restricted-paths` zones over resolved files, `no-extraneous-dependencies` for what a
 * package must declare). `eslint.config.js` spreads this in; `boundaries.test.ts` feeds one
 * deliberately wrong file per rule through ESLint with the project config and expects the error.
 */
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const WEB = 'packages/web/src';
/** The web domains (packages/web/CONTEXT.md opens with their map). */
export const WEB_DOMAINS = ['shell', 'chat', 'betting', 'gifts', 'video', 'programmes'];
const domain = (d) => `./${WEB}/features/${d}`;
/** Every web file outside domain `d`: the other domains, pages (with their compositions), app, shared, main. */
const outside = (d) => [
  ...WEB_DOMAINS.filter((o) => o !== d).map(domain),
  `./${WEB}/pages`, `./${WEB}/app`, `./${WEB}/shared`, `./${WEB}/main.tsx`,
];

const webZones = [
  // Web never imports server (nor does the host SDK).
  { target: ['./packages/web', './packages/embed'], from: './packages/server', message: 'The web talks to the server only over HTTP and the hubs: import the contract (@sideline/protocol), never server code.' },
  // Shared is the floor: it imports no feature, page or app module.
  { target: `./${WEB}/shared`, from: [`./${WEB}/features`, `./${WEB}/pages`, `./${WEB}/app`], message: 'shared/ imports no feature, page or app module: move the piece down into shared, or pass it in.' },
  // Domains sit under the pages and their compositions: they never import a page or the app.
  { target: `./${WEB}/features`, from: [`./${WEB}/pages`, `./${WEB}/app`, `./${WEB}/main.tsx`], message: 'A domain never imports a page, a page composition or the app: pass what it needs in.' },
  // The shell domain sits under every other domain: it imports none of them.
  { target: domain('shell'), from: WEB_DOMAINS.filter((d) => d !== 'shell').map(domain), message: 'The shell domain imports no other domain (every domain may import shell).' },
  // A domain is imported only through its index.ts.
  ...WEB_DOMAINS.map((d) => ({
    target: outside(d), from: domain(d), except: ['./index.ts'],
    message: `Import the ${d} domain through features/${d}/index.ts (export what you need from there).`,
  })),
];

const protocolZone = {
  target: './packages/protocol',
  from: ['./packages/server', './packages/web', './packages/embed', './e2e', './bench'],
  message: 'The protocol is the contract: it imports nothing of ours.',
};

/**
 * e2e and bench use a package only through its public entry (its package.json "exports":
 * `@sideline/protocol`, `@sideline/server`, `@sideline/web/locales`, …), never a path into it.
 */
const publicEntriesOnly = {
  patterns: [{ regex: '^(\\.\\./)+packages/', message: 'Import a package through its public entry (@sideline/…), not a path into packages/.' }],
};

const serverZones = [
  // PENDING (issue 15 item 3, the server renovation on another branch). Today the only breach
  // is realtime/mount.ts importing features/licensee/service (authenticate, to be injected from
  // app.ts). Turn on when that lands:
  // { target: './packages/server/src/realtime', from: './packages/server/src/features', message: 'realtime/ is the mechanism: it imports no feature (features register on it).' },
  // PENDING (issue 15 item 2): store/feature-migrations.ts (9 feature migration imports) and
  // store/migrations.ts (2) reach into features. Turn on when the features hand their
  // migrations to the store from app.ts:
  // { target: './packages/server/src/store', from: './packages/server/src/features', message: 'store/ imports no feature: features hand it their migrations from app.ts.' },
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
  // PENDING (issue 15 item 6, the server renovation): bench/load imports the chaos harness, the
  // seed world, the store and licensee's service from packages/server/src by path
  // (bench/load/{run,generator,members,targets}.ts). Once that harness moves to a test-support
  // folder behind a public entry, turn this on:
  // { files: ['bench/**/*.ts'], rules: { 'no-restricted-imports': ['error', publicEntriesOnly] } },
  // A workspace import (@sideline/…) is declared in the importing package's package.json: each
  // package is checked against its own manifest plus the root's (tooling such as vitest).
  ...['packages/protocol', 'packages/server', 'packages/web', 'packages/embed', 'e2e', 'bench'].map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: [`./${dir}`, '.'], includeInternal: true, includeTypes: true }] },
  })),
];
