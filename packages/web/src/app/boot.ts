import type { QueryClient } from '@tanstack/react-query';
import { decodeDataParam, pageOfPath, STARTUP_ROUTES, TOKEN_ROUTES, VerifyLicenseeToken } from '@sideline/protocol';
import { primeCall, primedOk, seedCall } from '../shared/api';
import type { ApiClient } from '../shared/api';
import { sessionStore } from '../shared/session/store';
import type { SessionStore } from '../shared/session/store';
import type { StartupRun } from '../pages/compositions/startup/startupRun';
import type { DataParam, EarlyAnswer } from '@sideline/protocol';
import { readEarlyAnswers, seedEarlyAnswers } from './earlyAnswers';

export interface BootDeps {
  /** The app's one QueryClient (appQueryClient). */
  client: QueryClient;
  session?: SessionStore;
  prime?: ApiClient['prime'];
  primedOk?: ApiClient['primedOk'];
  seed?: ApiClient['seed'];
  /** The early answers of the page's HTML (default: read from the document). */
  earlyAnswers?: () => EarlyAnswer[];
  /** Loads the start-up runner (its own chunk, shared with the page). */
  loadStartup?: () => Promise<{ bootStartupRun: (client: QueryClient, data: DataParam) => StartupRun }>;
}

const loadStartup = () => import('../pages/compositions/startup/startupRun');

/**
 * What the page's start-up sends before React has loaded (issue 20, first chat line), run by the
 * boot entry (src/boot.ts), which imports no React and so runs while the React chunks are on
 * their way. The token check goes out at once on every token route (`ApiClient.prime`). On
 * /licensee and /streamingplugin, once it has answered yes (the runner's chunk loading
 * meanwhile), the whole start-up sequence (STARTUP_PHASES, whose token check takes that answer)
 * runs on the app's QueryClient and the page's useStartup adopts the run. A refused token is
 * left to the page, as before: its widget shell takes the answer (BadRequest → /NotFoundPage,
 * else the retry) and the sequence never starts. Nothing is sent on other routes nor for a
 * data parameter DataParamGate would refuse. Resolves to the start-up run, or null.
 */
export async function bootStartupCalls(location: { pathname: string; search: string }, deps: BootDeps): Promise<StartupRun | null> {
  const first = pageOfPath(location.pathname);
  if (!TOKEN_ROUTES.has(first)) return null;
  const raw = new URLSearchParams(location.search).get('data');
  const decoded = decodeDataParam(raw, { requireToken: true });
  if (!decoded.ok) return null;
  // What the server answered while it served the page: held for the page's own requests first,
  // so the token check below and the start-up take those answers without a round trip.
  seedEarlyAnswers((deps.earlyAnswers ?? readEarlyAnswers)(), decoded.data.Token, deps.seed ?? seedCall);
  const prime = deps.prime ?? primeCall;
  const verify = [VerifyLicenseeToken, { Token: decoded.data.Token }] as const;
  if (!STARTUP_ROUTES.has(first)) {
    prime(...verify, { token: decoded.data.Token, matchId: decoded.data.MatchId ?? null });
    return null;
  }
  // The session the gate would set on its first render (the calls' Token and MatchId headers).
  (deps.session ?? sessionStore).getState().setFromData(decoded.raw, decoded.data);
  prime(...verify);
  const runner = (deps.loadStartup ?? loadStartup)();
  runner.catch(() => undefined); // read below, unless the token is refused
  if (!(await (deps.primedOk ?? primedOk)(...verify))) return null;
  return (await runner).bootStartupRun(deps.client, decoded.data);
}
