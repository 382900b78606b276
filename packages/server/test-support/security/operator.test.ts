import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, OPERATOR_KEY_HEADER } from '@sideline/protocol';
import type { CallDef } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { OWN } from './testing';

/**
 * The Operator-Key calls (issue 18: declared in the contract, rate-limited and fuzzed like every
 * other call). Listed from the contract, so a new operator call is covered here without a new
 * case: each refuses a missing, wrong, near-miss or member-token credential with 401 before it
 * reads the body (nothing about its schema leaks), never echoes the key, and with the key
 * validates its input from the declaration (400 naming the field).
 */
let t: TestApp;
let key: string;
let memberToken: string;
beforeAll(async () => {
  t = await makeTestApp();
  key = t.app.sideline.config.operatorKey;
  memberToken = await t.login(OWN.key);
});
afterAll(() => t.close());

const operatorCalls = allCalls.filter((c) => c.headers.auth === 'operator');

interface Def { type: string; shape?: Record<string, unknown>; options?: Array<{ _zod: { def: Def } }> }
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The first field the request declares (the first option's, for a union of bodies). */
function firstField(call: CallDef): string {
  const def = defOf(call.request);
  const shape = def.type === 'union' ? defOf(def.options![0]).shape : def.shape;
  return Object.keys(shape ?? {})[0]!;
}

function send(call: CallDef, headers: Record<string, string>, input: Record<string, unknown> = {}) {
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject(call.method === 'GET'
    ? { method: 'GET', url: `${call.path}${query ? `?${query}` : ''}`, headers }
    : { method: 'POST', url: call.path, headers, payload: input });
}

describe('Operator-Key calls, listed from the contract', () => {
  it('are all there and all implemented (none answers 501)', () => {
    expect(operatorCalls.length).toBeGreaterThanOrEqual(14);
    for (const call of operatorCalls) expect(t.app.sideline.calls.get(call.name), call.name).toBe('implemented');
  });

  it.each(operatorCalls.map((c) => [c.name, c] as const))('%s refuses every credential but the key with 401, before validation', async (_name, call) => {
    const refused: Array<Record<string, string>> = [
      {},
      { [OPERATOR_KEY_HEADER]: '' },
      { [OPERATOR_KEY_HEADER]: 'sideline' },
      { [OPERATOR_KEY_HEADER]: key.slice(0, -1) },
      { [OPERATOR_KEY_HEADER]: `${key}x` },
      { [OPERATOR_KEY_HEADER]: key.toUpperCase() === key ? key.toLowerCase() : key.toUpperCase() },
      { Token: memberToken },
      { Authorization: `Bearer ${key}` },
    ];
    for (const headers of refused) {
      const res = await send(call, headers, { [firstField(call)]: { not: 'valid' } });
      expect(res.statusCode, `${call.name} ${JSON.stringify(Object.keys(headers))}`).toBe(401);
      expect(res.json()).toEqual({ Code: 401, Result: null, Error: [{ Field: OPERATOR_KEY_HEADER, Message: expect.any(String) }] });
      expect(res.body).not.toContain(key);
    }
  });

  it.each(operatorCalls.map((c) => [c.name, c] as const))('%s validates its input from the declaration: 400 naming the field', async (_name, call) => {
    const field = firstField(call);
    const res = await send(call, { [OPERATOR_KEY_HEADER]: key }, { [field]: call.method === 'GET' ? 'not-valid' : { not: 'valid' } });
    expect(res.statusCode, res.body).toBe(400);
    const fields = (res.json() as { Error: Array<{ Field: string | null }> }).Error.map((e) => e.Field);
    expect(fields, res.body).toContain(field);
  });
});
