import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../e2e/support/server';

export { repoRoot } from '../../e2e/support/server';

/**
 * The built server (`packages/server/dist/main.js`, `npm run build` first) on a fresh SQLite
 * file, demo life off: the e2e journeys' helper, shared by the browser benches.
 */
export function startBuiltServer(): Promise<RunningServer> {
  return startServer();
}

/** Debian's chromium with the house flags (never a downloaded browser), shared by the browser benches. */
export function launchBenchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}

/** A running match of the demo world (else any match): the room the benches watch. */
export async function demoMatchId(baseUrl: string): Promise<number> {
  const world = (await (await fetch(`${baseUrl}/Demo/World`)).json()) as { Result: { Targets: { Kind: string; MatchId: number; Status: number }[] } };
  const match = world.Result.Targets.find((t) => t.Kind === 'match' && t.Status === 1) ?? world.Result.Targets.find((t) => t.Kind === 'match');
  if (!match) throw new Error('no match in the demo world');
  return match.MatchId;
}
