/**
 * The small runtime (lite.ts) against zod: the contract's modules are loaded twice, once over
 * zod and once over lite.ts (as the widget's build resolves `zod`), and every schema must give
 * the same verdict and the same data for every call's sample and for mutations of it (a field
 * left out, null, of another type). A declaration using a zod method lite.ts lacks fails here
 * while loading, naming the method.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as realCalls from '../calls/index';
import * as realHubs from '../hubs/index';
import * as realEntities from '../entities/index';
import * as realDemoHost from '../demo-host';
import { callSamples } from '../calls/samples';
import { prettifyError, z as lite } from './lite';

type Parser = { safeParse(input: unknown): { success: boolean; data?: unknown } };
type Module = Record<string, unknown>;
let liteCalls: Module;
let liteHubs: Module;
let liteEntities: Module;
let liteDemoHost: Module;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('zod', () => import('./lite'));
  liteCalls = await import('../calls/index');
  liteHubs = await import('../hubs/index');
  liteEntities = await import('../entities/index');
  liteDemoHost = await import('../demo-host');
  vi.doUnmock('zod');
}, 60_000);

const isParser = (v: unknown): v is Parser => typeof v === 'object' && v !== null && typeof (v as Parser).safeParse === 'function';

/** The input and a set of mutations of it: each key (at depth ≤ 2) removed, null, and of another type. */
function mutations(sample: unknown, depth = 0): unknown[] {
  const out: unknown[] = [sample, undefined, null, 'text', '7', ' 7 ', '', 42, -3, 1.5, Number.NaN, true, 'TRUE', [], {}];
  if (depth > 1 || typeof sample !== 'object' || sample === null) return out;
  if (Array.isArray(sample)) {
    if (sample.length) for (const m of mutations(sample[0], depth + 1)) out.push([m, ...sample.slice(1)]);
    out.push([...sample, ...sample]);
    return out;
  }
  for (const key of Object.keys(sample)) {
    const rest = { ...(sample as Record<string, unknown>) };
    delete rest[key];
    out.push(rest);
    for (const m of mutations((sample as Record<string, unknown>)[key], depth + 1)) out.push({ ...sample, [key]: m });
  }
  out.push({ ...sample, Unknown: 'extra' });
  return out;
}

function agree(name: string, real: Parser, small: Parser, inputs: unknown[]) {
  for (const input of inputs) {
    const a = real.safeParse(input);
    const b = small.safeParse(input);
    expect(b.success, `${name} on ${JSON.stringify(input)}`).toBe(a.success);
    if (a.success) expect(b.data, `${name} on ${JSON.stringify(input)}`).toEqual(a.data);
  }
}

describe('schema-lite gives zod\'s verdicts on the contract', () => {
  it('for every call\'s request and result: its sample and mutations of it', () => {
    const calls = realCalls.allCalls;
    const small = liteCalls.allCalls as typeof calls;
    expect(small.map((c) => c.name)).toEqual(calls.map((c) => c.name));
    // The second load really is over lite.ts.
    const isZod = (schema: unknown) => typeof schema === 'object' && schema !== null && '_zod' in schema;
    expect(small.some((c) => isZod(c.request) || isZod(c.result))).toBe(false);
    expect(calls.every((c) => isZod(c.request) && isZod(c.result))).toBe(true);
    calls.forEach((call, i) => {
      const sample = callSamples[call.name];
      if (!sample) return; // the demo's own calls have no sample (calls.test.ts lists which must)
      agree(`${call.name} request`, call.request, small[i]!.request as Parser, mutations(sample!.request));
      agree(`${call.name} result`, call.result, small[i]!.result as Parser, mutations(sample!.result));
    });
  }, 60_000); // thousands of parses on two cores shared with the rest of the suite

  it('for every other exported schema of calls, entities and hubs: on every object the samples hold, and mutations of those it accepts', () => {
    const found = new Set<unknown>();
    const collect = (v: unknown) => {
      if (typeof v !== 'object' || v === null || found.has(v)) return;
      found.add(v);
      Object.values(v).forEach(collect);
    };
    Object.values(callSamples).forEach((s) => { collect(s.request); collect(s.result); });
    const inputs = [...found];
    let compared = 0;
    for (const [real, small] of [[realCalls, liteCalls], [realEntities, liteEntities], [realHubs, liteHubs]] as const) {
      for (const [name, value] of Object.entries(real)) {
        if (!isParser(value)) continue;
        expect(isParser(small[name]), name).toBe(true);
        agree(name, value, small[name] as Parser, inputs);
        for (const accepted of inputs.filter((i) => value.safeParse(i).success)) agree(name, value, small[name] as Parser, mutations(accepted, 1));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(50);
  }, 60_000);

  it("for the demo host page's answers (DemoHostBoot, which the demo host site ships on lite.ts)", () => {
    const user = { Key: 'member', Label: 'Member', SiteId: 4283400, CustomerId: 1001, Vip: 0 };
    const target = { Kind: 'match', MatchId: 7, Title: 'A vs B', Status: 1, AnchorId: null, AnchorLanguage: 'th' };
    const world = { Users: [user], Targets: [target] };
    const member = { UserKey: 'member', UserLanguage: 'en', World: world, Login: { Token: 't', ExpiresAt: '2030-01-01T00:00:00Z', User: user }, Guest: null };
    const guest = { ...member, UserKey: 'anonymous', Login: null, Guest: { Token: 'g', ExpiresAt: '2030-01-01T00:00:00Z', SiteId: 4283400 } };
    for (const sample of [member, guest]) {
      agree('DemoHostBoot', realDemoHost.DemoHostBoot, liteDemoHost.DemoHostBoot as Parser, mutations(sample));
    }
    expect(realDemoHost.DemoHostBoot.safeParse(member).success).toBe(true);
    // The demo calls the page makes itself (they have no sample in calls/samples.ts).
    const demo: Record<string, { request: unknown; result: unknown }> = {
      GetDemoWorld: { request: {}, result: world },
      DemoLogin: { request: { UserKey: 'member', UserLanguage: 'th' }, result: member.Login },
      DemoAnonymousToken: { request: { SiteId: 4283400 }, result: { Token: 'g', ExpiresAt: '2030-01-01T00:00:00Z' } },
      DemoLogout: { request: {}, result: { LoggedOut: true } },
      DemoTopUp: { request: { CurrencyId: 1, Amount: 100 }, result: { CurrencyId: 1, Balance: 1100 } },
    };
    const small = liteCalls.allCalls as typeof realCalls.allCalls;
    for (const [name, sample] of Object.entries(demo)) {
      const i = realCalls.allCalls.findIndex((c) => c.name === name);
      agree(`${name} request`, realCalls.allCalls[i]!.request, small[i]!.request as Parser, mutations(sample.request));
      agree(`${name} result`, realCalls.allCalls[i]!.result, small[i]!.result as Parser, mutations(sample.result));
    }
  });

  it('for hub method arguments (tuples with optional tails)', () => {
    for (const [name, def] of Object.entries(realHubs.hubMethods)) {
      const small = (liteHubs.hubMethods as Record<string, { args: Parser }>)[name]!.args;
      agree(`${name} args`, def.args, small, [[], [null], ['tok'], ['tok', null], [1, 2, 3], ['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'x', null]);
    }
  });
});

describe('schema-lite errors stay clear', () => {
  it('names the path, what was expected and what came', () => {
    const r = lite.object({ Items: lite.array(lite.object({ Id: lite.number().int() })) }).safeParse({ Items: [{ Id: 'x' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([{ expected: 'number', code: 'invalid_type', path: ['Items', 0, 'Id'], message: 'Invalid input: expected number, received string' }]);
    expect(JSON.parse(r.error!.message)).toEqual(r.error?.issues);
    expect(prettifyError(r.error!)).toBe('✖ Invalid input: expected number, received string\n  → at Items.[0].Id');
  });

  it('a transform\'s own issue fails the parse', () => {
    const small = liteCalls.qIntList as Parser;
    expect(small.safeParse('1,2,x').success).toBe(false);
    expect(small.safeParse('1, 2').data).toEqual([1, 2]);
  });
});
