import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@sideline/protocol';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { notImplementedCalls } from './register';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('every call of the contract has a route', () => {
  it('registers method + path of each call in allCalls', () => {
    const missing = allCalls.filter((c) => !t.app.hasRoute({ method: c.method, url: c.path }));
    expect(missing.map((c) => `${c.method} ${c.path}`)).toEqual([]);
    expect(new Set(allCalls.map((c) => c.name)).size).toBe(allCalls.length);
  });

  it('lists the calls that still answer 501', async () => {
    const pending = notImplementedCalls(t.app);
    console.log(`calls still answering 501 (${pending.length}/${allCalls.length}): ${pending.join(', ')}`);
    expect(pending).not.toContain('VerifyLicenseeToken');
    expect(pending).not.toContain('GetNickname');
    expect(pending).not.toContain('GetBatchFeatureSetting');
    const one = allCalls.find((c) => pending.includes(c.name) && c.headers.auth === 'none' && !c.paid);
    if (one) {
      const res = await t.app.inject({ method: one.method, url: one.path, payload: one.method === 'POST' ? {} : undefined });
      // Validation runs first: either a 400 naming a field or the 501 envelope.
      expect([400, 501]).toContain(res.statusCode);
    }
  });

  it('answers 501 with the envelope after auth and validation for an unimplemented call', async () => {
    const pending = new Set(notImplementedCalls(t.app));
    const call = allCalls.find((c) => pending.has(c.name) && c.headers.auth === 'required' && !c.paid);
    if (!call) return;
    const noToken = await t.app.inject({ method: call.method, url: call.path });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('transport rules', () => {
  it('missing token on a required call → 401 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Nickname' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Code: 401, Result: null, Error: [{ Field: 'Token' }] });
  });

  it('forged token → 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Nickname', headers: { Token: 'forged-token-forged-token-forged-token-xx' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(401);
  });

  it('anonymous token on a member call → 401', async () => {
    const token = await t.anonymous();
    const res = await t.app.inject({ method: 'GET', url: '/Nickname', headers: { Token: token } });
    expect(res.statusCode).toBe(401);
  });

  it('expired token → HTTP 422; entertainment calls → HTTP 200 with body Code 422', async () => {
    const token = await t.login('member');
    await t.app.sideline.store.db.updateTable('tokens').set({ expires_at: Date.now() - 1000 }).where('token', '=', token).execute();
    const res = await t.app.inject({ method: 'GET', url: '/Nickname', headers: { Token: token } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ Code: 422, Error: [{ Field: 'Token', Message: 'Token expired' }] });

    const ent = allCalls.find((c) => c.entertainment && c.headers.auth !== 'none');
    expect(ent, 'the contract declares entertainment calls').toBeDefined();
    if (!ent) return;
    const r2 = await t.app.inject({ method: ent.method, url: ent.path, headers: { Token: token }, payload: ent.method === 'POST' ? {} : undefined });
    expect(r2.statusCode).toBe(200);
    expect(r2.json().Code).toBe(422);
  });

  it('malformed JSON body → 400 naming the body; a wrong field → 400 naming the field', async () => {
    const token = await t.login('member');
    const bad = await t.app.inject({
      method: 'POST', url: '/UpdateNickname', headers: { Token: token, 'content-type': 'application/json' }, payload: '{"Nickname": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Code: 400, Result: null, Error: [{ Field: 'body' }] });

    const wrong = await t.app.inject({ method: 'POST', url: '/UpdateNickname', headers: { Token: token }, payload: { Nickname: 42 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Error[0].Field).toBe('Nickname');

    const nested = await t.app.inject({ method: 'POST', url: '/Demo/TopUp', headers: { Token: token, 'Idempotency-Key': 'n1' }, payload: { CurrencyId: 'x', Amount: 5 } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().Error[0].Field).toBe('CurrencyId');
  });

  it('query values are coerced for GET calls and failures name the query field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/FeatureSetting/GetBatchFeatureSetting?Names=EnabledGV,Nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toMatch(/^Names/);
  });

  it('a non-integer MatchId header → 400 naming MatchId; empty → ignored', async () => {
    const token = await t.login('member');
    const res = await t.app.inject({ method: 'GET', url: '/Nickname', headers: { Token: token, MatchId: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('MatchId');
    const ok = await t.app.inject({ method: 'GET', url: '/Nickname', headers: { Token: token, MatchId: '' } });
    expect(ok.statusCode).toBe(200);
  });

  it('paid call without Idempotency-Key → 400', async () => {
    const token = await t.login('member');
    const res = await t.app.inject({ method: 'POST', url: '/Demo/TopUp', headers: { Token: token }, payload: { CurrencyId: 1, Amount: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('Idempotency-Key');
  });

  it('unknown route → 404 envelope, GET and POST', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/NoSuchCall' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ Code: 404, Result: null });
    const post = await t.app.inject({ method: 'POST', url: '/NoSuchCall', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('too large a body → 413 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/VerifyLicenseeToken', payload: { Token: 'x'.repeat(70_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().Code).toBe(413);
  });

  it('still serves after all of the above', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Demo/World' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Code).toBe(200);
  });
});

describe('unexpected errors, timeouts and maintenance', () => {
  it('a throwing handler → 500 envelope and the app keeps serving; a slow one → 504', async () => {
    const { registerCall } = await import('./register');
    const { defineCall } = await import('@sideline/protocol');
    const { z } = await import('zod');
    const Boom = defineCall({ name: 'TestBoom', method: 'GET', path: '/Test/Boom', headers: { auth: 'none' }, request: z.object({}), result: z.object({}), feature: 'licensee', summary: 'test' });
    const Slow = defineCall({ name: 'TestSlow', method: 'GET', path: '/Test/Slow', headers: { auth: 'none' }, request: z.object({}), result: z.object({}), feature: 'licensee', summary: 'test' });
    const Pending = defineCall({ name: 'TestPending', method: 'POST', path: '/Test/Pending', headers: { auth: 'required' }, request: z.object({ N: z.number() }), result: z.object({}), feature: 'wheel', summary: 'test' });
    const Bad = defineCall({ name: 'TestBad', method: 'GET', path: '/Test/Bad', headers: { auth: 'none' }, request: z.object({}), result: z.object({ N: z.number() }), feature: 'licensee', summary: 'test' });
    const local = await makeTestApp({
      handlerTimeoutMs: 50,
      features: [async (app) => {
        registerCall(app, Boom, () => { throw new Error('kaboom'); });
        registerCall(app, Slow, () => new Promise((r) => setTimeout(() => r({}), 500)));
        registerCall(app, Bad, () => ({ N: 'not a number' }) as never);
        const { registerRemainingCalls } = await import('./register');
        registerRemainingCalls(app, [Pending, Boom]);
      }],
    });
    try {
      const boom = await local.app.inject({ method: 'GET', url: '/Test/Boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({ Code: 500, Result: null, Error: [{ Field: null, Message: 'Internal server error' }] });
      const slow = await local.app.inject({ method: 'GET', url: '/Test/Slow' });
      expect(slow.statusCode).toBe(504);
      const bad = await local.app.inject({ method: 'GET', url: '/Test/Bad' });
      expect(bad.statusCode).toBe(500);
      expect(notImplementedCalls(local.app)).toContain('TestPending');
      expect(notImplementedCalls(local.app)).not.toContain('TestBoom');
      expect((await local.app.inject({ method: 'POST', url: '/Test/Pending', payload: { N: 1 } })).statusCode).toBe(401);
      const token = await local.login('member');
      const invalid = await local.app.inject({ method: 'POST', url: '/Test/Pending', headers: { Token: token }, payload: { N: 'x' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().Error[0].Field).toBe('N');
      const pending = await local.app.inject({ method: 'POST', url: '/Test/Pending', headers: { Token: token }, payload: { N: 1 } });
      expect(pending.statusCode).toBe(501);
      expect(pending.json()).toEqual({ Code: 501, Result: null, Error: [{ Field: null, Message: 'TestPending is not implemented yet (issue "wheel")' }] });
      const after = await local.app.inject({ method: 'GET', url: '/Demo/World' });
      expect(after.statusCode).toBe(200);

      local.app.sideline.config.maintenance = true;
      const m = await local.app.inject({ method: 'GET', url: '/Demo/World' });
      expect(m.statusCode).toBe(503);
      expect(m.json().Code).toBe(503);
      local.app.sideline.config.maintenance = false;
    } finally {
      await local.close();
    }
  });
});
