import type { QueryClient } from '@tanstack/react-query';
import type { DataParam } from '../../../shared/data-param';
import { pageStreamingArgs } from '../../../features/video/core';
import { startupRunners } from './runners';
import type { StartupOutcome } from './runners';
import { runStartup, STARTUP_PHASES } from './steps';
import type { StartupReport } from './steps';

/** How a start-up run ended: the page shows its content, or (a required step failed) none. */
export type StartupResult =
  | { status: 'ready'; outcome: StartupOutcome; report: StartupReport }
  | { status: 'failed'; error: unknown };

/** One run of the licensee start-up sequence for a data parameter, in flight or finished. */
export interface StartupRun {
  /** The data parameter it runs for (as decoded). */
  readonly key: string;
  readonly result: Promise<StartupResult>;
  /** The result once it is in (null while the run is in flight). */
  readonly settled: StartupResult | null;
}

const keyOf = (data: DataParam): string => JSON.stringify(data);

/**
 * Runs STARTUP_PHASES over `client` for the page's data parameter: required step failure →
 * 'failed', an optional step's failure is logged and the run goes on. React-free: the boot
 * module (src/boot.ts) starts it while the React chunks are still on their way.
 */
export function startStartupRun(client: QueryClient, data: DataParam, options: { isCancelled?: () => boolean } = {}): StartupRun {
  const outcome: StartupOutcome = { isUserLogin: false, enabledGV: undefined };
  let settled: StartupResult | null = null;
  const result = runStartup(STARTUP_PHASES, startupRunners(client, data, pageStreamingArgs(data), outcome), {
    isCancelled: options.isCancelled,
    onError: (id, error) => console.warn(`[startup] ${id} failed`, error),
  }).then(
    (report): StartupResult => ({ status: 'ready', outcome, report }),
    (error: unknown): StartupResult => ({ status: 'failed', error }),
  ).then((r) => (settled = r));
  return { key: keyOf(data), result, get settled() { return settled; } };
}

/** The run the boot module started, per QueryClient (the app has one). */
const bootRuns = new WeakMap<QueryClient, StartupRun>();

/** The boot module's start: runs the start-up now and leaves the run for the page to adopt. */
export function bootStartupRun(client: QueryClient, data: DataParam): StartupRun {
  const run = startStartupRun(client, data);
  bootRuns.set(client, run);
  return run;
}

/**
 * The boot module's run for this client and data parameter, in flight or finished, or null (no
 * run at boot, or one for another data parameter): the page adopts it instead of starting a
 * second one, so no start-up call is sent twice.
 */
export function adoptStartupRun(client: QueryClient, data: DataParam): StartupRun | null {
  const run = bootRuns.get(client);
  return run && run.key === keyOf(data) ? run : null;
}
