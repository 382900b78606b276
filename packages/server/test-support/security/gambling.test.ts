import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMBLING_GUARDED_CALLS, GAMBLING_REFUSAL_MESSAGES, allCalls } from '@sideline/protocol';
import type { CallDef } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { validArbitrary, asQueryText } from '../fuzz/arbitrary';
import { worldHints } from '../fuzz/hints';
import { OPERATOR } from '../../src/features/betting/betting.testing';
import { customerRows, OTHER, OWN, ROOM } from './testing';

/**
 * Responsible gambling (issue 22): every betting and prize call is refused on the server for a
 * self-excluded or timed-out member, whatever the client does. The calls are listed from the
 * contract (every paid call and every call of the betting, ticket and fast-market features); each
 * must be guarded or named below with the reason it is not, so a new one without a decision fails.
 */
const NOT_GUARDED: Record<string, string> = {
  DemoTopUp: 'the demo wallet top-up moves no stake',
  GetAllSportBetType: 'the bet-type catalogue, no offer to bet',
  FastMarketStream: 'needs the stream token only the guarded GetFastMarketStreamUrl hands out',
};
const GAMBLING_FEATURES = new Set(['betting', 'tickets', 'fast-market']);
const gamblingCalls = allCalls.filter((c) => c.headers.auth !== 'operator' && (c.paid === true || GAMBLING_FEATURES.has(c.feature)));

let t: TestApp;
let own: string;
let other: string;

function sample(call: CallDef): unknown {
  return fc.sample(validArbitrary(call.request, { hints: worldHints([own]) }), { numRuns: 1, seed: 22 })[0];
}

async function send(call: CallDef, token: string, input: unknown, key: string) {
  const query = call.method === 'GET' ? `?${new URLSearchParams(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, asQueryText(v)]))}` : '';
  const res = await t.app.inject({
    method: call.method, url: call.path + query, payload: call.method === 'POST' ? JSON.stringify(input) : undefined,
    headers: { Token: token, MatchId: String(ROOM.matchId), 'Idempotency-Key': key, 'content-type': 'application/json' },
  });
  return { status: res.statusCode, field: (res.json() as { Error: Array<{ Field: string | null; Message: string }> | null }).Error?.[0] };
}

const setState = (CustomerId: number, state: Record<string, unknown>) => t.app.inject({
  method: 'POST', url: '/Operator/SetPlayerGamblingState', headers: OPERATOR,
  payload: { CustomerId, SelfExcluded: false, TimedOutUntil: null, LimitReached: false, AgeVerified: true, ...state },
});

beforeAll(async () => {
  t = await makeTestApp();
  own = await t.login(OWN.key, 'vn');
  other = await t.login(OTHER.key);
});
afterAll(async () => t.close());

describe('responsible gambling: refused on the server, not only hidden', () => {
  it('decides for every paid and betting call of the contract', () => {
    expect(gamblingCalls.length).toBeGreaterThan(5);
    for (const c of gamblingCalls) {
      expect(c.name in GAMBLING_GUARDED_CALLS || c.name in NOT_GUARDED, `${c.name}: guard it (GAMBLING_GUARDED_CALLS) or say why not`).toBe(true);
    }
    for (const name of Object.keys(GAMBLING_GUARDED_CALLS)) expect(allCalls.some((c) => c.name === name), name).toBe(true);
  });

  it.each([
    ['self-excluded', { SelfExcluded: true }],
    ['timed out', { TimedOutUntil: Date.now() + 3_600_000 }],
  ])('refuses each guarded call of a %s member with RG001 in their language and stores nothing', async (_what, state) => {
    expect((await setState(OWN.customerId, state)).statusCode).toBe(200);
    const before = await customerRows(t.app.sideline.store.db, OWN.customerId);
    for (const call of allCalls.filter((c) => c.name in GAMBLING_GUARDED_CALLS)) {
      const input = sample(call);
      const refused = await send(call, own, input, `rg-${call.name}-${_what}`);
      expect(refused.status, call.name).toBe(403);
      expect(refused.field, call.name).toEqual({ Field: 'RG001', Message: GAMBLING_REFUSAL_MESSAGES.excluded.vn });
      // The same request from an unrestricted member is not refused for responsible gambling.
      const allowed = await send(call, other, input, `rg-${call.name}-${_what}-other`);
      expect(allowed.field?.Field, call.name).not.toBe('RG001');
    }
    expect(await customerRows(t.app.sideline.store.db, OWN.customerId)).toEqual(before);
    await setState(OWN.customerId, {});
  });
});
