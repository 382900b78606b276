import { VerifyLicenseeToken } from '@sideline/protocol';
import { primeCall } from '../shared/api';
import type { ApiClient } from '../shared/api';
import { decodeDataParam } from '../shared/data-param/decode';

/** The routes whose page starts by verifying the data parameter's token (DataParamGate 'token-required'). */
const TOKEN_ROUTES = new Set(['licensee', 'streamingplugin', 'entertainmentplugin', 'creditplugin']);

/**
 * Start-up calls sent before the app has rendered (issue 20, first chat line): on a
 * token-required route the token check goes out beside the locale and page chunks instead of
 * after the first render, and the page's own VerifyLicenseeToken takes its answer
 * (`ApiClient.prime`). Nothing is sent for a data parameter the gate would refuse.
 */
export function primeStartupCalls(location: { pathname: string; search: string }, prime: ApiClient['prime'] = primeCall): void {
  const first = location.pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  if (!TOKEN_ROUTES.has(first)) return;
  const decoded = decodeDataParam(new URLSearchParams(location.search).get('data'), { requireToken: true });
  if (!decoded.ok) return;
  prime(VerifyLicenseeToken, { Token: decoded.data.Token }, { token: decoded.data.Token, matchId: decoded.data.MatchId ?? null });
}
