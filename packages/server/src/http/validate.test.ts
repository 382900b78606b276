import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { qInt, qList } from '@sideline/protocol';
import { coerceQuery, issuesToItems } from './validate';

describe('coerceQuery', () => {
  it('turns query text into the schema types', () => {
    const schema = z.object({
      A: z.number().int(), B: z.boolean().optional(), C: z.array(z.number()), D: z.string(), E: qInt, F: qList, G: z.number().default(3),
    });
    const out = coerceQuery(schema, { A: '5', B: 'false', C: '1,2', D: '007', E: '9', F: 'x,y', G: '' });
    expect(schema.parse(out)).toEqual({ A: 5, B: false, C: [1, 2], D: '007', E: 9, F: ['x', 'y'], G: 3 });
  });

  it('leaves non-numeric text for the schema to refuse, with the field named', () => {
    const schema = z.object({ MatchId: z.number().int(), Inner: z.object({ X: z.number() }).optional() });
    const r = schema.safeParse(coerceQuery(schema, { MatchId: 'abc' }));
    expect(r.success).toBe(false);
    if (!r.success) expect(issuesToItems(r.error)[0].Field).toBe('MatchId');
    const nested = schema.safeParse({ MatchId: 1, Inner: { X: 'no' } });
    if (!nested.success) expect(issuesToItems(nested.error)[0].Field).toBe('Inner.X');
    expect(nested.success).toBe(false);
  });
});

describe('issuesToItems', () => {
  it('names the fields of the closest shape when a body matches no shape of a union', () => {
    const body = z.union([
      z.object({ MatchId: z.number().int(), Status: z.number() }).strict(),
      z.object({ EventId: z.number().int(), Status: z.number() }).strict(),
    ]);
    const r = body.safeParse({ MatchId: 'x', Status: 1 });
    expect(r.success).toBe(false);
    if (!r.success) expect(issuesToItems(r.error).map((e) => e.Field)).toEqual(['MatchId']);
    // A union field keeps its own name (qInt: number or digits).
    const field = z.object({ MatchId: qInt }).safeParse({ MatchId: 'abc' });
    if (!field.success) expect(issuesToItems(field.error)).toEqual([{ Field: 'MatchId', Message: expect.any(String) }]);
    expect(field.success).toBe(false);
  });
});
