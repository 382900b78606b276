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
