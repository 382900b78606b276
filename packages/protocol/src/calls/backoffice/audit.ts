import { z } from 'zod';
import { defineStaffCall } from './define';
import { qInt } from '../fields';

/** One audit row: who, when, what, before/after. Rows are never updated or deleted. */
export const AuditEntry = z.object({
  AuditId: z.number().int(),
  At: z.number().int(),
  StaffId: z.number().int().nullable(),
  StaffEmail: z.string(),
  /** The call's name, e.g. 'MutePlayer', 'AddMaskWord', 'StaffLogin'. */
  Action: z.string(),
  /** What was acted on, e.g. 'player:1002', 'room:1:9001', 'maskword:17', 'staff:3'. */
  Target: z.string(),
  /** JSON text of the state before (null for creations) and after (null for deletions). */
  Before: z.string().nullable(),
  After: z.string().nullable(),
  /** Free text the staff member gave (mute/unmute reason…). */
  Reason: z.string().nullable(),
  Ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Filters shared by the list and the CSV export. From/To are epoch ms, inclusive/exclusive. */
export const AuditFilter = z.object({
  StaffId: qInt.optional(),
  Action: z.string().max(60).optional(),
  /** Prefix match on Target, e.g. 'player:1002' or 'room:'. */
  Target: z.string().max(120).optional(),
  From: qInt.optional(),
  To: qInt.optional(),
});

export const ListAudit = defineStaffCall({
  name: 'ListAudit', method: 'GET', path: '/audit', access: 'audit.read', feature: 'staff', audited: false,
  request: AuditFilter.extend({ Page: qInt.pipe(z.number().int().min(1)).default(1), PageSize: qInt.pipe(z.number().int().min(1).max(200)).default(50) }),
  result: z.object({ Entries: z.array(AuditEntry), Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int() }),
  summary: 'Audit log, newest first, filtered and paged.',
});

/** Answers text/csv (header row: AuditId,At(ISO),StaffEmail,Action,Target,Before,After,Reason,Ip), at most 50,000 rows. */
export const ExportAuditCsv = defineStaffCall({
  name: 'ExportAuditCsv', method: 'GET', path: '/audit/export.csv', access: 'audit.read', feature: 'staff', audited: false, csv: true,
  request: AuditFilter, result: z.string(),
  summary: 'The filtered audit log as CSV.',
});
