import type { AuditEntry } from '@sideline/protocol';
import type { Executor } from '../../store/types';
import * as q from './store';
import type { AuditQuery, AuditRow } from './store';
import type { StaffPrincipal } from './sessions';

/** What a handler says about its audit row. `before`/`after` are stored as JSON. */
export interface AuditNote {
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** Who acted, when the call had no session yet (login). */
  actor?: Pick<StaffPrincipal, 'staffId' | 'email'>;
}

const json = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));

/** Appends one audit row (the only write to staff_audit there is). */
export async function recordAudit(db: Executor, who: { staffId: number | null; email: string }, action: string, note: AuditNote, ip: string | null, now = Date.now()): Promise<void> {
  await q.insertAudit(db, {
    at: now, staff_id: who.staffId, staff_email: who.email, action, target: note.target,
    before_json: json(note.before), after_json: json(note.after), reason: note.reason ?? null, ip,
  });
}

export function toAuditEntry(r: AuditRow): AuditEntry {
  return {
    AuditId: Number(r.id), At: Number(r.at), StaffId: r.staff_id === null ? null : Number(r.staff_id), StaffEmail: r.staff_email,
    Action: r.action, Target: r.target, Before: r.before_json, After: r.after_json, Reason: r.reason, Ip: r.ip,
  };
}

export async function listAudit(db: Executor, f: AuditQuery, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([q.auditPage(db, f, pageSize, (page - 1) * pageSize), q.auditCount(db, f)]);
  return { Entries: rows.map(toAuditEntry), Total: total, Page: page, PageSize: pageSize };
}

export const AUDIT_CSV_MAX_ROWS = 50_000;

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused (CSV injection). */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export async function auditCsv(db: Executor, f: AuditQuery): Promise<string> {
  const rows = await q.auditPage(db, f, AUDIT_CSV_MAX_ROWS, 0);
  const lines = ['AuditId,At,StaffEmail,Action,Target,Before,After,Reason,Ip'];
  for (const r of rows) {
    lines.push([Number(r.id), new Date(Number(r.at)).toISOString(), r.staff_email, r.action, r.target, r.before_json, r.after_json, r.reason, r.ip]
      .map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
