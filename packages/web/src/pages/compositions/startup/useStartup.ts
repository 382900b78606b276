import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataParam } from '../../../shared/data-param';
import type { StartupOutcome } from './runners';
import { adoptStartupRun, startStartupRun } from './startupRun';
import type { StartupReport } from './steps';

export type StartupState =
  | { status: 'running' }
  | { status: 'ready'; outcome: StartupOutcome; report: StartupReport }
  | { status: 'failed'; error: unknown };

/**
 * The licensee start-up sequence for the page's data parameter (STARTUP_PHASES over the
 * QueryClient); the page shows its content when it is ready. The boot module (src/boot.ts) has
 * usually started it before React loaded: the page adopts that run (in flight or finished, the
 * same data parameter) and otherwise runs its own, once.
 */
export function useStartup(): StartupState {
  const { data } = useDataParam();
  const client = useQueryClient();
  const [state, setState] = useState<StartupState>(() => adoptStartupRun(client, data)?.settled ?? { status: 'running' });
  useEffect(() => {
    let cancelled = false;
    const run = adoptStartupRun(client, data) ?? startStartupRun(client, data, { isCancelled: () => cancelled });
    void run.result.then((result) => { if (!cancelled) setState(result); });
    return () => { cancelled = true; };
    // Once per page load: the data parameter does not change under a mounted page.
  }, [client]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}
