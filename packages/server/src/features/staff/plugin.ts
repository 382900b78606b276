import type { FastifyInstance } from 'fastify';
import {
  AddStaff, DeleteStaff, EditStaff, ExportAuditCsv, GetPermissionTable, ListAudit, ListStaff, ROLE_PERMISSIONS, STAFF_ROLES,
  SetStaffDisabled, StaffChangePassword, StaffLogin, StaffLogout, StaffLogoutEverywhere, StaffMe,
} from '@sideline/protocol';
import { registerStaffCall } from './register';
import { clearSessionCookie, setSessionCookie } from './sessions';
import { auditCsv, listAudit } from './audit';
import * as service from './service';
import * as q from './store';

/** Staff sign-in, accounts and the audit log (the back office's own calls). */
export async function staffPlugin(app: FastifyInstance): Promise<void> {
  const deps = { store: app.sideline.store, limiter: app.rateLimiter };
  const db = deps.store.db;

  registerStaffCall(app, StaffLogin, async ({ input, request, reply, audit }) => {
    const { principal, secret } = await service.login(deps, input.Email, input.Password, request.ip);
    setSessionCookie(request, reply, secret);
    audit({ target: `staff:${principal.staffId}`, actor: principal });
    return service.meResult(principal);
  });
  registerStaffCall(app, StaffLogout, async ({ me, request, reply }) => {
    await q.deleteSession(db, me().sessionHash);
    clearSessionCookie(request, reply);
    return { LoggedOut: true };
  });
  registerStaffCall(app, StaffLogoutEverywhere, async ({ me, request, reply, audit }) => {
    const ended = await q.deleteSessionsOf(db, me().staffId);
    clearSessionCookie(request, reply);
    audit({ target: `staff:${me().staffId}`, after: { SessionsEnded: ended } });
    return { SessionsEnded: ended };
  });
  registerStaffCall(app, StaffMe, async ({ me }) => service.meResult(me()));
  registerStaffCall(app, StaffChangePassword, async ({ me, input, audit }) => {
    await service.changePassword(deps, me(), input.CurrentPassword, input.NewPassword);
    audit({ target: `staff:${me().staffId}`, after: { PasswordChanged: true } });
    return { Changed: true };
  });

  registerStaffCall(app, ListStaff, async () => ({ Users: (await q.listStaff(db)).map(service.toStaffUser) }));
  registerStaffCall(app, GetPermissionTable, async () => ({ Roles: STAFF_ROLES.map((Role) => ({ Role, Permissions: [...ROLE_PERMISSIONS[Role]] })) }));
  registerStaffCall(app, AddStaff, async ({ input, audit }) => {
    const user = await service.addStaff(deps, input);
    audit({ target: `staff:${user.StaffId}`, after: user });
    return { User: user };
  });
  registerStaffCall(app, EditStaff, async ({ input, me, audit }) => {
    const { before, after } = await service.editStaff(deps, me(), input);
    audit({ target: `staff:${after.StaffId}`, before, after: { ...after, PasswordChanged: input.Password !== undefined } });
    return { User: after };
  });
  registerStaffCall(app, SetStaffDisabled, async ({ input, me, audit }) => {
    const { before, after } = await service.setDisabled(deps, me(), input.StaffId, input.IsDisabled);
    audit({ target: `staff:${after.StaffId}`, before, after });
    return { User: after };
  });
  registerStaffCall(app, DeleteStaff, async ({ input, me, audit }) => {
    const { before } = await service.deleteStaff(deps, me(), input.StaffId);
    audit({ target: `staff:${before.StaffId}`, before });
    return { StaffId: before.StaffId };
  });

  const filter = (i: { StaffId?: number; Action?: string; Target?: string; From?: number; To?: number }) =>
    ({ staffId: i.StaffId, action: i.Action, target: i.Target, from: i.From, to: i.To });
  registerStaffCall(app, ListAudit, async ({ input }) => listAudit(db, filter(input), input.Page, input.PageSize));
  registerStaffCall(app, ExportAuditCsv, async ({ input }) => auditCsv(db, filter(input)));
}
