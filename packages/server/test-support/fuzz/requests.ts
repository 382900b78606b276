import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { CallDef } from '@sideline/protocol';
import { MAX_MONEY_AMOUNT, MAX_ODDS_PRICE, MAX_QUANTITY, OPERATOR_KEY_HEADER } from '@sideline/protocol';
import { asQueryText, defOf, validArbitrary } from './arbitrary';
import type { Hints } from './arbitrary';
import { MATCHES } from '../../src/seed/world';
import { CONTENT_TYPES, POLLUTION_KEYS, RAW_BODIES, headerText, nastyText, nastyValue, polluted, toJsonText } from './nasty';

/** One HTTP request as `app.inject` takes it, with a label saying how it was made. */
export interface FuzzRequest {
  kind: string;
  /**
   * False for paths that are not the call's own (`/X/..`, `/x` lower-cased): those may land on
   * a page route, so only the no-5xx rule applies unless the answer is JSON.
   */
  strict: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The credentials a fuzz run can put in headers. */
export interface Credentials {
  /** Live tokens of logged-in members and anonymous visitors. */
  tokens: readonly string[];
  /** Tokens that resolve but are expired, and revoked ones. */
  staleTokens: readonly string[];
  operatorKey: string;
}

const nonEmpty = (h: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(h).filter((e): e is [string, string] => e[1] !== undefined));

/** The Token header: a live one, a stale one, a forged one, or none. */
function tokenHeader(creds: Credentials): Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...creds.tokens) },
    { weight: 1, arbitrary: fc.constantFrom(...creds.staleTokens) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,128}$/) },
    { weight: 1, arbitrary: fc.oneof(headerText(), fc.constantFrom('null', 'undefined', ' ', 'Bearer x', 'x'.repeat(600), 'a.b.c.d.e')) },
  );
}

function extraHeader(name: string, creds: Credentials, valid: boolean): Arbitrary<string | undefined> {
  const lower = name.toLowerCase();
  if (lower === 'idempotency-key') {
    return valid
      ? fc.oneof({ weight: 8, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constantFrom('replay-1', 'replay-2') })
      : fc.oneof(fc.constant(undefined), fc.constant(''), fc.constant('k'.repeat(300)), headerText(), fc.uuid());
  }
  if (lower === 'operator-key') {
    return fc.oneof({ weight: valid ? 4 : 1, arbitrary: fc.constant(creds.operatorKey) }, { weight: 1, arbitrary: fc.option(headerText(), { nil: undefined }) });
  }
  return fc.oneof(fc.constant(undefined), fc.constantFrom('1', '2', '3', 'true', 'false', '0'), headerText());
}

function headersFor(call: CallDef, creds: Credentials, valid: boolean): Arbitrary<Record<string, string>> {
  const operator = call.headers.auth === 'operator';
  const names = [...(operator ? [OPERATOR_KEY_HEADER] : []), ...(call.headers.extraHeaders ?? [])];
  const extras = Object.fromEntries(names.map((h) => [h, extraHeader(h, creds, valid)]));
  return fc.record({
    // Calls without a Token (auth 'none', the Operator-Key calls) sometimes get one anyway: it must not matter.
    Token: call.headers.auth === 'none' || operator ? fc.option(tokenHeader(creds), { nil: undefined, freq: 3 }) : tokenHeader(creds),
    MatchId: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.constantFrom('51230001', '7001', '0') },
      { weight: 1, arbitrary: fc.oneof(headerText(20), fc.constantFrom('1e3', '-1', '9'.repeat(20), 'null', '0x1')) },
    ),
    ...extras,
  }).map(nonEmpty);
}

/** A GET call's typed input as its query string (null and undefined are left out). */
export function toQuery(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) q.append(k, asQueryText(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

function request(call: CallDef, kind: string, headers: Record<string, string>, body: { query?: string; payload?: string; contentType?: string }): FuzzRequest {
  const h = { ...headers };
  if (body.payload !== undefined && body.contentType !== undefined) h['content-type'] = body.contentType;
  return { kind, strict: true, method: call.method, url: call.path + (body.query ?? ''), headers: h, payload: body.payload };
}

/** Requests whose query or body the call's schema accepts, with assorted credentials. */
export function validRequests(call: CallDef, creds: Credentials, hints: Hints): Arbitrary<FuzzRequest> {
  const input = validArbitrary(call.request, { hints });
  return fc.tuple(input, headersFor(call, creds, true)).map(([value, headers]) =>
    call.method === 'GET'
      ? request(call, 'valid', headers, { query: toQuery(value) })
      : request(call, 'valid', headers, { payload: toJsonText(value), contentType: 'application/json' }));
}

/** The keys the call's request object names (empty when it is not an object). */
function schemaKeys(call: CallDef): string[] {
  const def = defOf(call.request);
  return def.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}

/** `obj` with `key` set as an own property (safe for `__proto__`). */
function setOwn(obj: unknown, key: string, value: unknown): Record<string, unknown> {
  const base = typeof obj === 'object' && obj !== null && !Array.isArray(obj) ? (obj as Record<string, unknown>) : {};
  return polluted(key, value, base);
}

/** A nested object of the valid input (e.g. `GiftInfo`), to break one level down. */
function nestedKeys(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).filter(([, v]) => typeof v === 'object' && v !== null && !Array.isArray(v)).map(([k]) => k);
}

/** Amount and count fields (issue 14: each has a bound the money arithmetic carries exactly). */
const BOUNDED_FIELD = /^(Amount|Stake|Quantity|OddsPrice|Point|Page|PageSize)$/;

/** Values at and beyond the contract's bounds: the largest allowed, just past it, far past, past 2^53. */
export const BOUND_VALUES: readonly number[] = [
  MAX_MONEY_AMOUNT, MAX_MONEY_AMOUNT + 0.01, MAX_MONEY_AMOUNT * 10, 1e14, 1e15, 1e17, 2 ** 53 + 2, 1e300,
  MAX_QUANTITY, MAX_QUANTITY + 1, MAX_ODDS_PRICE, MAX_ODDS_PRICE + 0.01, 10_000, 10_001, 100, 101, -MAX_MONEY_AMOUNT - 1,
];
/** The same as JSON text, with ones a double cannot hold exactly. */
const BOUND_TEXTS: readonly string[] = [...BOUND_VALUES.map(String), '9007199254740993', '1000000000.001', '1e400'];

/** Dotted paths of the bounded fields of a valid body (top level and one model down). */
function boundedPaths(value: unknown): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  const out: string[][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (BOUNDED_FIELD.test(k)) out.push([k]);
    else if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      for (const inner of Object.keys(v)) if (BOUNDED_FIELD.test(inner)) out.push([k, inner]);
    }
  }
  return out;
}

/**
 * A room of the seeded world that is open (running match, one of its anchors, USD): bound draws
 * put it into half their bodies, so an oversized amount reaches the money path behind the room
 * and currency checks instead of stopping there.
 */
const LIVE_ROOM = { MatchId: MATCHES[0]!.id, AnchorId: JSON.parse(MATCHES[0]!.anchor_ids_json)[0] as number, AnchorLanguage: 'en', ProgramType: 1 };

function inLiveRoom(value: Record<string, unknown>): void {
  for (const target of [value, ...Object.values(value)]) {
    if (typeof target !== 'object' || target === null || Array.isArray(target)) continue;
    const node = target as Record<string, unknown>;
    if ('MatchId' in node && 'AnchorId' in node) Object.assign(node, LIVE_ROOM);
    if ('CurrencyId' in node) node.CurrencyId = 1;
  }
}

/** JSON text of `value` with the field at `path` written as the raw number text `text` (and, when `live`, in a live room). */
function withRawNumber(value: unknown, path: string[], text: string, live = false): string {
  const marker = '__fuzz_bound__';
  const copy = structuredClone(value) as Record<string, unknown>;
  if (live) inLiveRoom(copy);
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[path[path.length - 1]!] = marker;
  return toJsonText(copy).replace(`"${marker}"`, text);
}

/** Whether the call's request has an amount or count field (top level or one model down). */
export function hasBoundedField(call: CallDef): boolean {
  const shape = defOf(call.request).shape ?? {};
  return Object.entries(shape).some(([k, v]) => BOUNDED_FIELD.test(k) || Object.keys(defOf(v).shape ?? {}).some((inner) => BOUNDED_FIELD.test(inner)));
}

/**
 * Requests of a member (live token, fresh Idempotency-Key) in a live room whose one amount or
 * count is at or beyond its bound: what reached the wallet as 1e14 and answered 500 (issue 14).
 */
export function boundRequests(call: CallDef, creds: Credentials, hints: Hints): Arbitrary<FuzzRequest> {
  const input = validArbitrary(call.request, { hints });
  const operator: Record<string, string> = call.headers.auth === 'operator' ? { [OPERATOR_KEY_HEADER]: creds.operatorKey } : {};
  const headers = fc.record({ Token: fc.constantFrom(...creds.tokens), 'Idempotency-Key': fc.uuid() }).map((h): Record<string, string> => ({ ...h, ...operator }));
  return fc.tuple(input, fc.nat(), fc.constantFrom(...BOUND_TEXTS), headers).map(([v, i, text, h]) => {
    if (call.method === 'GET') {
      const q = new URLSearchParams(toQuery(v));
      const bounded = Object.keys(defOf(call.request).shape ?? {}).filter((k) => BOUNDED_FIELD.test(k));
      if (bounded.length) q.set(bounded[i % bounded.length]!, text);
      return request(call, `bound ${text}`, h, { query: `?${q.toString()}` });
    }
    const paths = boundedPaths(v);
    const path = paths.length ? paths[i % paths.length]! : null;
    const payload = path ? withRawNumber(v, path, text, true) : toJsonText(v);
    return request(call, `bound ${path?.join('.') ?? '-'}=${text}`, h, { payload, contentType: 'application/json' });
  });
}

function brokenPost(call: CallDef, creds: Credentials, hints: Hints): Arbitrary<FuzzRequest> {
  const keys = schemaKeys(call);
  const input = validArbitrary(call.request, { hints });
  const someKey = fc.oneof(
    { weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constant('Extra') },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const body: Arbitrary<{ kind: string; payload: string; contentType?: string }> = fc.oneof(
    // One field of a valid body replaced with a hostile value (top level or one model down).
    fc.tuple(input, someKey, nastyValue(), fc.boolean()).map(([v, key, bad, nested]) => {
      const inner = nestedKeys(v);
      if (nested && inner.length) {
        const outer = inner[key.length % inner.length]!;
        const innerValue = (v as Record<string, unknown>)[outer];
        const innerKeys = Object.keys(innerValue as object);
        const target = innerKeys.length ? innerKeys[key.length % innerKeys.length]! : key;
        return { kind: `field ${outer}.${target}`, payload: toJsonText(setOwn(v, outer, setOwn(innerValue, target, bad))) };
      }
      return { kind: `field ${key}`, payload: toJsonText(setOwn(v, key, bad)) };
    }),
    // An amount or count at or beyond its bound (issue 14): a 400 naming it, never a 500.
    fc.tuple(input, fc.nat(), fc.constantFrom(...BOUND_TEXTS), fc.boolean()).map(([v, i, text, live]) => {
      const paths = boundedPaths(v);
      if (!paths.length) return { kind: 'bound (no amount field)', payload: toJsonText(v) };
      const path = paths[i % paths.length]!;
      return { kind: `bound ${path.join('.')}=${text}${live ? ' (live room)' : ''}`, payload: withRawNumber(v, path, text, live) };
    }),
    // A required field missing.
    fc.tuple(input, fc.nat()).map(([v, i]) => {
      const present = Object.keys(v as object);
      if (!present.length) return { kind: 'missing (none present)', payload: toJsonText(v) };
      const drop = present[i % present.length]!;
      const copy = { ...(v as Record<string, unknown>) };
      delete copy[drop];
      return { kind: `missing ${drop}`, payload: toJsonText(copy) };
    }),
    // Prototype-pollution keys next to valid fields.
    fc.tuple(input, fc.constantFrom(...POLLUTION_KEYS), fc.constantFrom<unknown>({ polluted: 'yes' }, { prototype: { polluted: 'yes' } }, 'x', null, 1)).map(([v, key, bad]) =>
      ({ kind: `pollution ${key}`, payload: toJsonText(setOwn(v, key, bad)) })),
    // The whole body hostile: not an object, not JSON, too deep, too big.
    nastyValue().map((v) => ({ kind: 'body value', payload: toJsonText(v) })),
    fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: `raw body ${JSON.stringify(text.slice(0, 30))}`, payload: text })),
    // A valid body under another content type, or none.
    fc.tuple(input, fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined })).map(([v, ct]) =>
      ({ kind: `content-type ${ct ?? 'none'}`, payload: toJsonText(v), contentType: ct ?? '' })),
  );
  return fc.tuple(body, headersFor(call, creds, false)).map(([b, headers]) =>
    request(call, `broken POST: ${b.kind}`, headers, { payload: b.payload, contentType: b.contentType ?? 'application/json' }));
}

function brokenGet(call: CallDef, creds: Credentials, hints: Hints): Arbitrary<FuzzRequest> {
  const keys = schemaKeys(call);
  const input = validArbitrary(call.request, { hints });
  const someKey = keys.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) }) : fc.constantFrom(...POLLUTION_KEYS);
  const query: Arbitrary<{ kind: string; query: string }> = fc.oneof(
    // One field replaced with hostile text.
    fc.tuple(input, someKey, nastyText()).map(([v, key, bad]) => {
      const q = new URLSearchParams(toQuery(v));
      q.set(key, bad);
      return { kind: `field ${key}`, query: `?${q.toString()}` };
    }),
    // A field repeated, bracketed or nested.
    fc.tuple(input, someKey, fc.constantFrom('repeat', 'brackets', 'nested', 'empty-name', 'bare')).map(([v, key, how]) => {
      const base = toQuery(v).slice(1);
      const extra = how === 'repeat' ? `${key}=1&${key}=x` : how === 'brackets' ? `${key}[]=1&${key}[]=2`
        : how === 'nested' ? `${key}[a][b]=1&__proto__[polluted]=yes&constructor[prototype][polluted]=yes`
          : how === 'empty-name' ? `=1&&=&${key}` : key;
      return { kind: `query ${how} ${key}`, query: `?${[base, extra].filter(Boolean).join('&')}` };
    }),
    // A count at or beyond its bound (Page, PageSize).
    fc.tuple(input, fc.nat(), fc.constantFrom(...BOUND_TEXTS)).map(([v, i, text]) => {
      const q = new URLSearchParams(toQuery(v));
      const bounded = keys.filter((k) => BOUNDED_FIELD.test(k));
      if (bounded.length) q.set(bounded[i % bounded.length]!, text);
      return { kind: `bound ${bounded.join(',')}=${text}`, query: `?${q.toString()}` };
    }),
    // A required field missing.
    fc.tuple(input, fc.nat()).map(([v, i]) => {
      const q = new URLSearchParams(toQuery(v));
      const present = [...q.keys()];
      if (present.length) q.delete(present[i % present.length]!);
      return { kind: 'missing field', query: `?${q.toString()}` };
    }),
    // Raw query text: bad percent escapes, control characters, huge.
    fc.oneof(
      fc.constantFrom('?%', '?%%', '?a=%zz', '?a=%E0%A4%A', '?%00=%00', '?a=%ud800', '?=', '?&&&', '??a=1', `?${'a=1&'.repeat(5000)}`, '?a=' + '%41'.repeat(20_000)),
      fc.string({ unit: 'binary', maxLength: 100 }).map((s) => `?${encodeURIComponent(s)}=${encodeURIComponent(s)}`),
      headerText(60).map((s) => `?${s.replace(/[#\s]/g, '')}`),
    ).map((q) => ({ kind: `raw query ${JSON.stringify(q.slice(0, 30))}`, query: q })),
  );
  return fc.tuple(query, headersFor(call, creds, false)).map(([q, headers]) => request(call, `broken GET: ${q.kind}`, headers, { query: q.query }));
}

/** Requests the contract does not allow: hostile bodies and queries, other methods, odd paths. */
export function brokenRequests(call: CallDef, creds: Credentials, hints: Hints): Arbitrary<FuzzRequest> {
  const shaped = call.method === 'GET' ? brokenGet(call, creds, hints) : brokenPost(call, creds, hints);
  const otherMethod = fc.tuple(
    fc.constantFrom(...(call.method === 'GET' ? ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] : ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])),
    headersFor(call, creds, true),
    fc.constantFrom(call.path, `${call.path}/`, call.path.toLowerCase(), `${call.path}/x`, `${call.path}%00`, `${call.path}/..`, `/${call.path}`),
  ).map(([method, headers, url]) => ({
    kind: `method ${method} ${url}`, strict: url === call.path || url === `${call.path}/`, method, url, headers,
    payload: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  }));
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: otherMethod });
}
