import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/**
 * Hostile request pieces: values of the wrong type, edge numbers, odd unicode, huge and deeply
 * nested data, prototype-pollution keys, and raw JSON text that `JSON.stringify` cannot produce
 * (NaN, 1e309, leading zeros, lone surrogates as escapes, 10 000-deep nesting).
 */

/** Raw JSON text placed where a value goes (see `toJsonText`). */
export class RawJson {
  constructor(readonly text: string) {}
}

const deep = (depth: number, open: string, close: string, leaf = '1') => `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

/** An object whose own (enumerable) keys include `__proto__`-style names, as JSON.parse would build it. */
export function polluted(key: string, value: unknown, base: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

const oddStrings = [
  '', ' ', '\t\n', '\u0000', '\ud800', '\udfff', '\ud83d', '\u202eevil', '\u200b\u200b', 'e\u0301\u0301\u0301\u0301',
  '🏳️‍🌈👩‍👩‍👧‍👦', 'ﷺ'.repeat(50), '𝕏'.repeat(30), '中文字符', 'null', 'undefined', 'NaN', 'Infinity', '-0', '1e308', '0x1F', '1,2,3',
  '<script>alert(1)</script>', "'; DROP TABLE ledger; --", '%s%n%x', '../../etc/passwd', '${7*7}{{7*7}}', '__proto__', 'constructor',
  'a'.repeat(5000), '9'.repeat(400), 'x'.repeat(60_000),
];

const oddNumbers = [
  0, -0, -1, 1.5, 0.001, 1e-300, Number.MIN_VALUE, 1e308, -1e308, Number.MAX_VALUE, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 0.1 + 0.2,
  99999999999, 123456789.125,
];

/** Number-ish JSON texts, some valid (1e309 parses to Infinity, 1e-400 to 0), some not. */
export const RAW_NUMBERS = [
  'NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '1e-400', '-0', '-0.0', '123456789.1250123', '9007199254740993',
  '00', '01', '+1', '.5', '5.', '0x10', '1_000', '1e', '--1', '1.7976931348623157e308',
];

/** Whole-body texts that are not a JSON object, or not JSON at all. */
export const RAW_BODIES = [
  '', ' ', '{', '}', '{"a":}', '{"a":1,}', '{a:1}', "{'a':1}", '[]]', 'null', 'true', '0', '"text"', '[]', '[{}]',
  '\ufeff{}', '{}garbage', '{"a":1}{"b":2}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"a":"\\x41"}', '\u0000',
  deep(20_000, '[', ']'), deep(5_000, '{"a":', '}'), deep(200_000, '[', ']'), `{"a":${deep(3000, '[', ']')}}`,
  `{"a":"${'x'.repeat(70_000)}"}`, `[${'1,'.repeat(20_000)}1]`, `{${Array.from({ length: 3000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  '{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}',
];

/** Content types a JSON call should refuse or treat carefully. */
export const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/xml',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/JSON', 'application/json;;;',
  'application/json, text/plain', 'application/merge-patch+json', 'application/octet-stream', '*/*', 'application/',
  'text/json', 'application/json; boundary=x; charset=utf-8',
];

/** Any hostile JSON value (or raw JSON text via `RawJson`). */
export function nastyValue(): Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }),
    fc.constantFrom(...oddNumbers),
    fc.constantFrom(...oddStrings),
    fc.constantFrom(...RAW_NUMBERS).map((t) => new RawJson(t)),
    fc.constantFrom(50, 2000, 20_000).map((d) => new RawJson(deep(d, '[', ']'))),
    fc.constantFrom(50, 2000).map((d) => new RawJson(deep(d, '{"a":', '}'))),
    fc.constantFrom(...POLLUTION_KEYS).map((k) => polluted(k, { polluted: 'yes', Amount: 1e9 })),
    fc.integer({ min: 1000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.integer(),
    fc.double(),
  );
}

/** A hostile value as query-string text. */
export function nastyText(): Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...oddStrings),
    fc.constantFrom(...RAW_NUMBERS),
    fc.constantFrom('true', 'false', 'TRUE', '1.0', ' 1 ', '1 2', ',', ',,1,,', '1,a', '-', '[]', '{}', 'a'.repeat(100_000)),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.integer().map(String),
    fc.double().map(String),
  );
}

/**
 * JSON text of `value`, with every `RawJson` inside spliced in verbatim. Objects with own
 * `__proto__` keys are written as own keys (as JSON.parse would read them back).
 */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const marked = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  if (marked === undefined) return 'null';
  return marked.replace(/"@@RAW(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Printable ASCII plus a few Latin-1 characters: what an HTTP header may carry. */
export function headerText(maxLength = 80): Arbitrary<string> {
  const chars = [...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)), 'é', 'ÿ', '\u00a0'];
  return fc.string({ unit: fc.constantFrom(...chars), maxLength });
}
