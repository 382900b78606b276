import { z } from 'zod';
import type { DocCall, DocContract, DocHubMessage } from './contract';

/**
 * The OpenAPI 3.1 document of the contract, generated (never hand-written): every call's
 * request and `Result` schema through zod's own JSON Schema export (`z.toJSONSchema`, draft
 * 2020-12, the dialect of OpenAPI 3.1), the `{ Code, Result, Error }` envelope, the error
 * catalogue, the three ways to authenticate (Token header, Operator-Key header, staff session
 * cookie + CSRF header) and, under `x-signalr-hubs`, every hub method and event with its
 * argument tuple. Pure: the same contract gives the same document.
 */

export interface ReferenceNames {
  /** Header of the Operator-Key calls. */
  operatorHeader: string;
  /** Staff session cookie and CSRF header (null until the contract declares them). */
  staffCookie: string | null;
  staffCsrfHeader: string | null;
}

/** The error catalogue the document lists: code tables by name (HTTP statuses, domain codes…). */
export type ErrorCatalogue = Record<string, Record<string, string | number>>;

export interface ReferenceInput {
  contract: DocContract;
  names: ReferenceNames;
  catalogue: ErrorCatalogue;
  version: string;
}

type Json = Record<string, unknown>;

/** zod states every `.int()` as ±(2^53 − 1); said once in the description instead, the examples read better. */
function dropSafeIntegerBounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropSafeIntegerBounds);
  if (typeof node !== 'object' || node === null) return;
  const n = node as Json;
  if (n.type === 'integer') {
    if (n.minimum === Number.MIN_SAFE_INTEGER) delete n.minimum;
    if (n.maximum === Number.MAX_SAFE_INTEGER) delete n.maximum;
  }
  Object.values(n).forEach(dropSafeIntegerBounds);
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  delete out.$schema;
  dropSafeIntegerBounds(out);
  return out;
}

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });

const ERROR_RESPONSES: Record<string, { status: number; description: string }> = {
  Validation: { status: 400, description: "Validation failed: `Error[].Field` names each failing request field (dotted path, e.g. `GiftInfo.Quantity`), or carries a domain code of the catalogue (e.g. '400055', 'C001', 'B010')." },
  Unauthorized: { status: 401, description: 'Not authenticated: missing or invalid credential for this call (see its security).' },
  Forbidden: { status: 403, description: 'Authenticated but not allowed (e.g. a staff role without the permission, a missing CSRF token, another site).' },
  NotFound: { status: 404, description: 'The named row (match, market, customer, …) does not exist.' },
  Conflict: { status: 409, description: 'Conflict: an Idempotency-Key still running or reused with another body; for staff calls a duplicate or an illegal state change.' },
  PayloadTooLarge: { status: 413, description: 'Body above 64 KiB (`Field: "body"`).' },
  TokenExpired: { status: 422, description: 'The Token has expired (entertainment calls may also answer HTTP 200 with body `Code` 422).' },
  TooManyRequests: { status: 429, description: 'Over a rate limit (per member by class, per address, per login or operator calls); `Retry-After` gives the seconds left.' },
  NotImplemented: { status: 501, description: 'Declared in the contract but not implemented by this server yet.' },
  Maintenance: { status: 503, description: 'Maintenance mode: every API call answers 503.' },
  Timeout: { status: 504, description: 'The handler ran past its time budget (30 s).' },
};

/** The error responses a call can give, by what it is. */
function errorsOf(call: DocCall): string[] {
  const out = ['Validation'];
  if (call.auth.kind !== 'none' && !(call.auth.kind === 'token' && call.auth.mode === 'optional') && !(call.auth.kind === 'staff' && call.auth.access === 'public')) out.push('Unauthorized');
  if (call.auth.kind === 'staff' || call.auth.kind === 'token') out.push('Forbidden');
  out.push('NotFound');
  if (call.paid || call.auth.kind === 'staff') out.push('Conflict');
  if (call.method === 'POST') out.push('PayloadTooLarge');
  if (call.auth.kind === 'token') out.push('TokenExpired');
  out.push('TooManyRequests', 'NotImplemented', 'Maintenance', 'Timeout');
  return out;
}

function securityOf(call: DocCall): Json[] {
  switch (call.auth.kind) {
    case 'none': return [];
    case 'operator': return [{ OperatorKey: [] }];
    case 'token': return call.auth.mode === 'optional' ? [{}, { Token: [] }] : [{ Token: [] }];
    case 'staff':
      if (call.auth.access === 'public') return [];
      return [call.method === 'POST' ? { StaffSession: [], StaffCsrf: [] } : { StaffSession: [] }];
  }
}

function tagOf(call: DocCall): string {
  if (call.auth.kind === 'operator') return `Operator · ${call.feature}`;
  if (call.auth.kind === 'staff') return `Back office · ${call.feature}`;
  return `Viewer · ${call.feature}`;
}

function headerParameters(call: DocCall): Json[] {
  const out: Json[] = [];
  if (call.auth.kind === 'token') {
    out.push({ name: 'MatchId', in: 'header', required: false, schema: { type: 'integer' }, description: 'The match (or programme) the widget shows; absent, empty, "null" or "undefined" mean none.' });
  }
  for (const h of call.extraHeaders) {
    const required = h === 'Idempotency-Key' && call.paid;
    out.push({
      name: h, in: 'header', required, schema: { type: 'string', ...(h === 'Idempotency-Key' ? { maxLength: 200 } : {}) },
      ...(h === 'Idempotency-Key' ? { description: 'One key per intended payment: a replay answers the first result and never moves money twice.' } : {}),
    });
  }
  return out;
}

function queryParameters(call: DocCall): Json[] {
  const schema = jsonSchema(call.request, 'input');
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

function operationOf(call: DocCall): Json {
  const extras: Json = {};
  if (call.auth.kind === 'staff') extras['x-staff-access'] = call.auth.access;
  if (call.paid) extras['x-paid'] = true;
  const responses: Json = {
    200: call.csv
      ? { description: 'The export as CSV (attachment).', content: { 'text/csv': { schema: { type: 'string' } } } }
      : call.download ? { description: `The file ${call.download.filename} (attachment).`, content: { [call.download.contentType]: { schema: { type: 'string', format: 'binary' } } } }
      : call.xlsx ? { description: 'The export as an .xlsx workbook (attachment).', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Success: `Code` 200, the call\'s `Result`, `Error` null.', content: { 'application/json': { schema: { type: 'object', required: ['Code', 'Result', 'Error'], properties: { Code: { const: 200 }, Result: jsonSchema(call.result, 'output'), Error: { type: 'null' } } } } } },
  };
  for (const name of errorsOf(call)) responses[ERROR_RESPONSES[name]!.status] = ref('responses', name);
  const parameters = [...headerParameters(call), ...(call.method === 'GET' ? queryParameters(call) : [])];
  const summary = call.summary.split(/(?<=\.)\s/)[0] || call.name;
  return {
    operationId: call.name,
    summary,
    ...(summary !== call.summary ? { description: call.summary } : {}),
    tags: [tagOf(call)],
    security: securityOf(call),
    ...(parameters.length ? { parameters } : {}),
    ...(call.fileBody ? { requestBody: { required: true, description: `The file itself, at most ${call.fileBody.maxBytes} bytes.`, content: { [call.fileBody.contentType]: { schema: { type: 'string', format: 'binary' } } } } }
      : call.method === 'POST' ? { requestBody: { required: false, content: { 'application/json': { schema: jsonSchema(call.request, 'input') } } } } : {}),
    responses,
    ...extras,
  };
}

function hubsExtension(messages: readonly DocHubMessage[]): Json {
  const hubs: Record<string, { methods: Json; events: Json }> = {};
  for (const m of messages) {
    for (const hub of m.hubs.length ? m.hubs : ['(unassigned)']) {
      const entry = (hubs[hub] ??= { methods: {}, events: {} });
      const doc: Json = { summary: m.summary, arguments: jsonSchema(m.args, m.kind === 'method' ? 'input' : 'output') };
      if (m.kind === 'method') {
        doc.result = m.result ? jsonSchema(m.result, 'output') : {};
        entry.methods[m.name] = doc;
      } else {
        entry.events[m.name] = doc;
      }
    }
  }
  return hubs;
}

function catalogueMarkdown(catalogue: ErrorCatalogue): string {
  return Object.entries(catalogue).map(([table, codes]) =>
    `**${table}**: ${Object.entries(codes).map(([k, v]) => `\`${String(v)}\` ${k}`).join(' · ')}`).join('\n\n');
}

function hubsMarkdown(messages: readonly DocHubMessage[]): string {
  const paths = [...new Set(messages.flatMap((m) => m.hubs))].sort();
  return paths.map((p) => {
    const of = (kind: 'method' | 'event') => messages.filter((m) => m.kind === kind && m.hubs.includes(p)).map((m) => `\`${m.name}\``).join(', ') || '—';
    return `- \`${p}\` — methods: ${of('method')}; events: ${of('event')}`;
  }).join('\n');
}

function description(input: ReferenceInput): string {
  const { names, catalogue, contract } = input;
  return [
    'The Sideline HTTP API and live hubs, generated from the contract (`@sideline/protocol`).',
    '',
    '### Envelope',
    'Every JSON answer is `{ "Code": number, "Result": … | null, "Error": [{ "Field": string | null, "Message": string }] | null }`; '
      + '`Code` mirrors the HTTP status. `Field` names the failing request field, or carries a domain code. '
      + 'Integers are safe integers (|n| ≤ 2^53 − 1) unless a schema says otherwise.',
    '',
    '### Authentication',
    `- **Token** header: viewer calls (a member's or an anonymous visitor's token from the licensee login); most also read the \`MatchId\` header.`,
    `- **${names.operatorHeader}** header: the operator calls for scripts (\`/Operator/*\`, \`/Analytics/DailyReport\`); counted per address before the key is checked.`,
    ...(names.staffCookie && names.staffCsrfHeader
      ? [`- **Staff session**: back-office calls; the \`${names.staffCookie}\` cookie (HttpOnly, SameSite=Strict) from the staff login, and on every POST the \`${names.staffCsrfHeader}\` header.`]
      : []),
    '',
    '### Error catalogue',
    catalogueMarkdown(catalogue),
    '',
    '### Live hubs (SignalR JSON protocol)',
    'Methods and events with their argument tuples are under `x-signalr-hubs` in /openapi.json.',
    '',
    hubsMarkdown(contract.hubs),
  ].join('\n');
}

/** The OpenAPI 3.1 document of `input.contract`. */
export function buildOpenApi(input: ReferenceInput): Json {
  const paths: Record<string, Json> = {};
  for (const call of input.contract.calls) {
    (paths[call.path] ??= {})[call.method.toLowerCase()] = operationOf(call);
  }
  const errorEnvelope = ref('schemas', 'ErrorEnvelope');
  const responses = Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([name, r]) => [name, {
    description: r.description,
    ...(r.status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 }, description: 'Seconds until the window ends.' } } } : {}),
    content: { 'application/json': { schema: errorEnvelope, example: { Code: r.status, Result: null, Error: [{ Field: r.status === 400 ? 'MatchId' : null, Message: r.description.split(':')[0] }] } } },
  }]));
  const tags = [...new Set(input.contract.calls.map(tagOf))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Sideline API', version: input.version, description: description(input) },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        Token: { type: 'apiKey', in: 'header', name: 'Token', description: 'Viewer token (licensee login or anonymous visitor).' },
        OperatorKey: { type: 'apiKey', in: 'header', name: input.names.operatorHeader, description: 'The operator key (OPERATOR_KEY) for scripts.' },
        ...(input.names.staffCookie ? { StaffSession: { type: 'apiKey', in: 'cookie', name: input.names.staffCookie, description: 'Staff session cookie set by the staff login.' } } : {}),
        ...(input.names.staffCsrfHeader ? { StaffCsrf: { type: 'apiKey', in: 'header', name: input.names.staffCsrfHeader, description: 'CSRF token of the staff session, on every state-changing call.' } } : {}),
      },
      schemas: {
        ApiErrorItem: { type: 'object', required: ['Field', 'Message'], properties: { Field: { type: ['string', 'null'] }, Message: { type: 'string' } } },
        ErrorEnvelope: {
          type: 'object', required: ['Code', 'Result', 'Error'],
          properties: { Code: { type: 'integer' }, Result: {}, Error: { type: 'array', minItems: 1, items: ref('schemas', 'ApiErrorItem') } },
        },
      },
      responses,
    },
    'x-error-catalogue': input.catalogue,
    'x-signalr-hubs': hubsExtension(input.contract.hubs),
  };
}
