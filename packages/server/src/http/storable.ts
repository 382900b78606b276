import type { z } from 'zod';
import type { ApiErrorItem } from '@sideline/protocol';

/**
 * Request values the storage cannot hold, refused by the transport with a 400 naming the field
 * (PostgreSQL would otherwise fail the query: a 500):
 * - integer fields (ids, counts, enum-like numbers) live in 32-bit `integer` columns, while the
 *   contract's `z.number().int()` allows any safe integer ("value out of range for type
 *   integer"); money amounts are decimals (bigint minor units) and are not affected;
 * - text may not contain U+0000 ("invalid byte sequence for encoding UTF8: 0x00").
 * `BIGINT_FIELDS` are the integer fields stored as bigint, exempt from the 32-bit range.
 */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

/**
 * Request fields whose column is a bigint: sportsbook market ids are matchId × 100 + slot (alone
 * or in a list such as `MarketIds`), and instants in epoch ms (`OpenTime`, responsible gambling's `TimedOutUntil` and `SessionStart`).
 */
export const BIGINT_FIELDS: ReadonlySet<string> = new Set(['MarketId', 'MarketIds', 'OpenTime', 'TimedOutUntil', 'SessionStart']);

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: { check: string; format?: string } } }>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const MAX_DEPTH = 16;

/** Whether the schema's output is an integer (z.number().int(), through wrappers, pipes and unions such as `qInt`). */
function declaresInteger(schema: z.ZodType, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  const def = defOf(schema);
  if (def.type === 'int') return true;
  if (def.type === 'number') return (def.checks ?? []).some((c) => c._zod.def.check === 'number_format' && c._zod.def.format !== 'float32' && c._zod.def.format !== 'float64');
  if (WRAPPERS.has(def.type)) return def.innerType ? declaresInteger(def.innerType, depth + 1) : false;
  if (def.type === 'pipe') return defOf(def.out!).type === 'transform' ? false : declaresInteger(def.out!, depth + 1);
  if (def.type === 'union') return (def.options ?? []).some((o) => declaresInteger(o, depth + 1));
  return false;
}

/** The schemas `value` may have been parsed by, looking through wrappers, pipes and unions. */
function candidates(schema: z.ZodType, depth = 0): z.ZodType[] {
  if (depth > MAX_DEPTH) return [];
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return def.innerType ? candidates(def.innerType, depth + 1) : [];
  if (def.type === 'pipe') return defOf(def.out!).type === 'transform' ? candidates(def.in!, depth + 1) : candidates(def.out!, depth + 1);
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => candidates(o, depth + 1));
  return [schema];
}

function walk(schema: z.ZodType, value: unknown, path: string[], out: ApiErrorItem[], depth: number): void {
  if (depth > MAX_DEPTH || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push({ Field: path.length ? path.join('.') : null, Message: 'Text must not contain NUL (U+0000) characters' });
    return;
  }
  if (typeof value === 'number') {
    const field = path.findLast((p) => !/^\d+$/.test(p)); // a list item counts as its list's field
    const wide = field !== undefined && BIGINT_FIELDS.has(field);
    if (!wide && Number.isInteger(value) && (value < INT32_MIN || value > INT32_MAX) && declaresInteger(schema)) {
      out.push({ Field: path.length ? path.join('.') : null, Message: `Expected an integer between ${INT32_MIN} and ${INT32_MAX}` });
    }
    return;
  }
  if (typeof value !== 'object') return;
  for (const candidate of candidates(schema)) {
    const def = defOf(candidate);
    if (def.type === 'object' && !Array.isArray(value) && def.shape) {
      for (const [key, field] of Object.entries(def.shape)) walk(field, (value as Record<string, unknown>)[key], [...path, key], out, depth + 1);
      return;
    }
    if (def.type === 'array' && Array.isArray(value) && def.element) {
      value.forEach((item, i) => walk(def.element!, item, [...path, String(i)], out, depth + 1));
      return;
    }
    if (def.type === 'tuple' && Array.isArray(value)) {
      (def.items ?? []).forEach((item, i) => walk(item, value[i], [...path, String(i)], out, depth + 1));
      return;
    }
  }
}

/** Error items for every field of the validated `value` the storage cannot hold. */
export function unstorableFields(schema: z.ZodType, value: unknown): ApiErrorItem[] {
  const out: ApiErrorItem[] = [];
  walk(schema, value, [], out, 0);
  return out;
}
