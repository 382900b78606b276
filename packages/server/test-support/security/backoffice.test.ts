import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddStaff, EditStaff, STAFF_ROLES, StaffChangePassword, StaffLogin, StaffMe, backofficeCalls, roleHas,
} from '@sideline/protocol';
import type { StaffCallDef, StaffRole } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { signIn, signInAs, signInOwner, staffRequest, TEST_OWNER } from '../../src/features/staff/index';
import type { StaffAgent } from '../../src/features/staff/index';

/**
 * The back office's guards, for every call of its contract (implemented or not): no session,
 * a forged or revoked cookie, a missing or wrong CSRF token, and every role lacking the call's
 * permission are refused before anything runs; sign-in is throttled; the password is never
 * answered nor logged; nobody raises themselves or others above their own role.
 */
let t: TestApp;
let owner: StaffAgent;
const agents = new Map<StaffRole, StaffAgent>();
const logs: string[] = [];

beforeAll(async () => {
  t = await makeTestApp({ logger: { level: 'trace', stream: { write: (line: string) => void logs.push(line) } } });
  owner = await signInOwner(t.app);
  agents.set('owner', owner);
  for (const role of STAFF_ROLES) if (role !== 'owner') agents.set(role, await signInAs(t.app, owner, role));
});
afterAll(async () => t.close());

const guarded = backofficeCalls.filter((c) => c.access !== 'public');
const posts = guarded.filter((c) => c.method === 'POST');
const field = (body: string): unknown => (JSON.parse(body) as { Error: { Field: string }[] }).Error[0]?.Field;

describe('every back-office call', () => {
  it.each(guarded.map((c) => [c.name, c] as const))('%s: refused without a session and with a forged cookie', async (_n, call: StaffCallDef) => {
    const none = await staffRequest(t.app, call, {}, {});
    expect(none.statusCode).toBe(401);
    expect(field(none.body)).toBe('staff-session-required');
    const forged = await staffRequest(t.app, call, {}, { cookie: 'A'.repeat(43), csrf: owner.csrf });
    expect(forged.statusCode).toBe(401);
    const tampered = await staffRequest(t.app, call, {}, { cookie: `${owner.cookie.slice(0, -1)}${owner.cookie.endsWith('A') ? 'B' : 'A'}`, csrf: owner.csrf });
    expect(tampered.statusCode).toBe(401);
  });

  it.each(posts.map((c) => [c.name, c] as const))('%s: refused without the CSRF token, or with another session\'s', async (_n, call: StaffCallDef) => {
    const missing = await owner.call(call, {}, { csrf: null });
    expect(missing.statusCode).toBe(403);
    expect(field(missing.body)).toBe('csrf-token-invalid');
    const other = await owner.call(call, {}, { csrf: agents.get('viewer')!.csrf });
    expect(other.statusCode).toBe(403);
    expect(field(other.body)).toBe('csrf-token-invalid');
  });

  const denied = guarded.flatMap((c) => STAFF_ROLES.filter((r) => c.access !== 'session' && !roleHas(r, c.access as never)).map((r) => [c.name, r, c] as const));
  it.each(denied)('%s: refused to %s (role lacks the permission)', async (_n, role, call: StaffCallDef) => {
    const res = await agents.get(role)!.call(call, {});
    expect(res.statusCode).toBe(403);
    expect(field(res.body)).toBe('permission-denied');
  });

  it('covers every role with at least one refusal and every call with a permission', () => {
    expect(new Set(denied.map(([, r]) => r))).toEqual(new Set(STAFF_ROLES.filter((r) => r !== 'owner')));
  });
});

describe('escalation', () => {
  it('a moderator cannot make themselves or anybody an owner, nor add staff', async () => {
    const mod = agents.get('moderator')!;
    const me = (await mod.call(StaffMe)).json().Result.User.StaffId;
    expect((await mod.call(EditStaff, { StaffId: me, Role: 'owner' })).statusCode).toBe(403);
    expect((await mod.call(AddStaff, { Email: 'evil@test.local', DisplayName: 'Evil', Role: 'owner', Password: 'evil-password-1' })).statusCode).toBe(403);
    expect((await mod.call(StaffMe)).json().Result.User.Role).toBe('moderator');
  });

  it('an owner cannot change their own role (no accidental lock-out)', async () => {
    const me = (await owner.call(StaffMe)).json().Result.User.StaffId;
    expect((await owner.call(EditStaff, { StaffId: me, Role: 'moderator' })).statusCode).toBe(403);
  });
});

describe('sign-in', () => {
  it('is throttled per email after 10 attempts in the window, even with the right password', async () => {
    const email = 'throttle@test.local';
    await owner.call(AddStaff, { Email: email, DisplayName: 'T', Role: 'viewer', Password: 'throttle-pass-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: StaffLogin.path, payload: { Email: email, Password: `wrong-${i}` } })).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const right = await t.app.inject({ method: 'POST', url: StaffLogin.path, payload: { Email: email, Password: 'throttle-pass-1' } });
    expect(right.statusCode).toBe(429);
    expect(field(right.body)).toBe('login-throttled');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never answers nor logs a password, and stores only an argon2id hash', async () => {
    const secret = 'very-secret-password-42';
    await owner.call(AddStaff, { Email: 'secret@test.local', DisplayName: 'S', Role: 'viewer', Password: secret });
    const agent = await signIn(t.app, 'secret@test.local', secret);
    const answers = [
      await agent.call(StaffMe),
      await agent.call(StaffChangePassword, { CurrentPassword: secret, NewPassword: `${secret}-2` }),
      await t.app.inject({ method: 'POST', url: StaffLogin.path, payload: { Email: 'secret@test.local', Password: secret } }),
    ];
    for (const a of answers) expect(a.body).not.toContain(secret);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(secret);
    const row = await t.app.sideline.store.db.selectFrom('staff_users').select('password_hash').where('email', '=', 'secret@test.local').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await t.app.sideline.store.db.selectFrom('staff_audit').selectAll().execute();
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('the cookie is HttpOnly, SameSite=Strict and scoped to /backoffice', async () => {
    const res = await t.app.inject({ method: 'POST', url: StaffLogin.path, payload: { Email: TEST_OWNER.email, Password: TEST_OWNER.password } });
    expect(String(res.headers['set-cookie'])).toMatch(/^sideline_staff=[\w-]{43}; Path=\/backoffice; HttpOnly; SameSite=Strict/);
  });
});
