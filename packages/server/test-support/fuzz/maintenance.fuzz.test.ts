import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { answerProblem } from './answers';
import { FUZZ_SEED, fuzz, within } from './harness';
import { worldHints } from './hints';
import { brokenRequests, validRequests } from './requests';
import type { Credentials } from './requests';

/**
 * In maintenance mode every API call answers 503 in the envelope, whatever the request (the
 * client goes to its maintenance page): valid-shaped or broken, with any token. Other methods
 * and paths keep their 404 / page answers; nothing else is a 5xx.
 */
const RUNS = 4;
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ config: { maintenance: true } });
});
afterAll(async () => t?.close());

describe(`maintenance mode under fuzz (FUZZ_SEED=${FUZZ_SEED})`, () => {
  it('answers 503 to every call, valid or broken', async () => {
    const creds: Credentials = { tokens: ['maintenance-token-0000000000'], staleTokens: ['x'], operatorKey: t.app.sideline.config.operatorKey };
    const hints = worldHints(creds.tokens);
    for (const call of allCalls) {
      const requests = fc.oneof(validRequests(call, creds, hints), brokenRequests(call, creds, hints));
      await fuzz(`${call.name} maintenance`, requests, RUNS, async (req) => {
        const res = await within(t.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload }), 10_000, req.url);
        const problem = answerProblem(call, { implemented: true, maintenance: true }, req, { statusCode: res.statusCode, headers: res.headers, body: res.body });
        if (problem) throw new Error(`${call.name} [${req.kind}]: ${problem}`);
        if (req.strict && req.method === call.method) expect(res.statusCode, `${call.name} [${req.kind}]`).toBe(503);
      });
    }
  }, 120_000);
});
