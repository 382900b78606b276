import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataParam } from '../../../shared/data-param';
import { pageStreamingArgs } from '../../../features/video';
import { startupRunners } from './runners';
import type { StartupOutcome } from './runners';
import { runStartup, STARTUP_PHASES } from './steps';
import type { StartupReport } from './steps';

export type StartupState =
  | { status: 'running' }
  | { status: 'ready'; outcome: StartupOutcome; report: StartupReport }
  | { status: 'failed'; error: unknown };

/**
 * Runs the licensee start-up sequence once for the page's data parameter (STARTUP_PHASES over
 * the QueryClient); the page shows its content when it is ready.
 */
export function useStartup(): StartupState {
  const { data } = useDataParam();
  const client = useQueryClient();
  const [state, setState] = useState<StartupState>({ status: 'running' });
  useEffect(() => {
    let cancelled = false;
    const outcome: StartupOutcome = { isUserLogin: false, enabledGV: undefined };
    const run = startupRunners(client, data, pageStreamingArgs(data), outcome);
    runStartup(STARTUP_PHASES, run, {
      isCancelled: () => cancelled,
      onError: (id, error) => console.warn(`[startup] ${id} failed`, error),
    }).then(
      (report) => { if (!cancelled) setState({ status: 'ready', outcome, report }); },
      (error: unknown) => { if (!cancelled) setState({ status: 'failed', error }); },
    );
    return () => { cancelled = true; };
    // Once per page load: the data parameter does not change under a mounted page.
  }, [client]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}
