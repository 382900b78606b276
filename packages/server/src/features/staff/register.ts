import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok, roleHas, STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE, StaffErrorCode } from '@sideline/protocol';
import type { StaffCallDef } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import { coerceQuery, issuesToItems } from '../../http/validate';
import { cookieValue, csrfMatches, resolveSession } from './sessions';
import type { StaffPrincipal } from './sessions';
import { recordAudit } from './audit';
import type { AuditNote } from './audit';

/** What a back-office handler gets. */
export interface StaffCallContext<C extends StaffCallDef> {
  input: C extends StaffCallDef<string, infer Req, z.ZodType> ? z.output<Req> : never;
  /** The uploaded file of an `upload` call (its scope's content-type parser read it); null for a body of another type. */
  file: Buffer | null;
  /** The signed-in staff member; null only on 'public' calls (login). */
  staff: StaffPrincipal | null;
  /** `staff`, or a 401 (for handlers of 'session'/permission calls, where it is always set). */
  me(): StaffPrincipal;
  /** Describes the audit row this call writes (target, before/after, reason); default: the input. */
  audit(note: AuditNote): void;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type StaffHandlerResult<C> = C extends StaffCallDef<string, z.ZodType, infer Res> ? z.input<Res> : never;
export type StaffCallHandler<C extends StaffCallDef> = (ctx: StaffCallContext<C>) => Promise<StaffHandlerResult<C>>;

/** Content type of the `xlsx` exports. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const staffError = (code: number, field: StaffErrorCode, message: string, headers?: Record<string, string>): ApiError =>
  new ApiError(code, field, message, code, headers ? { headers } : undefined);

export const sessionRequired = () => staffError(401, StaffErrorCode.SessionRequired, 'Sign in to the back office');
export const permissionDenied = (message = 'Your role does not allow this') => staffError(403, StaffErrorCode.PermissionDenied, message);

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** Field names whose values never reach an audit row or a log line. */
const SECRET_FIELDS = new Set(['Password', 'CurrentPassword', 'NewPassword']);

export function withoutSecrets(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_FIELDS.has(k)));
}

/**
 * Registers a back-office call from its declaration. In order: the staff session from the
 * cookie (401), the CSRF header on every POST (403), the call's permission (403), validation
 * (400 naming the field), the handler, the result checked against the contract, and for
 * `audited` calls one audit row. 'public' calls (login) skip the first three.
 */
export function registerStaffCall<C extends StaffCallDef>(app: FastifyInstance, call: C, handler: StaffCallHandler<C>): void {
  const registry = app.sideline.calls;
  if (registry.get(call.name) === 'implemented') throw new Error(`call ${call.name} is registered twice`);
  registry.set(call.name, 'implemented');
  app.route({
    method: call.method,
    url: call.path,
    config: { api: true, callName: call.name },
    handler: async (request, reply) => {
      const db = app.sideline.store.db;
      let staff: StaffPrincipal | null = null;
      if (call.access !== 'public') {
        staff = await resolveSession(db, cookieValue(request.headers.cookie, STAFF_SESSION_COOKIE));
        if (!staff) throw sessionRequired();
        if (call.method === 'POST' && !csrfMatches(staff.csrfToken, header(request, STAFF_CSRF_HEADER))) {
          throw staffError(403, StaffErrorCode.CsrfInvalid, `The ${STAFF_CSRF_HEADER} header is missing or wrong`);
        }
        if (call.access !== 'session' && !roleHas(staff.role, call.access)) throw permissionDenied();
      }
      const raw = call.method === 'GET' || call.fileBody
        ? coerceQuery(call.request, (request.query ?? {}) as Record<string, unknown>)
        : request.body ?? {};
      const parsed = call.request.safeParse(raw);
      if (!parsed.success) throw ApiError.validation(issuesToItems(parsed.error));
      let note: AuditNote | null = null;
      const result = await handler({
        input: parsed.data as StaffCallContext<C>['input'],
        file: call.fileBody && Buffer.isBuffer(request.body) ? request.body : null,
        staff,
        me() {
          if (!staff) throw sessionRequired();
          return staff;
        },
        audit(n) { note = n; },
        request,
        reply,
      });
      if (reply.sent) return reply;
      const checked = call.result.safeParse(result);
      if (!checked.success) {
        request.log.error({ call: call.name, issues: checked.error.issues }, 'result does not match the contract');
        throw new ApiError(500, null, `${call.name} produced a result that does not match the contract`);
      }
      if (call.audited) {
        const n: AuditNote = note ?? { target: '', after: withoutSecrets(parsed.data) };
        const actor = n.actor ?? staff;
        await recordAudit(db, { staffId: actor?.staffId ?? null, email: actor?.email ?? '' }, call.name, n, request.ip);
      }
      if (call.download) {
        // The handler answers the file as base64 (a string the contract can check); the bytes go out.
        return reply.code(200).header('content-type', call.download.contentType)
          .header('content-disposition', `attachment; filename="${call.download.filename}"`).send(Buffer.from(String(checked.data), 'base64'));
      }
      if (call.csv) {
        return reply.code(200).header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${call.name}.csv"`).send(checked.data);
      }
      if (call.xlsx) {
        const bytes = checked.data as Uint8Array;
        return reply.code(200).header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${call.name}.xlsx"`).send(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
      }
      return reply.code(200).send(ok(checked.data));
    },
  });
}

/**
 * Every declared back-office call without a handler answers 501 after the same session, CSRF and
 * permission checks (so the guards hold for the whole contract, implemented or not).
 */
export function registerRemainingStaffCalls(app: FastifyInstance, calls: readonly StaffCallDef[]): void {
  for (const call of calls) {
    if (app.sideline.calls.has(call.name)) continue;
    registerStaffCall(app, call, async () => {
      throw new ApiError(501, null, `${call.name} is not implemented yet`);
    });
    app.sideline.calls.set(call.name, 'not-implemented');
  }
}
