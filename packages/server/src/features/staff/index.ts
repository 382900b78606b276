/** What other features, app.ts and main.ts use of staff (the back office's people): the only way in. */
export { staffPlugin } from './plugin';
export { staffMigrations } from './migrations';
export { registerStaffCall, registerRemainingStaffCalls, staffError, permissionDenied } from './register';
export type { StaffCallContext, StaffCallHandler } from './register';
export type { StaffPrincipal } from './sessions';
export { resolveStaffForHub } from './hub-auth';
export { ensureOwner, DEFAULT_ADMIN_EMAIL } from './bootstrap';
export type { OwnerBootstrap } from './bootstrap';
export { recordAudit, csvField } from './audit';
export type { AuditNote } from './audit';
export { staffActions } from './store';
export { signIn, signInAs, signInOwner, staffRequest, TEST_OWNER } from './testing';
export type { StaffAgent } from './testing';
