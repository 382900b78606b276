import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DemoTopUp, GetDemoWorld, allCalls } from '@sideline/protocol';
import { answerProblem } from './answers';
import { RawJson, polluted, toJsonText } from './nasty';
import { brokenRequests, toQuery, validRequests } from './requests';
import type { FuzzRequest } from './requests';
import { worldHints } from './hints';

/** The fuzz suites' own parts: the answer rules flag what they must, the generators make what they say. */
const post = (payload: string, over: Partial<FuzzRequest> = {}): FuzzRequest =>
  ({ kind: 'test', strict: true, method: 'POST', url: '/Demo/TopUp', headers: { 'content-type': 'application/json' }, payload, ...over });
const json = (status: number, body: unknown) => ({ statusCode: status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
const fail = (code: number) => ({ Code: code, Result: null, Error: [{ Field: null, Message: 'no' }] });
const okBody = '{"CurrencyId":1,"Amount":5}';

describe('answerProblem', () => {
  it('accepts envelope answers by the rules', () => {
    expect(answerProblem(DemoTopUp, { implemented: true }, post(okBody), json(200, { Code: 200, Result: { CurrencyId: 1, Balance: 5 }, Error: null }))).toBeNull();
    expect(answerProblem(DemoTopUp, { implemented: true }, post(okBody), json(400, fail(400)))).toBeNull();
    expect(answerProblem(DemoTopUp, { implemented: true }, post(okBody), json(200, fail(400)))).toBeNull(); // a soft refusal
    expect(answerProblem(DemoTopUp, { implemented: false }, post(okBody), json(501, fail(501)))).toBeNull();
    expect(answerProblem(DemoTopUp, { implemented: true, maintenance: true }, post(okBody), json(503, fail(503)))).toBeNull();
  });

  it.each([
    ['a 500', json(500, fail(500)), /HTTP 500/],
    ['a 501 of an implemented call', json(501, fail(501)), /HTTP 501/],
    ['a 503 without maintenance', json(503, fail(503)), /HTTP 503/],
    ['an HTML answer', { statusCode: 404, headers: { 'content-type': 'text/html' }, body: '<html>' }, /content-type/],
    ['a body that is not JSON', { statusCode: 400, headers: { 'content-type': 'application/json' }, body: '{' }, /not JSON/],
    ['no envelope', json(400, { error: 'x' }), /not an envelope/],
    ['a Code that does not mirror the status', json(404, fail(400)), /does not mirror/],
    ['an error without items', json(400, { Code: 400, Result: null, Error: [] }), /without an error item/],
    ['success with errors', json(200, { Code: 200, Result: { CurrencyId: 1, Balance: 5 }, Error: [{ Field: null, Message: 'x' }] }), /with errors/],
    ['a result off the contract', json(200, { Code: 200, Result: { Balance: 'x' }, Error: null }), /does not match/],
  ])('flags %s', (_name, res, pattern) => {
    expect(answerProblem(DemoTopUp, { implemented: true }, post(okBody), res)).toMatch(pattern);
  });

  it('flags success for a body the contract refuses', () => {
    const res = json(200, { Code: 200, Result: { CurrencyId: 1, Balance: 5 }, Error: null });
    expect(answerProblem(DemoTopUp, { implemented: true }, post('{"CurrencyId":"1","Amount":5}'), res)).toMatch(/contract refuses/);
  });

  it('only asks a path that is not the call\'s own not to fail with a 5xx', () => {
    const odd = post('{}', { method: 'GET', url: '/Demo/TopUp/..', strict: false });
    expect(answerProblem(DemoTopUp, { implemented: true }, odd, { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<html>' })).toBeNull();
    expect(answerProblem(DemoTopUp, { implemented: true }, odd, json(500, fail(500)))).toMatch(/HTTP 500/);
  });
});

describe('hostile JSON text', () => {
  it('splices raw number texts and keeps __proto__ as an own key', () => {
    expect(toJsonText({ a: new RawJson('1e309'), b: [new RawJson('NaN')] })).toBe('{"a":1e309,"b":[NaN]}');
    const text = toJsonText(polluted('__proto__', { polluted: 'yes' }, { x: 1 }));
    expect(text).toBe('{"x":1,"__proto__":{"polluted":"yes"}}');
    expect(Object.keys(JSON.parse(text))).toEqual(['x', '__proto__']);
  });

  it('writes GET input as a query string', () => {
    expect(toQuery({ A: 1, B: [1, 2], C: null, D: undefined, E: true })).toBe('?A=1&B=1%2C2&E=true');
    expect(toQuery({})).toBe('');
  });
});

describe('request generators', () => {
  const creds = { tokens: ['t'.repeat(43)], staleTokens: ['s'.repeat(43)], operatorKey: 'op' };
  const hints = worldHints(creds.tokens);

  it.each(allCalls.filter((c) => c.method === 'POST').map((c) => [c.name, c] as const))('valid %s bodies parse and pass the schema', (_n, call) => {
    for (const req of fc.sample(validRequests(call, creds, hints), { numRuns: 20, seed: 1 })) {
      expect(call.request.safeParse(JSON.parse(req.payload!)).success).toBe(true);
      expect(req.headers['content-type']).toBe('application/json');
    }
  });

  it('broken requests include bodies the schema refuses and other methods', () => {
    const reqs = fc.sample(brokenRequests(DemoTopUp, creds, hints), { numRuns: 200, seed: 1 });
    const refused = reqs.filter((r) => {
      try {
        return r.method === 'POST' && !DemoTopUp.request.safeParse(JSON.parse(r.payload ?? '')).success;
      } catch {
        return true;
      }
    });
    expect(refused.length).toBeGreaterThan(100);
    expect(reqs.some((r) => r.method !== 'POST')).toBe(true);
    expect(fc.sample(brokenRequests(GetDemoWorld, creds, hints), { numRuns: 50, seed: 1 }).some((r) => r.url.includes('?'))).toBe(true);
  });
});

describe('amounts and counts at and beyond the bounds (issue 14)', () => {
  it('broken requests put amounts past the bound and past 2^53 into paid bodies; valid ones reach the bound', () => {
    const creds = { tokens: ['t'], staleTokens: ['s'], operatorKey: 'k' };
    const share = allCalls.find((c) => c.name === 'SendProfitShare')!;
    const kinds = fc.sample(brokenRequests(share, creds, worldHints(['t'])), { numRuns: 3000, seed: 14 }).map((r) => r.kind);
    for (const text of ['1000000000.01', '100000000000000', '9007199254740994', '9007199254740993']) {
      expect(kinds, text).toContain(`broken POST: bound SendProfitShareInfoModel.Amount=${text} (live room)`);
    }
    const gift = allCalls.find((c) => c.name === 'SendGift')!;
    const bodies = fc.sample(validRequests(gift, creds, worldHints(['t'])), { numRuns: 3000, seed: 14 }).map((r) => JSON.parse(r.payload!));
    expect(bodies.some((b) => b.GiftInfo.Amount === 1_000_000_000)).toBe(true);
    expect(bodies.some((b) => b.GiftInfo.Quantity === 9999)).toBe(true);
  });
});
