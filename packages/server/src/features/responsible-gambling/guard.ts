import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GAMBLING_GUARDED_CALLS } from '@sideline/protocol';
import { requireMayGamble } from './service';

/**
 * The guard a betting or prize feature installs on its own routes (one line in its plugin:
 * `app.addHook('preHandler', gamblingGuard(app))`): for each call the contract lists in
 * GAMBLING_GUARDED_CALLS, a logged-in caller who is excluded, timed out, at a limit or (prizes)
 * without the verified age the site's profile asks for gets 403 RG001 before the handler runs,
 * so before any idempotent replay or money move. Callers without a valid member token pass
 * through to the transport, which answers 401/422 as always. Other routes are untouched.
 */
export function gamblingGuard(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const name = request.routeOptions.config?.callName;
    if (!name || !Object.prototype.hasOwnProperty.call(GAMBLING_GUARDED_CALLS, name)) return;
    const raw = request.headers.token;
    const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!token || token.length > 512) return;
    const session = await app.sideline.resolveSession(token);
    if (!session || session.tokenExpired) return;
    await requireMayGamble(app.sideline.store, session, name);
  };
}
