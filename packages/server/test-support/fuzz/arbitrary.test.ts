import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, hubMethods, qBool, qInt, qIntList } from '@sideline/protocol';
import { schemaArbitrary, validArbitrary } from './arbitrary';

const SEED = 20261123;

/** Share of raw draws the schema accepts. */
function acceptance(schema: z.ZodType, runs = 150): number {
  const draws = fc.sample(schemaArbitrary(schema), { numRuns: runs, seed: SEED });
  return draws.filter((v) => schema.safeParse(v).success).length / draws.length;
}

describe('zod → fast-check', () => {
  it.each([
    ['bounded int', z.number().int().min(1).max(10)],
    ['exclusive decimal', z.number().gt(0).lt(1_000_000)],
    ['cents', z.number().positive().multipleOf(0.01)],
    ['regex string', z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)],
    ['trimmed bounded string', z.string().trim().min(2).max(10)],
    ['enum', z.enum(['a', 'b'])],
    ['numeric literal union', z.union([z.literal(3), z.literal(4)])],
    ['query int', qInt],
    ['query bool', qBool],
    ['query int list', qIntList],
    ['pipe into bounds', qInt.pipe(z.number().int().min(1).max(10))],
    ['nested object with optional, nullable and default', z.object({ a: z.object({ b: z.string().nullable() }), c: z.number().optional(), d: z.boolean().default(false) })],
    ['tuple with nullish tail', z.tuple([z.number().int().nonnegative(), z.string().min(1), z.object({ Seq: z.number().int() }).nullish()])],
    ['array with min length', z.array(z.enum(['x', 'y'])).min(1)],
  ])('%s: draws are accepted', (_name, schema) => {
    expect(acceptance(schema)).toBe(1);
  });

  it('never draws a value outside the bounds', () => {
    const schema = z.number().int().gt(0).lt(7);
    for (const v of fc.sample(schemaArbitrary(schema), { numRuns: 300, seed: SEED })) expect(v as number).toBeGreaterThan(0);
    expect(new Set(fc.sample(schemaArbitrary(schema), { numRuns: 300, seed: SEED }))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('omits optional keys and uses hints the field accepts', () => {
    const schema = z.object({ MatchId: z.number().int(), Note: z.string().optional() });
    const draws = fc.sample(schemaArbitrary(schema, { hints: (k) => (k === 'MatchId' ? [51230001, 'not a number'] : undefined) }), { numRuns: 200, seed: SEED }) as Array<Record<string, unknown>>;
    expect(draws.some((d) => !('Note' in d))).toBe(true);
    expect(draws.filter((d) => d.MatchId === 51230001).length).toBeGreaterThan(100);
    expect(draws.some((d) => d.MatchId === 'not a number')).toBe(false);
  });

  it.each(allCalls.map((c) => [c.name, c.request] as const))('request of %s: at least 90% of raw draws are accepted', (_name, schema) => {
    expect(acceptance(schema)).toBeGreaterThanOrEqual(0.9);
  });

  it.each(Object.values(hubMethods).map((m) => [m.name, m.args as z.ZodType] as const))('arguments of hub method %s: at least 90% accepted', (_name, schema) => {
    expect(acceptance(schema)).toBeGreaterThanOrEqual(0.9);
  });

  it('validArbitrary yields only accepted values', () => {
    const schema = z.string().trim().min(3);
    for (const v of fc.sample(validArbitrary(schema), { numRuns: 100, seed: SEED })) expect(schema.safeParse(v).success).toBe(true);
  });
});
