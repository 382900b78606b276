import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITE_ID_COIN, SITE_ID_LICENSEE, allCalls } from '@sideline/protocol';
import type { CallDef } from '@sideline/protocol';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { issueToken } from '../../src/features/licensee/index';
import { answerProblem } from './answers';
import { FUZZ_SCALE, FUZZ_SEED, fuzz, within } from './harness';
import { worldHints } from './hints';
import { boundRequests, brokenRequests, hasBoundedField, validRequests } from './requests';
import type { Credentials, FuzzRequest } from './requests';
import { moneyProblems } from './money';

/**
 * The route fuzz, for any seeded app (SQLite in `routes.fuzz.test.ts`, PostgreSQL in
 * `routes.fuzz.scale.test.ts`). Every HTTP call of the contract (walked from `allCalls`, so a
 * new call is fuzzed without touching this folder) gets valid-shaped requests drawn from its
 * zod schema and broken ones (wrong types, missing fields, hostile values, bad JSON, other
 * content types and methods), each with live, stale, forged or no tokens. Every answer must be
 * a documented status inside the envelope, within the no-hang bound; afterwards no process
 * error, no error log, no pollution, and the money invariants hold.
 */
export interface FuzzApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Opens a seeded app logging through `logger` (the suite collects error-level lines). */
export type OpenFuzzApp = (logger: FastifyServerOptions['logger']) => Promise<FuzzApp>;

const VALID_RUNS = 20;
const BROKEN_RUNS = 25;
const PARALLEL_RUNS = 8;
const BOUND_RUNS = 20;
const ANSWER_WITHIN_MS = 10_000;
/** Generous for a loaded 2-core machine; scaled with FUZZ_RUNS_SCALE. */
const TEST_TIMEOUT_MS = 120_000 * FUZZ_SCALE;
const USERS = ['member', 'vip5', 'coin-member', 'muted', 'newbie'];

export function routeFuzzSuite(label: string, open: OpenFuzzApp): void {
  let t: FuzzApp;
  let creds: Credentials;
  const errorLogs: string[] = [];
  const processErrors: unknown[] = [];
  const statuses = new Map<string, Map<number, number>>();
  const recordProcessError = (err: unknown) => processErrors.push(err);

  async function login(userKey: string): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: userKey, UserLanguage: 'en' } });
    return (res.json() as { Result: { Token: string } }).Result.Token;
  }

  async function anonymous(siteId: number): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/Demo/AnonymousToken', payload: { SiteId: siteId } });
    return (res.json() as { Result: { Token: string } }).Result.Token;
  }

  async function liveTokens(): Promise<string[]> {
    const members = await Promise.all(USERS.map((u) => login(u)));
    return [...members, await anonymous(SITE_ID_LICENSEE), await anonymous(SITE_ID_COIN)];
  }

  beforeAll(async () => {
    process.on('unhandledRejection', recordProcessError);
    process.on('uncaughtExceptionMonitor', recordProcessError);
    t = await open({ level: 'error', stream: { write: (line: string) => void errorLogs.push(line) } });
    const expired = await issueToken(t.app.sideline.store, { customerId: 1001, siteId: SITE_ID_LICENSEE, language: 'en', ttlSeconds: 60, now: Date.now() - 3_600_000 });
    const revoked = await login('member');
    await t.app.inject({ method: 'POST', url: '/Demo/Logout', headers: { Token: revoked }, payload: {} });
    creds = { tokens: await liveTokens(), staleTokens: [expired.token, revoked], operatorKey: t.app.sideline.config.operatorKey };
  });

  afterAll(async () => {
    process.off('unhandledRejection', recordProcessError);
    process.off('uncaughtExceptionMonitor', recordProcessError);
    await t?.close();
  });

  // A fuzzed DemoLogout revokes the tokens it was given: start every call with live ones.
  beforeEach(async () => {
    const alive = await Promise.all(creds.tokens.map((tok) => t.app.sideline.resolveSession(tok)));
    if (alive.some((s) => !s)) creds = { ...creds, tokens: await liveTokens() };
  });

  async function send(call: CallDef, req: FuzzRequest): Promise<void> {
    const started = performance.now();
    const res = await within(
      t.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload }),
      ANSWER_WITHIN_MS,
      `${req.method} ${req.url.slice(0, 120)}`,
    );
    const took = performance.now() - started;
    if (process.env.FUZZ_SLOW && took > Number(process.env.FUZZ_SLOW)) console.info(`[fuzz slow] ${Math.round(took)} ms ${call.name} [${req.kind}] ${res.statusCode}`);
    if (process.env.FUZZ_TRACE === call.name) console.info(`[fuzz trace] ${req.kind} ${req.url.slice(0, 80)} ${(req.payload ?? '').slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    const byStatus = statuses.get(call.name) ?? new Map<number, number>();
    byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
    statuses.set(call.name, byStatus);
    const implemented = t.app.sideline.calls.get(call.name) === 'implemented';
    const problem = answerProblem(call, { implemented }, req, { statusCode: res.statusCode, headers: res.headers, body: res.body });
    if (problem) throw new Error(`${call.name} [${req.kind}] ${req.method} ${req.url.slice(0, 200)}: ${problem}`);
  }

  describe(`HTTP routes under fuzz on ${label} (FUZZ_SEED=${FUZZ_SEED})`, () => {
    it.each(allCalls.map((c) => [c.name, c] as const))('%s answers valid-shaped and broken requests by the rules', async (name, call) => {
      const hints = worldHints(creds.tokens);
      await fuzz(`${name} valid`, validRequests(call, creds, hints), VALID_RUNS, (req) => send(call, req));
      await fuzz(`${name} broken`, brokenRequests(call, creds, hints), BROKEN_RUNS, (req) => send(call, req));
    }, TEST_TIMEOUT_MS);

    it('amounts and counts at and beyond their bounds, from members in a live room, never answer 5xx (issue 14)', async () => {
      const members = await Promise.all(['member', 'vip5', 'coin-member', 'newbie'].map((u) => login(u)));
      const bounded = allCalls.filter(hasBoundedField);
      expect(bounded.map((c) => c.name)).toEqual(expect.arrayContaining(['SendGift', 'SendProfitShare', 'PurchaseLuckyBox', 'SpinWheel', 'PlaceBet']));
      for (const call of bounded) {
        await fuzz(`${call.name} bounds`, boundRequests(call, { ...creds, tokens: members }, worldHints(members)), BOUND_RUNS, (req) => send(call, req));
      }
    }, TEST_TIMEOUT_MS);

    it('paid calls sent in parallel, replaying and reusing Idempotency-Keys, keep to the rules', async () => {
      const members = await Promise.all(['member', 'vip5', 'coin-member', 'newbie'].map((u) => login(u)));
      const paidCreds: Credentials = { ...creds, tokens: members, staleTokens: members };
      for (const call of allCalls.filter((c) => c.paid)) {
        const keys = [0, 1, 2].map((i) => `${call.name}-parallel-${i}`);
        const burst = fc.array(
          fc.tuple(validRequests(call, paidCreds, worldHints(members)), fc.constantFrom(...keys))
            .map(([req, key]) => ({ ...req, kind: `parallel ${key}`, headers: { ...req.headers, 'Idempotency-Key': key } })),
          { minLength: 2, maxLength: 6 },
        );
        await fuzz(`${call.name} parallel`, burst, PARALLEL_RUNS, async (reqs) => {
          await Promise.all(reqs.map((req) => send(call, req)));
        });
      }
    }, TEST_TIMEOUT_MS);

    it('still serves, crashed nothing and logged no unexpected error', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/Demo/World' });
      expect(res.statusCode).toBe(200);
      expect(processErrors).toEqual([]);
      expect(errorLogs).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('kept every wallet equal to its ledger, never negative, no key moving money twice', async () => {
      expect(await moneyProblems(t.app.sideline.store)).toEqual([]);
      // The fuzz did move money (a run that only drew refusals would prove nothing).
      const moved = await t.app.sideline.store.db.selectFrom('ledger').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('reason', '!=', 'opening-balance').executeTakeFirstOrThrow();
      expect(Number(moved.n)).toBeGreaterThan(0);
    });

    it('reached the handlers: most calls answered 200 at least once', () => {
      const succeeded = [...statuses].filter(([, s]) => (s.get(200) ?? 0) > 0).map(([n]) => n);
      const summary = [...statuses].map(([n, s]) => `${n} ${[...s].sort((a, b) => a[0] - b[0]).map(([c, k]) => `${c}×${k}`).join(' ')}`);
      const total = [...statuses.values()].flatMap((m) => [...m]).reduce((acc, [code, n]) => acc.set(code, (acc.get(code) ?? 0) + n), new Map<number, number>());
      console.info(`[fuzz] ${label}: ${[...total.values()].reduce((a, b) => a + b, 0)} requests, statuses ${JSON.stringify(Object.fromEntries(total))}, ` +
        `${succeeded.length}/${allCalls.length} calls answered 200${process.env.FUZZ_VERBOSE ? `\n${summary.join('\n')}` : ' (FUZZ_VERBOSE=1 lists them per call)'}`);
      expect(succeeded.length).toBeGreaterThan(allCalls.length * 0.7);
    });
  });
}
