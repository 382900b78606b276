import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddStaff, DeleteStaff, EditStaff, ExportAuditCsv, ListAudit, ListStaff, SetStaffDisabled, StaffLogin, StaffLogoutEverywhere, StaffMe,
} from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signIn, signInAs, signInOwner, staffRequest, TEST_OWNER } from './testing';
import type { StaffAgent } from './testing';
import { ensureOwner } from './bootstrap';

let t: TestApp;
let owner: StaffAgent;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await signInOwner(t.app);
});
afterAll(async () => t.close());

describe('staff sign-in', () => {
  it('sets an HttpOnly SameSite=Strict cookie and answers the CSRF token and permissions', async () => {
    const res = await t.app.inject({ method: 'POST', url: StaffLogin.path, payload: { Email: TEST_OWNER.email, Password: TEST_OWNER.password } });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(res.json().Result.Permissions).toContain('staff.manage');
    expect(res.json().Result.CsrfToken).toMatch(/^[\w-]{40,}$/);
    expect(res.body).not.toContain(TEST_OWNER.password);
  });

  it('refuses a wrong password with the same answer as an unknown email', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: StaffLogin.path, payload: { Email: TEST_OWNER.email, Password: 'not-the-password' } });
    const unknown = await t.app.inject({ method: 'POST', url: StaffLogin.path, payload: { Email: 'nobody@test.local', Password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().Error).toEqual(unknown.json().Error);
  });

  it('first start: creates the owner once; a later start changes nothing', async () => {
    expect(await ensureOwner(t.app.sideline.store, { ADMIN_EMAIL: 'other@test.local', ADMIN_PASSWORD: 'another-password' })).toBeNull();
    const fresh = await makeTestApp();
    try {
      const made = await ensureOwner(fresh.app.sideline.store, {});
      expect(made?.oneTimePassword).toMatch(/^[\w-]{20}$/);
      const agent = await signIn(fresh.app, made!.email, made!.oneTimePassword!);
      expect((await agent.call(StaffMe)).json().Result.User.Role).toBe('owner');
    } finally {
      await fresh.close();
    }
  });
});

describe('staff accounts', () => {
  it('adds, edits, disables and deletes a user, each audited with before/after', async () => {
    const added = await owner.call(AddStaff, { Email: 'Mod@Test.local', DisplayName: 'Mod', Role: 'moderator', Password: 'moderator-pass-1' });
    expect(added.statusCode).toBe(200);
    const id = added.json().Result.User.StaffId as number;
    expect(added.json().Result.User.Email).toBe('mod@test.local');
    expect((await owner.call(AddStaff, { Email: 'mod@test.local', DisplayName: 'Mod', Role: 'moderator', Password: 'moderator-pass-1' })).json().Error[0].Field).toBe('email-exists');

    const mod = await signIn(t.app, 'mod@test.local', 'moderator-pass-1');
    const edited = await owner.call(EditStaff, { StaffId: id, Role: 'trader' });
    expect(edited.json().Result.User.Role).toBe('trader');
    // A role change ends the account's sessions.
    expect((await mod.call(StaffMe)).statusCode).toBe(401);

    expect((await owner.call(SetStaffDisabled, { StaffId: id, IsDisabled: true })).json().Result.User.IsDisabled).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: StaffLogin.path, payload: { Email: 'mod@test.local', Password: 'moderator-pass-1' } })).statusCode).toBe(401);
    expect((await owner.call(DeleteStaff, { StaffId: id })).statusCode).toBe(200);
    expect((await owner.call(ListStaff)).json().Result.Users.map((u: { StaffId: number }) => u.StaffId)).not.toContain(id);

    const audit = (await owner.call(ListAudit, { Target: `staff:${id}` })).json().Result;
    expect(audit.Entries.map((e: { Action: string }) => e.Action)).toEqual(['DeleteStaff', 'SetStaffDisabled', 'EditStaff', 'StaffLogin', 'AddStaff']);
    const edit = audit.Entries.find((e: { Action: string }) => e.Action === 'EditStaff');
    expect(JSON.parse(edit.Before).Role).toBe('moderator');
    expect(JSON.parse(edit.After).Role).toBe('trader');
    expect(JSON.stringify(audit)).not.toContain('moderator-pass-1');
  });

  it('keeps the last owner: no self-disable, no self-delete, no demotion of the only owner', async () => {
    const me = (await owner.call(StaffMe)).json().Result.User.StaffId;
    expect((await owner.call(SetStaffDisabled, { StaffId: me, IsDisabled: true })).statusCode).toBe(403);
    expect((await owner.call(DeleteStaff, { StaffId: me })).statusCode).toBe(403);
    expect((await owner.call(EditStaff, { StaffId: me, Role: 'viewer' })).statusCode).toBe(403);
  });

  it('logout everywhere ends every session of the account', async () => {
    const viewer = await signInAs(t.app, owner, 'viewer');
    const again = await signIn(t.app, viewer.email, 'viewer-password-1');
    const res = await viewer.call(StaffLogoutEverywhere);
    expect(res.json().Result.SessionsEnded).toBe(2);
    expect((await again.call(StaffMe)).statusCode).toBe(401);
    expect((await viewer.call(StaffMe)).statusCode).toBe(401);
  });
});

describe('audit log', () => {
  it('pages, filters and exports CSV with the filtered rows', async () => {
    const page = (await owner.call(ListAudit, { Action: 'AddStaff', PageSize: 1 })).json().Result;
    expect(page.Entries).toHaveLength(1);
    expect(page.Total).toBeGreaterThanOrEqual(2);
    const csv = await owner.call(ExportAuditCsv, { Action: 'AddStaff' });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('AuditId,At,StaffEmail,Action,Target,Before,After,Reason,Ip');
    expect(lines.length - 1).toBe(page.Total);
    expect(lines.slice(1).every((l) => l.includes(',AddStaff,'))).toBe(true);
  });

  it('has no call that deletes or edits an audit row', async () => {
    const { backofficeCalls } = await import('@sideline/protocol');
    expect(backofficeCalls.filter((c) => /audit/i.test(c.name)).every((c) => c.method === 'GET')).toBe(true);
    expect((await staffRequest(t.app, ListAudit, {}, { cookie: owner.cookie })).statusCode).toBe(200);
  });
});
