import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backofficeCalls } from '@sideline/protocol';
import type { StaffCallDef } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { signInOwner, staffRequest } from '../../src/features/staff/index';
import type { StaffAgent } from '../../src/features/staff/index';
import { asQueryText, validArbitrary } from './arbitrary';
import { fuzz, within } from './harness';
import { RAW_BODIES } from './nasty';

/**
 * Every back-office call fuzzed from its contract schema, as a signed-in owner (so the draws
 * reach the handlers): no 5xx but 501 for a call not built yet, a JSON envelope whose Code is
 * the status, a 200 Result that matches the contract, an answer within 10 s, no error logged;
 * broken bodies answer 400. Calls that end the session are drawn last with a session of their own.
 */
const ENDS_SESSION = new Set(['StaffLogout', 'StaffLogoutEverywhere', 'StaffChangePassword']);
const RUNS = 12;

let t: TestApp;
let owner: StaffAgent;
const errorLogs: string[] = [];

beforeAll(async () => {
  t = await makeTestApp({ logger: { level: 'error', stream: { write: (line: string) => void errorLogs.push(line) } } });
  owner = await signInOwner(t.app);
});
afterAll(async () => t.close());

function request(call: StaffCallDef, value: unknown) {
  if (call.method === 'GET') {
    const query = Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, asQueryText(v)]));
    return staffRequest(t.app, call, query, { cookie: owner.cookie, csrf: owner.csrf });
  }
  return t.app.inject({ method: 'POST', url: call.path, payload: value as object, headers: { cookie: `sideline_staff=${owner.cookie}`, 'x-csrf-token': owner.csrf } });
}

describe('back-office calls under fuzz', () => {
  const calls = backofficeCalls.filter((c) => c.access !== 'public' && !ENDS_SESSION.has(c.name));
  it.each(calls.map((c) => [c.name, c] as const))('%s', async (name, call: StaffCallDef) => {
    await fuzz(`backoffice ${name}`, validArbitrary(call.request), RUNS, async (value) => {
      const res = await within(request(call, value), 10_000, name);
      expect(res.statusCode === 501 || res.statusCode < 500, `${name} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBe(true);
      if (call.csv && res.statusCode === 200) {
        expect(res.headers['content-type']).toMatch(/text\/csv/);
        return;
      }
      if (call.download && res.statusCode === 200) {
        expect(res.headers['content-type']).toBe(call.download.contentType);
        return;
      }
      if (call.xlsx && res.statusCode === 200) {
        expect(res.headers['content-type']).toMatch(/spreadsheetml/);
        expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip, as every .xlsx
        return;
      }
      const body = res.json() as { Code: number; Result: unknown };
      expect(body.Code).toBe(res.statusCode);
      if (res.statusCode === 200) expect(call.result.safeParse(body.Result).success, `${name} result off contract`).toBe(true);
    });
    const posts = call.method === 'POST';
    if (posts) {
      await fuzz(`backoffice ${name} broken`, fc.constantFrom(...RAW_BODIES.slice(0, 22)), 8, async (raw) => {
        const res = await within(t.app.inject({ method: 'POST', url: call.path, payload: raw, headers: { 'content-type': 'application/json', cookie: `sideline_staff=${owner.cookie}`, 'x-csrf-token': owner.csrf } }), 10_000, name);
        expect([400, 413, 501], `${name} broken body answered ${res.statusCode}`).toContain(res.statusCode);
      });
    }
  });

  it('logged no error while fuzzing', () => {
    expect(errorLogs.filter((l) => !l.includes('"statusCode":501'))).toEqual([]);
  });
});
