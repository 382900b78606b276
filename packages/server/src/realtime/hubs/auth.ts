import type { HubAuthenticator, HubSession } from '../types';
import { HubUnauthorizedError } from '../signalr/errors';

/**
 * Resolves a token to its session or throws `HubUnauthorizedError` (the official
 * "Failed to invoke 'X' because user is unauthorized"): forged, unknown, revoked or expired.
 */
export async function requireSession(authenticate: HubAuthenticator, token: string): Promise<HubSession> {
  const session = await authenticate(token);
  if (!session || session.tokenExpired) throw new HubUnauthorizedError('token rejected');
  return session;
}

/** `requireSession`, and the token's site group must be `groupName` (a room join of that site). */
export async function requireSiteSession(authenticate: HubAuthenticator, token: string, groupName: string): Promise<HubSession> {
  const session = await requireSession(authenticate, token);
  if (session.siteGroup !== groupName) throw new HubUnauthorizedError('site group mismatch');
  return session;
}
