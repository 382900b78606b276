import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIE } from '@sideline/protocol';
import type { StaffRole } from '@sideline/protocol';
import type { Executor } from '../../store/types';
import * as q from './store';

/** A session ends after this long without use (sliding), and at most this long after sign-in × 3. */
export const STAFF_SESSION_IDLE_MS = 8 * 3600_000;
const SESSION_MAX_MS = 24 * 3600_000;
/** Sliding refresh is written at most this often (not on every call). */
const TOUCH_EVERY_MS = 60_000;

/** The signed-in staff member behind a request. */
export interface StaffPrincipal {
  staffId: number;
  email: string;
  displayName: string;
  role: StaffRole;
  csrfToken: string;
  sessionHash: string;
  expiresAt: number;
  createdAt: number;
  lastLoginAt: number | null;
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Reads one cookie from the Cookie header (RFC 6265 pairs; the first of a name wins). */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** Starts a session: a random 256-bit secret for the cookie (stored hashed) and a CSRF token. */
export async function startSession(db: Executor, staffId: number, ip: string | null, now = Date.now()): Promise<{ secret: string; csrfToken: string; expiresAt: number }> {
  const secret = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = now + STAFF_SESSION_IDLE_MS;
  await q.insertSession(db, { id_hash: hashSecret(secret), staff_id: staffId, csrf_token: csrfToken, created_at: now, expires_at: expiresAt, ip });
  return { secret, csrfToken, expiresAt };
}

/** The session a cookie secret names: null when unknown, expired, or the account is disabled. */
export async function resolveSession(db: Executor, secret: string | null, now = Date.now()): Promise<StaffPrincipal | null> {
  if (!secret || secret.length > 100) return null;
  return resolveSessionHash(db, hashSecret(secret), now);
}

/** The session of a stored hash (the staff hub finds it through the CSRF token). */
export async function resolveSessionHash(db: Executor, idHash: string, now = Date.now()): Promise<StaffPrincipal | null> {
  const row = await q.findSession(db, idHash);
  if (!row || Number(row.expires_at) <= now || row.is_disabled) return null;
  let expiresAt = Number(row.expires_at);
  if (now - Number(row.last_seen_at) >= TOUCH_EVERY_MS) {
    expiresAt = now + STAFF_SESSION_IDLE_MS;
    await q.touchSession(db, row.id_hash, now, expiresAt);
  }
  return {
    staffId: Number(row.staff_id), email: row.email, displayName: row.display_name, role: row.role as StaffRole,
    csrfToken: row.csrf_token, sessionHash: row.id_hash, expiresAt,
    createdAt: Number(row.created_at), lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
  };
}

/** Constant-time comparison of the CSRF header with the session's token. */
export function csrfMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  const maxAge = Math.floor(SESSION_MAX_MS / 1000);
  reply.header('set-cookie', `${STAFF_SESSION_COOKIE}=${secret}; Path=/backoffice; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure(request) ? '; Secure' : ''}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${STAFF_SESSION_COOKIE}=; Path=/backoffice; HttpOnly; SameSite=Strict; Max-Age=0${secure(request) ? '; Secure' : ''}`);
}
