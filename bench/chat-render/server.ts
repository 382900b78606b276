import { startServer, type RunningServer } from '../../e2e/support/server';

export { repoRoot } from '../../e2e/support/server';

/**
 * The built server (`packages/server/dist/main.js`, `npm run build` first) on a fresh SQLite
 * file, demo life off: the e2e journeys' helper, shared by the browser benches.
 */
export function startBuiltServer(): Promise<RunningServer> {
  return startServer();
}
