import type { Executor } from '../../store/types';
import { resolveSessionHash } from './sessions';
import type { StaffPrincipal } from './sessions';
import * as q from './store';

/**
 * The staff hub's credential: the session's CSRF token, which only the signed-in back office
 * page can read (it is answered by StaffLogin/StaffMe, never stored in a cookie). It names a
 * live session; a revoked, expired or disabled one is refused.
 */
export async function resolveStaffForHub(db: Executor, csrfToken: unknown): Promise<StaffPrincipal | null> {
  if (typeof csrfToken !== 'string' || csrfToken.length < 20 || csrfToken.length > 100) return null;
  const row = await q.findSessionByCsrf(db, csrfToken);
  return row ? resolveSessionHash(db, row.id_hash) : null;
}
