import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { z } from 'zod';

/**
 * zod 4 schema → fast-check arbitrary of values the schema accepts, read from the schema's
 * definition (`_zod.def`), so every call and hub method of the contract can be fuzzed
 * without a hand-written generator. `validArbitrary` keeps only what `safeParse` accepts
 * (overwrites such as trim, refinements and transforms are checked by zod itself);
 * `arbitrary.test.ts` checks that almost every raw draw is accepted for every schema.
 */

interface CheckDef {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  tx?: (value: unknown) => unknown;
}

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

export function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): CheckDef[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

/**
 * Realistic values per object key (e.g. `MatchId` → seeded match ids, `Token` → live tokens),
 * mixed into the draws so valid-shaped requests reach the handlers' deeper paths. Only hints
 * the field's schema accepts are used.
 */
export type Hints = (key: string) => readonly unknown[] | undefined;

export interface ArbitraryOptions {
  hints?: Hints;
  /** Realistic values by schema identity (e.g. the contract's `HubToken` → live tokens), for positional arguments. */
  schemaHints?: (schema: z.ZodType) => readonly unknown[] | undefined;
  /** Longest generated string (schemas' own max_length still applies); default 40. */
  maxStringLength?: number;
}

const SAFE = Number.MAX_SAFE_INTEGER;

function numberArbitrary(def: Def): Arbitrary<number> {
  let min = -Infinity;
  let max = Infinity;
  let minIncl = true;
  let maxIncl = true;
  let int = false;
  let step: number | null = null;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format') {
      int = true;
      if (c.format === 'safeint') { min = Math.max(min, -SAFE); max = Math.min(max, SAFE); }
      if (c.format === 'int32') { min = Math.max(min, -(2 ** 31)); max = Math.min(max, 2 ** 31 - 1); }
      if (c.format === 'uint32') { min = Math.max(min, 0); max = Math.min(max, 2 ** 32 - 1); }
    } else if (c.check === 'greater_than' && typeof c.value === 'number') {
      if (c.value > min || (c.value === min && !c.inclusive)) { min = c.value; minIncl = c.inclusive !== false; }
    } else if (c.check === 'less_than' && typeof c.value === 'number') {
      if (c.value < max || (c.value === max && !c.inclusive)) { max = c.value; maxIncl = c.inclusive !== false; }
    } else if (c.check === 'multiple_of' && typeof c.value === 'number') {
      step = c.value;
    }
  }
  if (int || (step !== null && Number.isInteger(step))) {
    const s = step !== null && Number.isInteger(step) ? step : 1;
    const lo = Math.ceil((Number.isFinite(min) ? min + (minIncl ? 0 : 1e-9) : -SAFE) / s);
    const hi = Math.floor((Number.isFinite(max) ? max - (maxIncl ? 0 : 1e-9) : SAFE) / s);
    const lo2 = Math.max(lo, -SAFE);
    const hi2 = Math.min(hi, SAFE);
    const wide = fc.integer({ min: lo2, max: hi2 });
    const small = fc.integer({ min: Math.max(lo2, -1000), max: Math.min(hi2, 1000) });
    return (lo2 <= 1000 && hi2 >= -1000 ? fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: wide }) : wide)
      .map((n) => n * s);
  }
  if (step !== null) {
    // A decimal step (0.01): whole multiples, as a client would send them.
    const lo = Math.ceil((Number.isFinite(min) ? min : -1e9) / step + (minIncl ? 0 : 1));
    const hi = Math.floor((Number.isFinite(max) ? max : 1e9) / step - (maxIncl ? 0 : 1));
    return fc.integer({ min: lo, max: hi }).map((n) => Number((n * step).toFixed(10)));
  }
  return fc.double({
    min: Number.isFinite(min) ? min : -1e12,
    max: Number.isFinite(max) ? max : 1e12,
    minExcluded: !minIncl,
    maxExcluded: !maxIncl,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

const LONG_TEXT = 10_000;
const ODD_CHARACTERS = ['\u0000', '\u0001', '\u001b', '\u007f', '\ud800', '\udc00', '\u2028', '\ufeff', '\u202e'];

function stringArbitrary(def: Def, options: ArbitraryOptions): Arbitrary<string> {
  let minLength = 0;
  let maxLength = options.maxStringLength ?? 40;
  let declaredMax: number | null = null;
  let pattern: RegExp | null = null;
  const overwrites: Array<(value: unknown) => unknown> = [];
  for (const c of checksOf(def)) {
    if (c.check === 'overwrite' && c.tx) overwrites.push(c.tx);
    if (c.check === 'min_length' && c.minimum !== undefined) minLength = Math.max(minLength, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) {
      maxLength = Math.min(maxLength, c.maximum);
      declaredMax = c.maximum;
    }
    if (c.check === 'length_equals' && c.length !== undefined) { minLength = c.length; maxLength = c.length; }
    if (c.check === 'string_format' && c.pattern) pattern = c.pattern;
  }
  maxLength = Math.max(maxLength, minLength);
  const longest = Math.max(minLength, declaredMax ?? LONG_TEXT);
  // Overwrites (trim, toLowerCase) run before the other checks: draw what they would leave.
  const settle = (s: string) => overwrites.reduce<string>((v, tx) => String(tx(v)), s);
  if (pattern) return fc.stringMatching(pattern).map(settle).filter((s) => s.length >= minLength && s.length <= maxLength);
  const settledMin = overwrites.length > 0 ? minLength : 0;
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    // Any code point; and a control character, NUL, lone surrogate or BOM slipped into text.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ minLength, maxLength }), fc.constantFrom(...ODD_CHARACTERS), fc.nat())
      .map(([s, c, i]) => s.slice(0, i % (s.length + 1)) + c + s.slice(i % (s.length + 1))) },
    // Long text, up to the declared maximum (or 10 000 characters when there is none).
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: minLength, max: Math.max(minLength, declaredMax ?? LONG_TEXT) }), fc.constantFrom('a', 'é', '中', 'ỗ'))
      .map(([n, c]) => c.repeat(n)) },
  ).map(settle).filter((s) => s.length >= settledMin && s.length <= longest);
}

function objectArbitrary(def: Def, options: ArbitraryOptions, depth: number): Arbitrary<Record<string, unknown>> {
  const shape = def.shape ?? {};
  const model: Record<string, Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    model[key] = withHints(key, field, options, depth);
    const t = defOf(field).type;
    if (t !== 'optional' && t !== 'default' && t !== 'prefault') requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

function withHints(key: string, field: z.ZodType, options: ArbitraryOptions, depth: number): Arbitrary<unknown> {
  const base = build(field, options, depth + 1);
  const hinted = (options.hints?.(key) ?? []).filter((v) => field.safeParse(v).success);
  if (hinted.length === 0) return base;
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: base });
}

function build(schema: z.ZodType, options: ArbitraryOptions, depth: number): Arbitrary<unknown> {
  const hinted = (options.schemaHints?.(schema) ?? []).filter((v) => schema.safeParse(v).success);
  const base = buildShape(schema, options, depth);
  return hinted.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: base }) : base;
}

function buildShape(schema: z.ZodType, options: ArbitraryOptions, depth: number): Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 12) return fc.constant(null);
  switch (def.type) {
    case 'string': return stringArbitrary(def, options);
    case 'number': return numberArbitrary(def);
    case 'int': return numberArbitrary({ ...def, checks: [...(def.checks ?? []), { _zod: { def: { check: 'number_format', format: 'safeint' } } }] });
    case 'bigint': return fc.bigInt();
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'undefined': case 'void': return fc.constant(undefined);
    case 'any': case 'unknown': return fc.jsonValue({ maxDepth: 2 });
    case 'literal': return fc.constantFrom(...(def.values ?? [null]));
    case 'enum': return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'object': return objectArbitrary(def, options, depth);
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.max(minLength, checks.find((c) => c.check === 'max_length')?.maximum ?? 5);
      return fc.array(build(def.element!, options, depth + 1), { minLength, maxLength: Math.min(maxLength, minLength + 5) });
    }
    case 'tuple': {
      const items = (def.items ?? []).map((item) => build(item, options, depth + 1));
      return fc.tuple(...items);
    }
    case 'record': return fc.dictionary(
      build(def.keyType!, options, depth + 1).filter((k): k is string => typeof k === 'string'),
      build(def.valueType!, options, depth + 1),
      { maxKeys: 4 },
    );
    case 'optional': return fc.option(build(def.innerType!, options, depth + 1), { nil: undefined, freq: 4 });
    case 'nullable': return fc.option(build(def.innerType!, options, depth + 1), { nil: null, freq: 4 });
    case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return build(def.innerType!, options, depth + 1);
    case 'union': return unionArbitrary(def.options ?? [], options, depth);
    case 'pipe':
      // A value the output side accepts is also accepted by the input side for every pipe of the
      // contract (number → number, enum string → trimmed string) — unless the output is a transform.
      return defOf(def.out!).type === 'transform' ? build(def.in!, options, depth + 1) : build(def.out!, options, depth + 1);
    case 'lazy': return build(def.getter!(), options, depth + 1);
    case 'transform': return fc.jsonValue({ maxDepth: 1 });
    default: return fc.jsonValue({ maxDepth: 1 });
  }
}

const isTextTransform = (schema: z.ZodType): boolean => {
  const def = defOf(schema);
  return def.type === 'pipe' && defOf(def.out!).type === 'transform' && defOf(def.in!).type === 'string';
};

/** A typed value as a query string carries it (lists comma-separated). */
export function asQueryText(value: unknown): string {
  return Array.isArray(value) ? value.map((v) => String(v)).join(',') : String(value);
}

/**
 * A union's options. A text option that ends in a transform (the query forms `qInt`, `qIntList`)
 * accepts what its typed siblings look like as text, so that is what it draws.
 */
function unionArbitrary(opts: z.ZodType[], options: ArbitraryOptions, depth: number): Arbitrary<unknown> {
  const typed = opts.filter((o) => !isTextTransform(o)).map((o) => build(o, options, depth + 1));
  const arbs = opts.map((o) => {
    if (!isTextTransform(o) || typed.length === 0) return build(o, options, depth + 1);
    return fc.oneof(...typed).map(asQueryText);
  });
  return fc.oneof(...arbs);
}

/** Raw draws from the schema's shape (almost always accepted; see `validArbitrary`). */
export function schemaArbitrary(schema: z.ZodType, options: ArbitraryOptions = {}): Arbitrary<unknown> {
  return build(schema, options, 0);
}

/** Values `schema.safeParse` accepts. */
export function validArbitrary(schema: z.ZodType, options: ArbitraryOptions = {}): Arbitrary<unknown> {
  return schemaArbitrary(schema, options).filter((v) => schema.safeParse(v).success);
}
