/**
 * A small schema runtime with zod's API for the subset the contract uses (issue 20). The
 * contract declares its schemas with `import { z } from 'zod'`; the widget's build resolves
 * `zod` to this module (packages/web/vite.config.ts), so the browser validates every answer
 * with the same declarations for about 3 KB instead of zod's 26 KB (gzip). The server, the
 * tests and the type checker keep real zod: types come from zod, only the browser's runtime
 * differs. `lite.test.ts` holds this runtime to zod's verdicts over every call's sample and
 * mutations of it, and fails when a declaration uses a method this runtime lacks.
 *
 * Semantics follow zod 4: objects strip unknown keys (`looseObject`/`passthrough` keep them,
 * `strictObject`/`strict` refuse them),
 * every check of a value runs and reports, a transform runs only on a valid value, a union
 * takes its first matching option, `default` fills `undefined`.
 */

export type PathKey = string | number;
export interface Issue {
  code: string;
  path: PathKey[];
  message: string;
  expected?: string;
}

/** The error of a failed parse: `message` is the issue list as JSON, as zod's is. */
export class SchemaError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(JSON.stringify(issues, null, 2));
    this.name = 'ZodError';
    this.issues = issues;
  }
}

export type SafeParse<T> = { success: true; data: T; error?: undefined } | { success: false; error: SchemaError; data?: undefined };

const FAIL: unique symbol = Symbol('invalid');
type Out = unknown;
interface Ctx { issues: Issue[] }

const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isNaN(v) ? 'NaN' : typeof v);
const invalidType = (ctx: Ctx, path: PathKey[], expected: string, input: unknown) => {
  ctx.issues.push({ expected, code: 'invalid_type', path, message: `Invalid input: expected ${expected}, received ${typeName(input)}` });
  return FAIL;
};
type Message = string | { message?: string } | undefined;
const messageOf = (m: Message) => (typeof m === 'string' ? m : m?.message);

/** A value check (min, regex …) or an overwrite (trim, toLowerCase) of a string, number or array. */
type Check = (value: never, ctx: Ctx, path: PathKey[]) => unknown;

export abstract class Schema {
  protected checks: Check[] = [];
  abstract run(input: unknown, ctx: Ctx, path: PathKey[]): Out;
  /** True when `undefined` is a valid input (an object key may then be left out). */
  get isOptional(): boolean {
    return false;
  }

  protected with(check: Check): this {
    const copy = Object.create(Object.getPrototypeOf(this) as object) as this;
    Object.assign(copy, this);
    copy.checks = [...this.checks, check];
    return copy;
  }

  protected runChecks(value: unknown, ctx: Ctx, path: PathKey[]): Out {
    let v = value;
    const before = ctx.issues.length;
    for (const check of this.checks) {
      const next = check(v as never, ctx, path);
      if (next !== undefined) v = next;
    }
    return ctx.issues.length > before ? FAIL : v;
  }

  safeParse(input: unknown): SafeParse<unknown> {
    const ctx: Ctx = { issues: [] };
    const data = this.run(input, ctx, []);
    return ctx.issues.length || data === FAIL ? { success: false, error: new SchemaError(ctx.issues) } : { success: true, data };
  }
  parse(input: unknown): unknown {
    const r = this.safeParse(input);
    if (!r.success) throw r.error;
    return r.data;
  }

  optional(): Schema { return new Optional(this); }
  nullable(): Schema { return new Nullable(this); }
  nullish(): Schema { return new Optional(new Nullable(this)); }
  default(value: unknown): Schema { return new Default(this, value); }
  array(): ArraySchema { return new ArraySchema(this); }
  pipe(next: Schema): Schema { return new Pipe(this, next); }
  transform(fn: (value: never, ctx: { addIssue(issue: Partial<Issue>): void }) => unknown): Schema {
    return new Pipe(this, new Transform(fn));
  }
  refine(fn: (value: never) => unknown, message?: Message): this {
    return this.with((v, ctx, path) => {
      if (!fn(v)) ctx.issues.push({ code: 'custom', path, message: messageOf(message) ?? 'Invalid input' });
    });
  }
}

const bound = (kind: 'min' | 'max', what: string, size: (v: never) => number, n: number, message: Message, exclusive = false): Check =>
  (v, ctx, path) => {
    const s = size(v);
    const ok = kind === 'min' ? (exclusive ? s > n : s >= n) : (exclusive ? s < n : s <= n);
    if (ok) return;
    const word = what === 'number' ? '' : what === 'string' ? ' characters' : ' items';
    const op = kind === 'min' ? (exclusive ? '>' : '>=') : (exclusive ? '<' : '<=');
    ctx.issues.push({
      origin: what, code: kind === 'min' ? 'too_small' : 'too_big', [kind === 'min' ? 'minimum' : 'maximum']: n, inclusive: !exclusive, path,
      message: messageOf(message) ?? `Too ${kind === 'min' ? 'small' : 'big'}: expected ${what} to ${what === 'number' ? 'be' : 'have'} ${op}${n}${word}`,
    } as Issue);
  };

class StringSchema extends Schema {
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    return typeof input === 'string' ? this.runChecks(input, ctx, path) : invalidType(ctx, path, 'string', input);
  }
  min(n: number, m?: Message) { return this.with(bound('min', 'string', (v: string) => v.length, n, m)); }
  max(n: number, m?: Message) { return this.with(bound('max', 'string', (v: string) => v.length, n, m)); }
  length(n: number, m?: Message) { return this.min(n, m).max(n, m); }
  trim() { return this.with((v: string) => v.trim()); }
  toLowerCase() { return this.with((v: string) => v.toLowerCase()); }
  toUpperCase() { return this.with((v: string) => v.toUpperCase()); }
  private format(test: (v: string) => boolean, format: string, message: Message) {
    return this.with((v: string, ctx, path) => {
      if (!test(v)) ctx.issues.push({ origin: 'string', code: 'invalid_format', format, path, message: messageOf(message) ?? `Invalid string: must match ${format}` } as Issue);
    });
  }
  regex(re: RegExp, m?: Message) { return this.format((v) => { re.lastIndex = 0; return re.test(v); }, 'regex', m ?? `Invalid string: must match pattern ${re}`); }
  startsWith(s: string, m?: Message) { return this.format((v) => v.startsWith(s), 'starts_with', m ?? `Invalid string: must start with "${s}"`); }
  endsWith(s: string, m?: Message) { return this.format((v) => v.endsWith(s), 'ends_with', m ?? `Invalid string: must end with "${s}"`); }
  /** zod 4's own email pattern, so both runtimes agree. */
  email(m?: Message) {
    const re = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
    return this.format((v) => re.test(v), 'email', m ?? 'Invalid email address');
  }
  includes(s: string, m?: Message) { return this.format((v) => v.includes(s), 'includes', m ?? `Invalid string: must include "${s}"`); }
}

class NumberSchema extends Schema {
  constructor(private readonly coerce = false) { super(); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    const v = this.coerce ? Number(input) : input;
    return typeof v === 'number' && Number.isFinite(v) ? this.runChecks(v, ctx, path) : invalidType(ctx, path, 'number', v);
  }
  int(m?: Message) {
    return this.with((v: number, ctx, path) => {
      if (!Number.isSafeInteger(v)) ctx.issues.push({ expected: 'int', code: 'invalid_type', format: 'safeint', path, message: messageOf(m) ?? 'Invalid input: expected int, received number' } as Issue);
    });
  }
  min(n: number, m?: Message) { return this.with(bound('min', 'number', (v: number) => v, n, m)); }
  max(n: number, m?: Message) { return this.with(bound('max', 'number', (v: number) => v, n, m)); }
  gte(n: number, m?: Message) { return this.min(n, m); }
  lte(n: number, m?: Message) { return this.max(n, m); }
  gt(n: number, m?: Message) { return this.with(bound('min', 'number', (v: number) => v, n, m, true)); }
  lt(n: number, m?: Message) { return this.with(bound('max', 'number', (v: number) => v, n, m, true)); }
  positive(m?: Message) { return this.gt(0, m); }
  nonnegative(m?: Message) { return this.min(0, m); }
  negative(m?: Message) { return this.lt(0, m); }
  multipleOf(n: number, m?: Message) {
    return this.with((v: number, ctx, path) => {
      const r = Math.abs(v / n - Math.round(v / n));
      if (r > 1e-9) ctx.issues.push({ origin: 'number', code: 'not_multiple_of', divisor: n, path, message: messageOf(m) ?? `Invalid number: must be a multiple of ${n}` } as Issue);
    });
  }
}

class BooleanSchema extends Schema {
  constructor(private readonly coerce = false) { super(); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    const v = this.coerce ? Boolean(input) : input;
    return typeof v === 'boolean' ? this.runChecks(v, ctx, path) : invalidType(ctx, path, 'boolean', v);
  }
}

class AnySchema extends Schema {
  run(input: unknown, ctx: Ctx, path: PathKey[]) { return this.runChecks(input, ctx, path); }
}

class LiteralSchema extends Schema {
  constructor(private readonly values: readonly unknown[]) { super(); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    if (this.values.includes(input)) return this.runChecks(input, ctx, path);
    ctx.issues.push({ code: 'invalid_value', values: this.values, path, message: `Invalid input: expected ${this.values.map((v) => JSON.stringify(v)).join('|')}` } as Issue);
    return FAIL;
  }
}

/** zod's enum values of an array or an enum-like object (a numeric enum's reverse keys left out). */
function enumValues(entries: readonly unknown[] | Record<string, unknown>): unknown[] {
  if (Array.isArray(entries)) return [...entries];
  const numeric = Object.values(entries).filter((v) => typeof v === 'number');
  return Object.entries(entries).filter(([k]) => !numeric.includes(+k)).map(([, v]) => v);
}

class EnumSchema extends LiteralSchema {
  readonly options: unknown[];
  constructor(entries: readonly unknown[] | Record<string, unknown>) {
    const values = enumValues(entries);
    super(values);
    this.options = values;
  }
}

class ArraySchema extends Schema {
  constructor(readonly element: Schema) { super(); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    if (!Array.isArray(input)) return invalidType(ctx, path, 'array', input);
    let failed = false;
    const out = input.map((item, i) => {
      const v = this.element.run(item, ctx, [...path, i]);
      if (v === FAIL) failed = true;
      return v;
    });
    const checked = this.runChecks(out, ctx, path);
    return failed ? FAIL : checked;
  }
  min(n: number, m?: Message) { return this.with(bound('min', 'array', (v: unknown[]) => v.length, n, m)); }
  max(n: number, m?: Message) { return this.with(bound('max', 'array', (v: unknown[]) => v.length, n, m)); }
  length(n: number, m?: Message) { return this.min(n, m).max(n, m); }
  nonempty(m?: Message) { return this.min(1, m); }
}

class TupleSchema extends Schema {
  constructor(private readonly items: readonly Schema[]) { super(); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    if (!Array.isArray(input)) return invalidType(ctx, path, 'tuple', input);
    let required = this.items.length;
    while (required > 0 && this.items[required - 1]!.isOptional) required--;
    if (input.length < required || input.length > this.items.length) {
      const tooBig = input.length > this.items.length;
      ctx.issues.push({ origin: 'array', code: tooBig ? 'too_big' : 'too_small', path, message: `Too ${tooBig ? 'big' : 'small'}: expected array to have ${tooBig ? '<=' : '>='}${tooBig ? this.items.length : required} items` } as Issue);
      return FAIL;
    }
    let failed = false;
    const out = this.items.slice(0, Math.max(input.length, required)).map((item, i) => {
      const v = item.run(input[i], ctx, [...path, i]);
      if (v === FAIL) failed = true;
      return v;
    });
    return failed ? FAIL : this.runChecks(out, ctx, path);
  }
}

type Shape = Record<string, Schema>;

/** What an object does with keys its shape does not name: drop them (zod's default), keep them, or refuse. */
type UnknownKeys = 'strip' | 'loose' | 'strict';

class ObjectSchema extends Schema {
  constructor(readonly shape: Shape, private readonly unknownKeys: UnknownKeys = 'strip') { super(); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return invalidType(ctx, path, 'object', input);
    const record = input as Record<string, unknown>;
    const out: Record<string, unknown> = this.unknownKeys === 'loose' ? { ...record } : {};
    let failed = false;
    if (this.unknownKeys === 'strict') {
      const keys = Object.keys(record).filter((k) => !(k in this.shape));
      if (keys.length) {
        ctx.issues.push({ code: 'unrecognized_keys', keys, path, message: `Unrecognized key${keys.length > 1 ? 's' : ''}: ${keys.map((k) => `"${k}"`).join(', ')}` } as Issue);
        failed = true;
      }
    }
    for (const [key, schema] of Object.entries(this.shape)) {
      const present = key in record;
      const v = schema.run(record[key], ctx, [...path, key]);
      if (v === FAIL) failed = true;
      else if (present || v !== undefined) out[key] = v;
      else delete out[key];
    }
    return failed ? FAIL : this.runChecks(out, ctx, path);
  }
  extend(more: Shape) { return new ObjectSchema({ ...this.shape, ...more }, this.unknownKeys); }
  merge(other: ObjectSchema) { return this.extend(other.shape); }
  pick(mask: Record<string, true>) {
    return new ObjectSchema(Object.fromEntries(Object.entries(this.shape).filter(([k]) => mask[k])), this.unknownKeys);
  }
  omit(mask: Record<string, true>) {
    return new ObjectSchema(Object.fromEntries(Object.entries(this.shape).filter(([k]) => !mask[k])), this.unknownKeys);
  }
  partial() {
    return new ObjectSchema(Object.fromEntries(Object.entries(this.shape).map(([k, s]) => [k, s.optional()])), this.unknownKeys);
  }
  passthrough() { return new ObjectSchema(this.shape, 'loose'); }
  strip() { return new ObjectSchema(this.shape, 'strip'); }
  strict() { return new ObjectSchema(this.shape, 'strict'); }
}

/** z.record(key, value): a plain object whose every own key passes `key` and every value `value`. */
class RecordSchema extends Schema {
  constructor(private readonly key: Schema, private readonly value: Schema) { super(); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return invalidType(ctx, path, 'record', input);
    const out: Record<string, unknown> = {};
    let failed = false;
    for (const [k, item] of Object.entries(input as Record<string, unknown>)) {
      const own: Ctx = { issues: [] };
      const key = this.key.run(k, own, [...path, k]);
      if (key === FAIL || own.issues.length) {
        ctx.issues.push({ code: 'invalid_key', origin: 'record', issues: own.issues, path: [...path, k], message: 'Invalid key in record' } as Issue);
        failed = true;
        continue;
      }
      const v = this.value.run(item, ctx, [...path, k]);
      if (v === FAIL) failed = true;
      else out[key as string] = v;
    }
    return failed ? FAIL : this.runChecks(out, ctx, path);
  }
}

class UnionSchema extends Schema {
  constructor(readonly options: readonly Schema[]) { super(); }
  override get isOptional() { return this.options.some((o) => o.isOptional); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    for (const option of this.options) {
      const own: Ctx = { issues: [] };
      const v = option.run(input, own, path);
      if (v !== FAIL && own.issues.length === 0) return this.runChecks(v, ctx, path);
    }
    ctx.issues.push({ code: 'invalid_union', path, message: 'Invalid input' });
    return FAIL;
  }
}

class Optional extends Schema {
  constructor(private readonly inner: Schema) { super(); }
  override get isOptional() { return true; }
  run(input: unknown, ctx: Ctx, path: PathKey[]) { return input === undefined ? undefined : this.inner.run(input, ctx, path); }
  unwrap() { return this.inner; }
}

class Nullable extends Schema {
  constructor(private readonly inner: Schema) { super(); }
  override get isOptional() { return this.inner.isOptional; }
  run(input: unknown, ctx: Ctx, path: PathKey[]) { return input === null ? null : this.inner.run(input, ctx, path); }
  unwrap() { return this.inner; }
}

class Default extends Schema {
  constructor(private readonly inner: Schema, private readonly value: unknown) { super(); }
  override get isOptional() { return true; }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    if (input !== undefined) return this.inner.run(input, ctx, path);
    const v = this.value;
    return typeof v === 'function' ? (v as () => unknown)() : structuredClone(v);
  }
}

class Pipe extends Schema {
  constructor(private readonly from: Schema, private readonly to: Schema) { super(); }
  override get isOptional() { return this.from.isOptional; }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    const before = ctx.issues.length;
    const v = this.from.run(input, ctx, path);
    if (v === FAIL || ctx.issues.length > before) return FAIL;
    return this.to.run(v, ctx, path);
  }
}

/** z.NEVER: what a transform returns after it added an issue. */
export const NEVER = Object.freeze({ never: true }) as never;

class Transform extends Schema {
  constructor(private readonly fn: (value: never, ctx: { addIssue(issue: Partial<Issue>): void }) => unknown) { super(); }
  run(input: unknown, ctx: Ctx, path: PathKey[]) {
    const before = ctx.issues.length;
    const v = this.fn(input as never, {
      addIssue: (issue) => ctx.issues.push({ code: 'custom', message: 'Invalid input', ...issue, path: [...path, ...(issue.path ?? [])] }),
    });
    return ctx.issues.length > before || v === NEVER ? FAIL : v;
  }
}

/** zod's prettifyError: one line per issue, with the path under it. */
export function prettifyError(error: { issues: readonly Issue[] }): string {
  return error.issues
    .map((i) => `✖ ${i.message}${i.path.length ? `\n  → at ${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : p)).join('.')}` : ''}`)
    .join('\n');
}

/** The `z` namespace: the constructors the contract and the widget call. */
export const z = {
  string: () => new StringSchema(),
  number: () => new NumberSchema(),
  boolean: () => new BooleanSchema(),
  unknown: () => new AnySchema(),
  any: () => new AnySchema(),
  literal: (value: unknown) => new LiteralSchema(Array.isArray(value) ? value : [value]),
  enum: (entries: readonly unknown[] | Record<string, unknown>) => new EnumSchema(entries),
  object: (shape: Shape = {}) => new ObjectSchema(shape),
  looseObject: (shape: Shape = {}) => new ObjectSchema(shape, 'loose'),
  strictObject: (shape: Shape = {}) => new ObjectSchema(shape, 'strict'),
  array: (element: Schema) => new ArraySchema(element),
  record: (key: Schema, value: Schema) => new RecordSchema(key, value),
  tuple: (items: readonly Schema[]) => new TupleSchema(items),
  union: (options: readonly Schema[]) => new UnionSchema(options),
  coerce: { number: () => new NumberSchema(true), boolean: () => new BooleanSchema(true) },
  NEVER,
  prettifyError,
  ZodError: SchemaError,
};
export default z;
export { SchemaError as ZodError };
