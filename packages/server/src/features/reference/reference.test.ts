import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as protocol from '@sideline/protocol';
import { allCalls, hubEvents, hubMethods, OPERATOR_KEY_HEADER } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { contractOf } from './contract';
import { buildOpenApi } from './openapi';
import { REFERENCE_CSP } from './page';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- walking a JSON document

let t: TestApp;
let doc: Json;
beforeAll(async () => {
  t = await makeTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t.close());

const exported = protocol as unknown as Record<string, unknown>;
const looksLikeCall = (v: unknown): v is { name: string; method: string; path: string } =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'request' in v && 'result' in v;

/** Every call the protocol declares: the registries (allCalls, and any other exported list such as the back office's) and single exports. */
function declaredCalls(): Array<{ name: string; method: string; path: string; fileBody?: { contentType: string } }> {
  const out = new Map<string, { name: string; method: string; path: string }>();
  for (const value of Object.values(exported)) {
    for (const v of Array.isArray(value) ? value : [value]) if (looksLikeCall(v)) out.set(`${v.method} ${v.path}`, v);
  }
  return [...out.values()];
}

/** Resolves a local `#/components/...` reference. */
const resolve = (node: Json): Json => (typeof node.$ref === 'string' ? node.$ref.slice(2).split('/').reduce((n: Json, k: string) => n[k], doc) : node);

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document, cached by ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toMatch(/^[0-9a-f]{12}$/);
    const again = await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('has every declared call, with its method, id, request and result', () => {
    const calls = declaredCalls();
    expect(calls.length).toBeGreaterThanOrEqual(allCalls.length);
    for (const c of allCalls) expect(calls).toContainEqual(expect.objectContaining({ name: c.name, path: c.path }));
    for (const call of calls) {
      const op = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(op, `${call.method} ${call.path}`).toBeDefined();
      expect(op.operationId).toBe(call.name);
      expect(op.responses['200'], call.name).toBeDefined();
      if (call.method === 'POST') expect(op.requestBody.content[call.fileBody?.contentType ?? 'application/json'].schema, call.name).toBeTypeOf('object');
    }
    const operations = Object.values(doc.paths as Json).flatMap((p) => Object.keys(p));
    expect(operations.length).toBe(calls.length);
  });

  it('has every call this server registered (implemented or answering 501)', () => {
    const ids = new Set(Object.values(doc.paths as Json).flatMap((p) => Object.values(p as Json).map((op) => (op as Json).operationId)));
    const registered = [...t.app.sideline.calls.keys()];
    expect(registered.length).toBeGreaterThanOrEqual(allCalls.length);
    expect(registered.filter((name) => !ids.has(name))).toEqual([]);
  });

  it('documents each call with its auth: Token, Operator-Key or none, and the errors it can answer in the envelope', () => {
    expect(doc.components.securitySchemes.OperatorKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: OPERATOR_KEY_HEADER }));
    expect(doc.components.securitySchemes.Token).toEqual(expect.objectContaining({ in: 'header', name: 'Token' }));
    for (const call of allCalls) {
      const op = doc.paths[call.path][call.method.toLowerCase()];
      const schemes = (op.security as Json[]).flatMap((s) => Object.keys(s));
      if (call.headers.auth === 'operator') expect(schemes, call.name).toEqual(['OperatorKey']);
      else if (call.headers.auth === 'none') expect(schemes, call.name).toEqual([]);
      else expect(schemes, call.name).toEqual(['Token']);
      if (call.headers.auth !== 'none' && call.headers.auth !== 'optional') expect(op.responses['401'], call.name).toBeDefined();
      for (const status of ['400', '429', '503']) {
        const schema = resolve(resolve(op.responses[status]).content['application/json'].schema);
        expect(schema.required, `${call.name} ${status}`).toEqual(['Code', 'Result', 'Error']);
      }
      if (call.paid) expect(op.parameters.find((p: Json) => p.name === 'Idempotency-Key')?.required, call.name).toBe(true);
    }
    expect(doc['x-error-catalogue']['HTTP statuses (Code)']).toEqual(protocol.ServerErrorCode);
    expect(doc['x-error-catalogue']['Domain codes (Error[].Field)']).toEqual(protocol.DomainErrorCode);
  });

  it('describes the request and result with the contract\'s own JSON Schema (z.toJSONSchema), GET fields as query parameters', () => {
    const mute = doc.paths['/Operator/MuteCustomer'].post;
    expect(mute.requestBody.content['application/json'].schema).toEqual(expect.objectContaining({ type: 'object', required: ['CustomerId', 'IsMuted'] }));
    expect(mute.responses['200'].content['application/json'].schema.properties.Result).toEqual({
      type: 'object', properties: { CustomerId: { type: 'integer' }, IsMuted: { type: 'boolean' } }, required: ['CustomerId', 'IsMuted'], additionalProperties: false,
    });
    expect(mute.requestBody.content['application/json'].schema.properties.CustomerId).toEqual({ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 });
    const markets = doc.paths['/Operator/Markets'].get;
    expect(markets.parameters).toContainEqual(expect.objectContaining({ name: 'MatchId', in: 'query', required: true }));
  });

  it('lists every hub method and event under x-signalr-hubs, on each of its hubs', () => {
    const hubs = doc['x-signalr-hubs'] as Record<string, { methods: Json; events: Json }>;
    for (const m of Object.values(hubMethods)) for (const h of m.hubs) expect(hubs[h]?.methods[m.name], `${h} ${m.name}`).toBeDefined();
    for (const e of Object.values(hubEvents)) for (const h of e.hubs) expect(hubs[h]?.events[e.name], `${h} ${e.name}`).toBeDefined();
    expect(hubs['/chatroomhub']!.events.MessagePush.arguments.type).toBe('array');
  });

  it('leaves no local reference dangling', () => {
    const refs: string[] = [];
    const walk = (n: unknown) => {
      if (Array.isArray(n)) n.forEach(walk);
      else if (typeof n === 'object' && n !== null) {
        for (const [k, v] of Object.entries(n)) {
          if (k === '$ref' && typeof v === 'string') refs.push(v);
          else walk(v);
        }
      }
    };
    walk(doc);
    for (const r of refs.filter((x) => x.startsWith('#/components/'))) expect(resolve({ $ref: r }), r).toBeDefined();
  });
});

describe('the contract walk', () => {
  it('finds staff calls and a staff hub declared the back office\'s way, with the cookie + CSRF security', () => {
    const Body = z.object({ Reason: z.string().min(1) });
    const staffCall = (name: string, method: 'GET' | 'POST', access: string) => ({ name, method, path: `/backoffice/api/${name}`, access, request: Body, result: z.object({ Ok: z.boolean() }), feature: 'staff', audited: true, summary: `${name}.` });
    const fake = {
      ...exported,
      backofficeCalls: [staffCall('StaffMute', 'POST', 'chat.moderate'), staffCall('StaffRooms', 'GET', 'read'), staffCall('StaffLogin', 'POST', 'public')],
      STAFF_HUB_PATH: '/backofficehub',
      staffHubMethods: { WatchDesk: { name: 'WatchDesk', args: z.tuple([]), result: z.object({ Rooms: z.array(z.string()) }), summary: 'Join the desk.' } },
      staffHubEvents: { DeskLine: { name: 'DeskLine', args: z.tuple([z.object({ Text: z.string() })]), summary: 'A line.' } },
    };
    const contract = contractOf(fake);
    const built = buildOpenApi({ contract, names: { operatorHeader: OPERATOR_KEY_HEADER, staffCookie: 'sideline_staff', staffCsrfHeader: 'X-CSRF-Token' }, catalogue: {}, version: 'x' }) as Json;
    expect(built.paths['/backoffice/api/StaffMute'].post.security).toEqual([{ StaffSession: [], StaffCsrf: [] }]);
    expect(built.paths['/backoffice/api/StaffMute'].post['x-staff-access']).toBe('chat.moderate');
    expect(built.paths['/backoffice/api/StaffRooms'].get.security).toEqual([{ StaffSession: [] }]);
    expect(built.paths['/backoffice/api/StaffLogin'].post.security).toEqual([]);
    expect(built.paths['/backoffice/api/StaffMute'].post.responses['403']).toBeDefined();
    expect(built.components.securitySchemes.StaffSession).toEqual(expect.objectContaining({ in: 'cookie', name: 'sideline_staff' }));
    expect(built['x-signalr-hubs']['/backofficehub'].methods.WatchDesk).toBeDefined();
    expect(built['x-signalr-hubs']['/backofficehub'].events.DeskLine).toBeDefined();
    expect(Object.keys(built.paths).length).toBe(Object.keys(doc.paths).length + 3);
  });

  it('refuses a call whose auth it does not know, instead of documenting it wrongly', () => {
    const odd = { name: 'Odd', method: 'GET', path: '/Odd', headers: { auth: 'magic' }, request: z.object({}), result: z.object({}), summary: '' };
    expect(() => contractOf({ odd })).toThrow(/unknown auth/);
  });
});

describe('GET /reference', () => {
  it('is a page of its own with its own CSP, loading only this server\'s files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reference' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(REFERENCE_CSP);
    expect(REFERENCE_CSP).toContain("script-src 'self'");
    expect(REFERENCE_CSP).not.toMatch(/unsafe-eval|https?:/);
    const urls = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url, url).toMatch(/^(\/(reference\/assets\/|openapi\.json)|data:,$)/);
    expect(res.body).not.toMatch(/<script>|<style|\son\w+="/); // nothing inline
  });

  it('serves the renderer from node_modules (gzip when asked) and nothing else under its assets', async () => {
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'reference.js', 'reference.css']) {
      const res = await t.app.inject({ method: 'GET', url: `/reference/assets/${file}`, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toMatch(file.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
    }
    const bundle = await t.app.inject({ method: 'GET', url: '/reference/assets/swagger-ui-bundle.js', headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.headers['content-encoding']).toBe('gzip');
    for (const bad of ['package.json', '..%2Fpackage.json', 'index.html', '__proto__']) {
      expect((await t.app.inject({ method: 'GET', url: `/reference/assets/${bad}` })).statusCode, bad).toBe(404);
    }
  });
});
