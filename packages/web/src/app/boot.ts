import type { QueryClient } from '@tanstack/react-query';
import { VerifyLicenseeToken } from '@sideline/protocol';
import { primeCall } from '../shared/api';
import type { ApiClient } from '../shared/api';
import { decodeDataParam } from '../shared/data-param/decode';
import { sessionStore } from '../shared/session/store';
import type { SessionStore } from '../shared/session/store';
import type { StartupRun } from '../pages/compositions/startup/startupRun';
import type { DataParam } from '../shared/data-param/schema';

/** The routes whose page starts by verifying the data parameter's token (DataParamGate 'token-required'). */
export const TOKEN_ROUTES: ReadonlySet<string> = new Set(['licensee', 'streamingplugin', 'entertainmentplugin', 'creditplugin']);
/** The token routes whose page runs the licensee start-up sequence (StreamingChatroom's useStartup). */
export const STARTUP_ROUTES: ReadonlySet<string> = new Set(['licensee', 'streamingplugin']);

export interface BootDeps {
  /** The app's one QueryClient (appQueryClient). */
  client: QueryClient;
  session?: SessionStore;
  prime?: ApiClient['prime'];
  /** Loads the start-up runner (its own chunk, shared with the page) and starts the run the page adopts. */
  startStartup?: (client: QueryClient, data: DataParam) => Promise<StartupRun>;
}

const loadAndStart = async (client: QueryClient, data: DataParam): Promise<StartupRun> =>
  (await import('../pages/compositions/startup/startupRun')).bootStartupRun(client, data);

/**
 * What the page's start-up sends before React has loaded (issue 20, first chat line), run by the
 * boot entry (src/boot.ts), which imports no React and so runs while the React chunks are on
 * their way. On /licensee and /streamingplugin the whole start-up sequence (STARTUP_PHASES,
 * verify first, its request sent before the runner's chunk has arrived) runs on the app's
 * QueryClient and the page's useStartup adopts the run; on the
 * other token routes the token check goes out early and the page's own VerifyLicenseeToken
 * takes its answer (`ApiClient.prime`). Nothing is sent on other routes nor for a data parameter
 * DataParamGate would refuse. Resolves to the start-up run, or null when none was started.
 */
export async function bootStartupCalls(location: { pathname: string; search: string }, deps: BootDeps): Promise<StartupRun | null> {
  const first = location.pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  if (!TOKEN_ROUTES.has(first)) return null;
  const raw = new URLSearchParams(location.search).get('data');
  const decoded = decodeDataParam(raw, { requireToken: true });
  if (!decoded.ok) return null;
  const prime = deps.prime ?? primeCall;
  if (!STARTUP_ROUTES.has(first)) {
    prime(VerifyLicenseeToken, { Token: decoded.data.Token }, { token: decoded.data.Token, matchId: decoded.data.MatchId ?? null });
    return null;
  }
  // The session the gate would set on its first render (the calls' Token and MatchId headers).
  (deps.session ?? sessionStore).getState().setFromData(decoded.raw, decoded.data);
  // The token check (the first phase's one step) leaves now, with the session's headers, while the
  // runner's chunks arrive; the run's VerifyLicenseeToken takes this answer instead of sending again.
  prime(VerifyLicenseeToken, { Token: decoded.data.Token });
  return (deps.startStartup ?? loadAndStart)(deps.client, decoded.data);
}
