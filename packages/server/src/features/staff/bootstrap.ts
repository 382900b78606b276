import type { Store } from '../../store/types';
import { generatePassword, hashPassword } from './passwords';
import * as q from './store';

export interface OwnerBootstrap {
  email: string;
  /** Set only when the password was generated here (printed once, never stored in clear). */
  oneTimePassword: string | null;
}

/** Default owner email when `ADMIN_EMAIL` is not set. */
export const DEFAULT_ADMIN_EMAIL = 'owner@sideline.local';

/**
 * First start: when there is no staff account, creates the owner from `ADMIN_EMAIL` /
 * `ADMIN_PASSWORD`, or with a generated one-time password (answered so main.ts prints it once).
 * Later starts (any account exists) do nothing and answer null.
 */
export async function ensureOwner(store: Store, env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }, now = Date.now()): Promise<OwnerBootstrap | null> {
  if (await q.countStaff(store.db) > 0) return null;
  const email = (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const given = env.ADMIN_PASSWORD || null;
  if (given !== null && given.length < 10) throw new Error('ADMIN_PASSWORD must be at least 10 characters');
  const password = given ?? generatePassword();
  try {
    await q.insertStaff(store.db, {
      email, display_name: 'Owner', role: 'owner', password_hash: await hashPassword(password),
      is_disabled: 0, created_at: now, last_login_at: null, must_change_password: given ? 0 : 1,
    });
  } catch (err) {
    // Another node created the first owner at the same moment (email is unique): that one stands.
    if (await q.countStaff(store.db) > 0) return null;
    throw err;
  }
  return { email, oneTimePassword: given ? null : password };
}
