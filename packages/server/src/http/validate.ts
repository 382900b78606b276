import type { z } from 'zod';
import type { ApiErrorItem } from '@sideline/protocol';

type Issue = z.core.$ZodIssue;

/**
 * A body that matches none of a union's shapes (e.g. `{ MatchId, Status }` or `{ EventId, Status }`)
 * fails as a whole, with no path: report the issues of the closest shape (fewest issues) so the
 * answer still names the fields.
 */
function closestBranch(issue: Issue): Issue[] | null {
  if (issue.code !== 'invalid_union' || issue.path.length || !issue.errors.length) return null;
  const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
  return best.length ? best : null;
}

/** zod issues → envelope error items, `Field` the dotted path of the failing field. */
export function issuesToItems(error: z.ZodError): ApiErrorItem[] {
  return error.issues.flatMap((issue) => closestBranch(issue) ?? [issue]).map((issue) => ({
    Field: issue.path.length ? issue.path.map(String).join('.') : null,
    Message: issue.message,
  }));
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  shape?: Record<string, z.ZodType>;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Whether the schema takes a string as it is (z.string(), or a pipe starting with one). */
function readsText(schema: z.ZodType, depth = 0): boolean {
  if (depth > 8) return false;
  const def = defOf(schema);
  if (def.type === 'string') return true;
  if (def.type === 'pipe') return def.in ? readsText(def.in, depth + 1) : false;
  return false;
}

/** The scalar kind a query value must become for `schema`: 'number', 'boolean', 'array' or null. */
function targetKind(schema: z.ZodType, depth = 0): 'number' | 'boolean' | 'array' | null {
  if (depth > 8) return null;
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
    case 'int':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'array';
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? targetKind(def.innerType, depth + 1) : null;
    case 'pipe':
      return def.in ? targetKind(def.in, depth + 1) : null;
    case 'literal':
      return def.values?.every((v) => typeof v === 'number') ? 'number' : def.values?.every((v) => typeof v === 'boolean') ? 'boolean' : null;
    case 'enum':
      return def.entries && Object.values(def.entries).every((v) => typeof v === 'number') ? 'number' : null;
    case 'union': {
      // A union with a text branch (qInt, qNum, qBool) reads the query text itself, by the
      // contract's own pattern: coercing here first would let through what it refuses ('0x10').
      if ((def.options ?? []).some((o) => readsText(o))) return null;
      const kinds = (def.options ?? []).map((o) => targetKind(o, depth + 1));
      if (kinds.includes('number')) return 'number';
      if (kinds.includes('boolean')) return 'boolean';
      return null;
    }
    default:
      return null;
  }
}

function elementOf(schema: z.ZodType): z.ZodType | null {
  let s: z.ZodType | undefined = schema;
  for (let i = 0; s && i < 8; i++) {
    const def = defOf(s);
    if (def.type === 'array') return def.element ?? null;
    s = def.innerType ?? def.in;
  }
  return null;
}

/** A number written in decimal notation (optional sign, fraction and exponent). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function coerceScalar(kind: 'number' | 'boolean' | null, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (kind === 'number') {
    const t = v.trim();
    if (t === '') return undefined;
    // Decimal notation only: Number() also reads '0x10', '0b1', '0o7' and 'Infinity', which the
    // contract's integer and number fields refuse; such text stays a string and fails validation.
    if (!DECIMAL.test(t)) return v;
    const n = Number(t);
    return Number.isFinite(n) ? n : v;
  }
  if (kind === 'boolean') {
    const t = v.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
    if (t === '') return undefined;
  }
  return v;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let s: z.ZodType | undefined = schema;
  for (let i = 0; s && i < 8; i++) {
    const def = defOf(s);
    if (def.type === 'object') return def.shape ?? null;
    s = def.innerType ?? def.in;
  }
  return null;
}

/**
 * Query strings carry text only; turn each value into what the call's schema expects
 * (numbers, booleans, comma lists → arrays) so GET calls validate with the same schema
 * the web client builds them from. Keys the schema does not name pass through unchanged.
 */
export function coerceQuery(schema: z.ZodType, query: Record<string, unknown>): Record<string, unknown> {
  const shape = objectShape(schema);
  if (!shape) return query;
  const out: Record<string, unknown> = { ...query };
  for (const [key, field] of Object.entries(shape)) {
    if (!(key in out)) continue;
    const kind = targetKind(field);
    const v = out[key];
    if (kind === 'array') {
      const el = elementOf(field);
      const elKind = el ? targetKind(el) : null;
      const list = Array.isArray(v) ? v : typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v;
      out[key] = Array.isArray(list) ? list.map((x) => coerceScalar(elKind === 'array' ? null : elKind, x)) : list;
    } else {
      out[key] = coerceScalar(kind, Array.isArray(v) ? v[v.length - 1] : v);
      if (out[key] === undefined) delete out[key];
    }
  }
  return out;
}
