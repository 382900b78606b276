import type { Executor } from '../../store/types';
import type { StaffAuditTable, StaffUsersTable } from './migrations';
import type { Insertable, Selectable } from 'kysely';

/** Queries of the staff feature (accounts, sessions, audit). One code path for both dialects. */

export type StaffRow = Selectable<StaffUsersTable>;

export function findStaffByEmail(db: Executor, email: string) {
  return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findStaff(db: Executor, id: number) {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStaff(db: Executor) {
  return db.selectFrom('staff_users').selectAll().orderBy('id').execute();
}

export async function countStaff(db: Executor): Promise<number> {
  const row = await db.selectFrom('staff_users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countEnabledOwners(db: Executor): Promise<number> {
  const row = await db.selectFrom('staff_users').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'owner').where('is_disabled', '=', 0).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertStaff(db: Executor, row: Insertable<StaffUsersTable>): Promise<number> {
  const inserted = await db.insertInto('staff_users').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateStaff(db: Executor, id: number, set: Partial<Omit<StaffRow, 'id'>>): Promise<void> {
  await db.updateTable('staff_users').set(set).where('id', '=', id).execute();
}

export async function deleteStaffRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('staff_users').where('id', '=', id).execute();
}

/* ---- sessions ---- */

export async function insertSession(db: Executor, row: { id_hash: string; staff_id: number; csrf_token: string; created_at: number; expires_at: number; ip: string | null }): Promise<void> {
  await db.insertInto('staff_sessions').values({ ...row, last_seen_at: row.created_at }).execute();
}

export function findSession(db: Executor, idHash: string) {
  return db.selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id_hash', 'staff_sessions.csrf_token', 'staff_sessions.expires_at', 'staff_sessions.last_seen_at',
      'staff_users.id as staff_id', 'staff_users.email', 'staff_users.display_name', 'staff_users.role', 'staff_users.is_disabled',
      'staff_users.created_at', 'staff_users.last_login_at'])
    .where('staff_sessions.id_hash', '=', idHash).executeTakeFirst();
}

export function findSessionByCsrf(db: Executor, csrf: string) {
  return db.selectFrom('staff_sessions').select(['id_hash']).where('csrf_token', '=', csrf).executeTakeFirst();
}

export async function touchSession(db: Executor, idHash: string, now: number, expiresAt: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a staff member, but `keepHash`; answers how many ended. */
export async function deleteSessionsOf(db: Executor, staffId: number, keepHash: string | null = null): Promise<number> {
  let q = db.deleteFrom('staff_sessions').where('staff_id', '=', staffId);
  if (keepHash) q = q.where('id_hash', '!=', keepHash);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function deleteExpiredSessions(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now).execute();
}

/* ---- audit ---- */

export type AuditRow = Selectable<StaffAuditTable>;

export async function insertAudit(db: Executor, row: Insertable<StaffAuditTable>): Promise<void> {
  await db.insertInto('staff_audit').values(row).execute();
}

export interface AuditQuery { staffId?: number; action?: string; target?: string; from?: number; to?: number }

function filtered(db: Executor, f: AuditQuery) {
  let q = db.selectFrom('staff_audit');
  if (f.staffId !== undefined) q = q.where('staff_id', '=', f.staffId);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.target) q = q.where('target', 'like', `${f.target.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.from !== undefined) q = q.where('at', '>=', f.from);
  if (f.to !== undefined) q = q.where('at', '<', f.to);
  return q;
}

export function auditPage(db: Executor, f: AuditQuery, limit: number, offset: number) {
  return filtered(db, f).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function auditCount(db: Executor, f: AuditQuery): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Audit rows whose target starts with `prefix`, newest first (a room's log: 'room:1:9001'). */
export function staffActions(db: Executor, prefix: string, limit: number) {
  return filtered(db, { target: prefix }).selectAll().orderBy('id', 'desc').limit(limit).execute();
}
