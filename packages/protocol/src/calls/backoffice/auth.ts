import { z } from 'zod';
import { defineStaffCall, STAFF_PERMISSIONS, STAFF_ROLES } from './define';

/** A staff member as the back office shows it (never a password or hash). */
export const StaffUser = z.object({
  StaffId: z.number().int(),
  Email: z.string(),
  DisplayName: z.string(),
  Role: z.enum(STAFF_ROLES),
  IsDisabled: z.boolean(),
  CreatedAt: z.number().int(),
  LastLoginAt: z.number().int().nullable(),
});
export type StaffUser = z.infer<typeof StaffUser>;

/** The signed-in staff member, their permissions and the CSRF token for their POSTs. */
export const StaffMeResult = z.object({
  User: StaffUser,
  Permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  CsrfToken: z.string(),
  /** Epoch ms when the session ends unless used (sliding). */
  ExpiresAt: z.number().int(),
});
export type StaffMeResult = z.infer<typeof StaffMeResult>;

const Email = z.string().trim().toLowerCase().email().max(200);
/** Password rules for new passwords: 10 to 200 characters. */
export const StaffPassword = z.string().min(10).max(200);

/**
 * POST /backoffice/api/auth/login — no CSRF (there is no session yet; SameSite=Strict and the
 * JSON content type guard it). Sets the session cookie; answers StaffMe. Wrong email/password/disabled
 * → 401 'invalid-credentials'; too many failures for the email or client address → 429 'login-throttled'.
 */
export const StaffLogin = defineStaffCall({
  name: 'StaffLogin', method: 'POST', path: '/auth/login', access: 'public', feature: 'staff', audited: true,
  request: z.object({ Email, Password: z.string().min(1).max(200) }),
  result: StaffMeResult,
  summary: 'Sign in with email and password; sets the HttpOnly session cookie.',
});

export const StaffLogout = defineStaffCall({
  name: 'StaffLogout', method: 'POST', path: '/auth/logout', access: 'session', feature: 'staff', audited: false,
  request: z.object({}), result: z.object({ LoggedOut: z.boolean() }),
  summary: 'End this session and clear the cookie.',
});

export const StaffLogoutEverywhere = defineStaffCall({
  name: 'StaffLogoutEverywhere', method: 'POST', path: '/auth/logout-everywhere', access: 'session', feature: 'staff', audited: true,
  request: z.object({}), result: z.object({ SessionsEnded: z.number().int() }),
  summary: 'End every session of the signed-in staff member (this one included).',
});

/** GET /backoffice/api/auth/me — 401 when not signed in (the app then shows the login form). */
export const StaffMe = defineStaffCall({
  name: 'StaffMe', method: 'GET', path: '/auth/me', access: 'session', feature: 'staff', audited: false,
  request: z.object({}), result: StaffMeResult,
  summary: 'Who is signed in, their permissions and the CSRF token.',
});

export const StaffChangePassword = defineStaffCall({
  name: 'StaffChangePassword', method: 'POST', path: '/auth/password', access: 'session', feature: 'staff', audited: true,
  request: z.object({ CurrentPassword: z.string().min(1).max(200), NewPassword: StaffPassword }),
  result: z.object({ Changed: z.boolean() }),
  summary: 'Change one\'s own password (ends the other sessions).',
});

/* ---- staff users (screens "account", "permissions") ---- */

export const ListStaff = defineStaffCall({
  name: 'ListStaff', method: 'GET', path: '/staff', access: 'staff.manage', feature: 'staff', audited: false,
  request: z.object({}), result: z.object({ Users: z.array(StaffUser) }),
  summary: 'Every staff account.',
});

export const GetPermissionTable = defineStaffCall({
  name: 'GetPermissionTable', method: 'GET', path: '/staff/permissions', access: 'session', feature: 'staff', audited: false,
  request: z.object({}),
  result: z.object({ Roles: z.array(z.object({ Role: z.enum(STAFF_ROLES), Permissions: z.array(z.enum(STAFF_PERMISSIONS)) })) }),
  summary: 'The role → permission table the server enforces.',
});

export const AddStaff = defineStaffCall({
  name: 'AddStaff', method: 'POST', path: '/staff/add', access: 'staff.manage', feature: 'staff', audited: true,
  request: z.object({ Email, DisplayName: z.string().trim().min(1).max(60), Role: z.enum(STAFF_ROLES), Password: StaffPassword }),
  result: z.object({ User: StaffUser }),
  summary: 'Add a staff account (409 email-exists).',
});

export const EditStaff = defineStaffCall({
  name: 'EditStaff', method: 'POST', path: '/staff/edit', access: 'staff.manage', feature: 'staff', audited: true,
  request: z.object({
    StaffId: z.number().int().positive(),
    DisplayName: z.string().trim().min(1).max(60).optional(),
    Role: z.enum(STAFF_ROLES).optional(),
    /** Sets a new password (ends that account's sessions). */
    Password: StaffPassword.optional(),
  }),
  result: z.object({ User: StaffUser }),
  summary: 'Edit name, role or password. The last enabled owner cannot lose the owner role (409 conflict).',
});

export const SetStaffDisabled = defineStaffCall({
  name: 'SetStaffDisabled', method: 'POST', path: '/staff/disable', access: 'staff.manage', feature: 'staff', audited: true,
  request: z.object({ StaffId: z.number().int().positive(), IsDisabled: z.boolean() }),
  result: z.object({ User: StaffUser }),
  summary: 'Disable (ends its sessions) or re-enable an account. Not oneself; not the last owner.',
});

export const DeleteStaff = defineStaffCall({
  name: 'DeleteStaff', method: 'POST', path: '/staff/delete', access: 'staff.manage', feature: 'staff', audited: true,
  request: z.object({ StaffId: z.number().int().positive() }),
  result: z.object({ StaffId: z.number().int() }),
  summary: 'Delete an account (its audit rows stay, naming it by email). Not oneself; not the last owner.',
});
