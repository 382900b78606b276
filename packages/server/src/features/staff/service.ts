import { ROLE_PERMISSIONS, StaffErrorCode } from '@sideline/protocol';
import type { StaffMeResult, StaffRole, StaffUser } from '@sideline/protocol';
import type { RateLimiter } from '../../ratelimit/index';
import type { Store } from '../../store/types';
import { hashPassword, verifyPassword } from './passwords';
import { startSession } from './sessions';
import type { StaffPrincipal } from './sessions';
import { recordAudit } from './audit';
import { permissionDenied, staffError } from './register';
import * as q from './store';
import type { StaffRow } from './store';

export interface StaffDeps {
  store: Store;
  limiter: Pick<RateLimiter, 'checkKey'>;
}

/** Login throttling: attempts per window, per email and per client address (shared counters). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_ATTEMPTS_PER_EMAIL = 10;
export const LOGIN_ATTEMPTS_PER_ADDRESS = 50;

export function toStaffUser(r: StaffRow | { id: number; email: string; display_name: string; role: string; is_disabled: number; created_at: number; last_login_at: number | null }): StaffUser {
  return {
    StaffId: Number(r.id), Email: r.email, DisplayName: r.display_name, Role: r.role as StaffRole, IsDisabled: !!r.is_disabled,
    CreatedAt: Number(r.created_at), LastLoginAt: r.last_login_at === null ? null : Number(r.last_login_at),
  };
}

export function meResult(p: StaffPrincipal): StaffMeResult {
  return {
    User: { StaffId: p.staffId, Email: p.email, DisplayName: p.displayName, Role: p.role, IsDisabled: false, CreatedAt: p.createdAt, LastLoginAt: p.lastLoginAt },
    Permissions: [...ROLE_PERMISSIONS[p.role]],
    CsrfToken: p.csrfToken,
    ExpiresAt: p.expiresAt,
  };
}

const badCredentials = () => staffError(401, StaffErrorCode.BadCredentials, 'Wrong email or password');

/**
 * Checks the throttles, then the password. Every attempt counts (per email and per address) on
 * the rate limiter's shared counters (Redis on many nodes); a failure is audited by email only.
 */
export async function login(deps: StaffDeps, email: string, password: string, ip: string, now = Date.now()) {
  const db = deps.store.db;
  const refusal = await deps.limiter.checkKey(`staff-login-ip:${ip}`, LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_WINDOW_MS, 'staff-login')
    ?? await deps.limiter.checkKey(`staff-login-email:${email}`, LOGIN_ATTEMPTS_PER_EMAIL, LOGIN_WINDOW_MS, 'staff-login');
  if (refusal) {
    throw staffError(429, StaffErrorCode.LoginThrottled, `Too many sign-in attempts: try again in ${refusal.retryAfterSeconds} s`, { 'retry-after': String(refusal.retryAfterSeconds) });
  }
  const row = await q.findStaffByEmail(db, email);
  const good = await verifyPassword(row?.password_hash ?? null, password);
  if (!row || !good || row.is_disabled) {
    await recordAudit(db, { staffId: row ? Number(row.id) : null, email }, 'StaffLoginFailed', { target: `staff-email:${email}` }, ip, now);
    throw badCredentials();
  }
  const session = await startSession(db, Number(row.id), ip, now);
  await q.updateStaff(db, Number(row.id), { last_login_at: now });
  const principal: StaffPrincipal = {
    staffId: Number(row.id), email: row.email, displayName: row.display_name, role: row.role as StaffRole,
    csrfToken: session.csrfToken, sessionHash: '', expiresAt: session.expiresAt, createdAt: Number(row.created_at), lastLoginAt: now,
  };
  return { principal, secret: session.secret };
}

export async function changePassword(deps: StaffDeps, me: StaffPrincipal, current: string, next: string): Promise<void> {
  const row = await q.findStaff(deps.store.db, me.staffId);
  if (!row || !await verifyPassword(row.password_hash, current)) throw badCredentials();
  await q.updateStaff(deps.store.db, me.staffId, { password_hash: await hashPassword(next), must_change_password: 0 });
  await q.deleteSessionsOf(deps.store.db, me.staffId, me.sessionHash);
}

async function requireStaff(deps: StaffDeps, id: number): Promise<StaffRow> {
  const row = await q.findStaff(deps.store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Staff account ${id} does not exist`);
  return row;
}

/** The last enabled owner keeps the owner role and stays enabled (someone can always manage staff). */
async function guardLastOwner(deps: StaffDeps, row: StaffRow, losing: boolean): Promise<void> {
  if (losing && row.role === 'owner' && !row.is_disabled && await q.countEnabledOwners(deps.store.db) <= 1) {
    throw staffError(409, StaffErrorCode.Conflict, 'The last owner cannot lose the owner role, be disabled or deleted');
  }
}

export async function addStaff(deps: StaffDeps, input: { Email: string; DisplayName: string; Role: StaffRole; Password: string }, now = Date.now()): Promise<StaffUser> {
  const db = deps.store.db;
  if (await q.findStaffByEmail(db, input.Email)) throw staffError(409, StaffErrorCode.EmailExists, 'An account with this email exists');
  const id = await q.insertStaff(db, {
    email: input.Email, display_name: input.DisplayName, role: input.Role, password_hash: await hashPassword(input.Password),
    is_disabled: 0, created_at: now, last_login_at: null, must_change_password: 0,
  });
  return toStaffUser(await requireStaff(deps, id));
}

export async function editStaff(deps: StaffDeps, me: StaffPrincipal, input: { StaffId: number; DisplayName?: string; Role?: StaffRole; Password?: string }) {
  const before = await requireStaff(deps, input.StaffId);
  if (input.Role && input.StaffId === me.staffId && input.Role !== before.role) throw permissionDenied('You cannot change your own role');
  await guardLastOwner(deps, before, input.Role !== undefined && input.Role !== 'owner');
  const set: Partial<StaffRow> = {};
  if (input.DisplayName !== undefined) set.display_name = input.DisplayName;
  if (input.Role !== undefined) set.role = input.Role;
  if (input.Password !== undefined) set.password_hash = await hashPassword(input.Password);
  if (Object.keys(set).length) await q.updateStaff(deps.store.db, input.StaffId, set);
  // A new role or password ends that account's sessions (they sign in again under the new rules).
  if ((input.Role !== undefined && input.Role !== before.role) || input.Password !== undefined) {
    await q.deleteSessionsOf(deps.store.db, input.StaffId, input.StaffId === me.staffId ? me.sessionHash : null);
  }
  return { before: toStaffUser(before), after: toStaffUser(await requireStaff(deps, input.StaffId)) };
}

export async function setDisabled(deps: StaffDeps, me: StaffPrincipal, id: number, disabled: boolean) {
  if (id === me.staffId) throw permissionDenied('You cannot disable your own account');
  const before = await requireStaff(deps, id);
  await guardLastOwner(deps, before, disabled);
  await q.updateStaff(deps.store.db, id, { is_disabled: disabled ? 1 : 0 });
  if (disabled) await q.deleteSessionsOf(deps.store.db, id);
  return { before: toStaffUser(before), after: toStaffUser(await requireStaff(deps, id)) };
}

export async function deleteStaff(deps: StaffDeps, me: StaffPrincipal, id: number) {
  if (id === me.staffId) throw permissionDenied('You cannot delete your own account');
  const before = await requireStaff(deps, id);
  await guardLastOwner(deps, before, true);
  await q.deleteSessionsOf(deps.store.db, id);
  await q.deleteStaffRow(deps.store.db, id);
  return { before: toStaffUser(before) };
}
