import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AddStaff, STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@sideline/protocol';
import type { StaffCallDef, StaffRole } from '@sideline/protocol';
import { ensureOwner } from './bootstrap';

/** Test helpers: a signed-in staff member and calls made as them (through app.inject). */
export interface StaffAgent {
  email: string;
  cookie: string;
  csrf: string;
  call(def: StaffCallDef, input?: Record<string, unknown>, opts?: { csrf?: string | null; cookie?: string | null }): Promise<LightMyRequestResponse>;
}

export const TEST_OWNER = { email: 'owner@test.local', password: 'owner-password-123' };

export function staffRequest(app: FastifyInstance, def: StaffCallDef, input: Record<string, unknown> = {}, auth: { cookie?: string | null; csrf?: string | null } = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (auth.cookie) headers.cookie = `${STAFF_SESSION_COOKIE}=${auth.cookie}`;
  if (auth.csrf) headers[STAFF_CSRF_HEADER.toLowerCase()] = auth.csrf;
  if (def.method === 'GET') {
    const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return app.inject({ method: 'GET', url: def.path, query, headers });
  }
  return app.inject({ method: 'POST', url: def.path, payload: input, headers });
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<StaffAgent> {
  const res = await app.inject({ method: 'POST', url: '/backoffice/api/auth/login', payload: { Email: email, Password: password } });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  const set = String(res.headers['set-cookie'] ?? '');
  const cookie = new RegExp(`${STAFF_SESSION_COOKIE}=([^;]+)`).exec(set)?.[1];
  if (!cookie) throw new Error('no session cookie');
  const csrf = res.json().Result.CsrfToken as string;
  return {
    email, cookie, csrf,
    call: (def, input = {}, opts = {}) => staffRequest(app, def, input, {
      cookie: opts.cookie === undefined ? cookie : opts.cookie,
      csrf: opts.csrf === undefined ? csrf : opts.csrf,
    }),
  };
}

/** The first owner (created like a first start with ADMIN_EMAIL/ADMIN_PASSWORD), signed in. */
export async function signInOwner(app: FastifyInstance): Promise<StaffAgent> {
  await ensureOwner(app.sideline.store, { ADMIN_EMAIL: TEST_OWNER.email, ADMIN_PASSWORD: TEST_OWNER.password });
  return signIn(app, TEST_OWNER.email, TEST_OWNER.password);
}

let seq = 0;
/** Adds a staff member of `role` through the owner's AddStaff and signs them in. */
export async function signInAs(app: FastifyInstance, owner: StaffAgent, role: StaffRole): Promise<StaffAgent> {
  const email = `${role}-${++seq}@test.local`;
  const password = `${role}-password-1`;
  const res = await owner.call(AddStaff, { Email: email, DisplayName: role, Role: role, Password: password });
  if (res.statusCode !== 200) throw new Error(`AddStaff failed: ${res.body}`);
  return signIn(app, email, password);
}
