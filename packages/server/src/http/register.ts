import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok, OPERATOR_KEY_HEADER } from '@sideline/protocol';
import type { CallDef, ParsedRequestOf } from '@sideline/protocol';
import { ApiError, badRequest, tokenExpired, unauthorized } from './errors';
import { coerceQuery, issuesToItems } from './validate';
import { unstorableFields } from './storable';
import { IDEMPOTENCY_KEY_MAX } from './idempotency';
import type { Session } from './session';
import { enforceMemberLimit } from './limits';
import { requireOperator } from './operator-key';

/** What a handler returns: the call's `Result` (validated against the contract before sending). */
export type HandlerResult<C> = C extends CallDef<string, z.ZodType, infer Res> ? z.input<Res> : never;

/** Everything a call handler gets. */
export interface CallContext<C extends CallDef> {
  /** The validated query (GET) or body (POST), as the contract's schema outputs it. */
  input: ParsedRequestOf<C>;
  /** The caller's session; null for anonymous callers and auth 'none' calls. */
  session: Session | null;
  /** The session of a logged-in member, or a 401 when anonymous. */
  requireSession(): Session;
  /** `MatchId` header, null when absent. */
  matchId: number | null;
  /** `Idempotency-Key` header; always set on `paid` calls. */
  idempotencyKey: string | null;
  /** A request header by name (case-insensitive), e.g. 'IsSchedule', 'Widget', 'ProgramType'. */
  header(name: string): string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef> = (ctx: CallContext<C>) => Promise<HandlerResult<C>> | HandlerResult<C>;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** The `MatchId` header: absent/empty/'null'/'undefined' → null; an integer → it; else 400. */
function parseMatchId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const t = raw.trim();
  if (t === '' || t === 'null' || t === 'undefined') return null;
  if (!/^-?\d{1,15}$/.test(t)) throw badRequest('MatchId', 'MatchId header must be an integer');
  return Number(t);
}

/**
 * Resolve the Token header per `call.headers.auth`. Throws 401/422 per the spec's catalogue.
 * Operator calls have no session: the `Operator-Key` header must be the configured key (401).
 */
async function authenticate(app: FastifyInstance, call: CallDef, request: FastifyRequest): Promise<Session | null> {
  if (call.headers.auth === 'none') return null;
  if (call.headers.auth === 'operator') {
    requireOperator(headerValue(request, OPERATOR_KEY_HEADER), app.sideline.config.operatorKey);
    return null;
  }
  const token = headerValue(request, 'Token')?.trim();
  const needsToken = call.headers.auth === 'required' || call.headers.auth === 'token';
  if (!token) {
    if (needsToken) throw unauthorized();
    return null;
  }
  const session = token.length > 512 ? null : await app.sideline.resolveSession(token);
  if (!session) {
    if (needsToken) throw unauthorized('Token is not valid');
    return null;
  }
  if (session.tokenExpired) throw tokenExpired(call.entertainment === true);
  if (call.headers.auth === 'required' && !session.isUserLogin) throw unauthorized('This call needs a logged-in member');
  return session;
}

/** Validate the query or body against the contract schema → 400 naming the failing field. */
function parseInput<C extends CallDef>(call: C, request: FastifyRequest): ParsedRequestOf<C> {
  const raw = call.method === 'GET'
    ? coerceQuery(call.request, (request.query ?? {}) as Record<string, unknown>)
    : request.body === undefined ? {} : request.body; // no body is {}; a JSON null is not
  const parsed = call.request.safeParse(raw);
  if (!parsed.success) throw ApiError.validation(issuesToItems(parsed.error));
  const unstorable = unstorableFields(call.request, parsed.data);
  if (unstorable.length) throw ApiError.validation(unstorable);
  return parsed.data as ParsedRequestOf<C>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(504, null, `${name} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The shared front of every call: auth → MatchId → Idempotency-Key → validation. Decorates
 * the request and returns the handler context.
 */
async function prepare<C extends CallDef>(app: FastifyInstance, call: C, request: FastifyRequest, reply: FastifyReply): Promise<CallContext<C>> {
  const session = await authenticate(app, call, request);
  await enforceMemberLimit(app, call, session);
  const noTransportHeaders = call.headers.auth === 'none' || call.headers.auth === 'operator';
  const matchId = noTransportHeaders ? null : parseMatchId(headerValue(request, 'MatchId'));
  let idempotencyKey = headerValue(request, 'Idempotency-Key')?.trim() || null;
  if (call.paid) {
    if (!idempotencyKey) throw badRequest('Idempotency-Key', 'Idempotency-Key header is required on calls that move money');
    if (idempotencyKey.length > IDEMPOTENCY_KEY_MAX) throw badRequest('Idempotency-Key', `Idempotency-Key is longer than ${IDEMPOTENCY_KEY_MAX}`);
  } else {
    idempotencyKey = idempotencyKey && idempotencyKey.length <= IDEMPOTENCY_KEY_MAX ? idempotencyKey : null;
  }
  request.session = session;
  request.matchId = matchId;
  request.idempotencyKey = idempotencyKey;
  const input = parseInput(call, request);
  return {
    input,
    session,
    requireSession() {
      if (!session || !session.isUserLogin) throw unauthorized('This call needs a logged-in member');
      return session;
    },
    matchId,
    idempotencyKey,
    header: (name) => headerValue(request, name),
    request,
    reply,
  };
}

function addRoute(app: FastifyInstance, call: CallDef, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { api: true, callName: call.name },
    handler,
  });
}

/**
 * Register `call` from its contract declaration: method, path, header rules, validation,
 * the envelope. `handler` returns the `Result`; throw `ApiError` for a failure envelope.
 * The result is checked against `call.result` (a mismatch is a server bug → 500, logged).
 */
export function registerCall<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  const registry = app.sideline.calls;
  if (registry.get(call.name) === 'implemented') throw new Error(`call ${call.name} is registered twice`);
  registry.set(call.name, 'implemented');
  addRoute(app, call, async (request, reply) => {
    const ctx = await prepare(app, call, request, reply);
    const result = await withTimeout(Promise.resolve(handler(ctx)), app.sideline.handlerTimeoutMs, call.name);
    if (reply.sent) return reply;
    const checked = call.result.safeParse(result);
    if (!checked.success) {
      request.log.error({ call: call.name, issues: checked.error.issues }, 'result does not match the contract');
      throw new ApiError(500, null, `${call.name} produced a result that does not match the contract`);
    }
    return reply.code(200).send(ok(checked.data));
  });
}

/**
 * Give every declared call that has no handler yet a route answering HTTP 501 after the same
 * auth and validation, so clients see a clear "not implemented yet" instead of a 404.
 */
export function registerRemainingCalls(app: FastifyInstance, calls: readonly CallDef[], implementedNames: Iterable<string> = []): void {
  const implemented = new Set(implementedNames);
  const registry = app.sideline.calls;
  for (const call of calls) {
    if (implemented.has(call.name) || registry.has(call.name)) continue;
    registry.set(call.name, 'not-implemented');
    addRoute(app, call, async (request, reply) => {
      await prepare(app, call, request, reply);
      throw new ApiError(501, null, `${call.name} is not implemented yet (issue "${call.feature}")`);
    });
  }
}

/** Names of the calls that still answer 501, sorted. */
export function notImplementedCalls(app: FastifyInstance): string[] {
  return [...app.sideline.calls].filter(([, s]) => s === 'not-implemented').map(([n]) => n).sort();
}
