import { canonicalJson, ErrorRoute, HTTP_TIMEOUT_MS, maintenanceRoute, toQueryString, transportReaction } from '@sideline/protocol';
import type { ApiErrorItem, CallDef, EarlyAnswer, Envelope, RequestOf, ResultOf } from '@sideline/protocol';
import type { NavigateFn } from '../navigation/navigator';
import type { SessionStore } from '../session/session';
import { ApiError } from './errors';
import { newPaidAction } from './idempotency';
import type { PaidAction } from './idempotency';

export type LogFn = (level: 'info' | 'warn' | 'error', message: string, details?: unknown) => void;

/** What the client needs from the outside world; each piece is swapped in tests. */
export interface ApiClientDeps {
  /** Resolved at call time so a test may stub the global fetch. */
  fetch?: () => typeof fetch;
  session: SessionStore;
  navigate: NavigateFn;
  /** The page's path now (default: none known); a 401 does not take a page already at /NotFoundPage to /login. */
  currentPath?: () => string;
  log: LogFn;
  /** Prefix of every path ('' = same origin). */
  baseUrl?: string;
  timeoutMs?: number;
  /** Told of every call answered with an envelope (its body Code); first-party analytics counts key actions from it. */
  onAnswer?: (call: CallDef, request: unknown, code: number) => void;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Paid calls: the user action whose Idempotency-Key is sent; reuse it on retry. A fresh one is made when absent. */
  action?: PaidAction;
  /** Values of the call's extra headers (IsSchedule, Widget, ProgramType …). */
  headers?: Record<string, string>;
  /** Overrides of the session's token and match id for this call. */
  token?: string | null;
  matchId?: number | null;
}

/** The envelope of a call, its Result parsed when Code is 200 (otherwise left as sent). */
export type CallEnvelope<C extends CallDef> =
  | { Code: 200; Result: ResultOf<C>; Error: null | ApiErrorItem[] }
  | { Code: number; Result: unknown; Error: ApiErrorItem[] | null };

export interface ApiClient {
  /**
   * Calls a contract call and returns its parsed `Result`. Throws `ApiError` for anything but
   * HTTP 200 with an envelope of Code 200 (after applying the transport rules of spec section 8).
   */
  callApi<C extends CallDef>(call: C, request: RequestOf<C>, options?: CallOptions): Promise<ResultOf<C>>;
  /**
   * Like `callApi` but a 200 answer with a non-200 body Code is returned, not thrown (PlaceBet,
   * GetSingleTicket, SendGift read `Result`/`Error` of failed answers).
   */
  callEnvelope<C extends CallDef>(call: C, request: RequestOf<C>, options?: CallOptions): Promise<CallEnvelope<C>>;
  /**
   * A direct (sports host) API request: no auth headers, no status rules; whatever the
   * server answers passes through untouched. Network errors are rethrown as they are.
   */
  callDirect(url: string, init?: RequestInit & { timeoutMs?: number }): Promise<{ status: number; body: unknown }>;
  /**
   * Sends a call's request now, before the page that needs it has rendered (start-up: the
   * token check beside the locale download). The first `callApi`/`callEnvelope` of the same
   * request with the same headers takes the answer instead of sending again, and applies the
   * usual rules to it (status, envelope, contract) then; an answer nobody takes within
   * `PRIMED_ANSWER_MS` is dropped unread. Calls that move money are never sent early.
   */
  prime<C extends CallDef>(call: C, request: RequestOf<C>, options?: Pick<CallOptions, 'token' | 'matchId' | 'headers'>): void;
  /**
   * Holds an answer the server already gave (an early answer of the page's HTML, `EarlyAnswer`)
   * as if `prime` had sent its request: the page's first identical call (same call, request and
   * auth headers) takes it and applies the usual rules; a paid call never takes one. False when
   * an answer for that request is already waiting.
   */
  seed(answer: EarlyAnswer): boolean;
  /**
   * Whether the early answer (`prime`) of this request is a success (HTTP 200, envelope Code
   * 200), once it is in, without taking it: on anything else the page's own call still takes it
   * and applies the rules, as if nothing had looked. Null when no early answer is waiting.
   */
  primedOk<C extends CallDef>(call: C, request: RequestOf<C>, options?: Pick<CallOptions, 'token' | 'matchId' | 'headers'>): Promise<boolean> | null;
}

/**
 * What identifies a request for an early answer: the call, the request by value (keys in sorted
 * order: the server's early answers were built by other code than the page's) and the auth and
 * extra headers it goes with. A paid call has none (its answers are never shared).
 */
function answerKey(call: string, request: unknown, token: string | null, matchId: string | null, headers: Record<string, string> | null): string {
  return JSON.stringify([call, canonicalJson(request ?? {}), token, matchId, headers]);
}

/** How long an early answer waits for the page to ask for it. */
export const PRIMED_ANSWER_MS = 15_000;

/**
 * The 503 rule (the contract's `maintenanceRoute`): login, logout and artemis-prefixed paths go
 * to /maintenance; anything else to /LicenseeMaintenance carrying the current data parameter.
 */
export function maintenanceTarget(path: string, rawData: string | null): string {
  const route = maintenanceRoute(path);
  if (route !== ErrorRoute.LicenseeMaintenance || !rawData) return route;
  return `${route}?data=${encodeURIComponent(rawData)}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function envelopeErrors(body: unknown): ApiErrorItem[] | null {
  if (!isRecord(body) || !Array.isArray(body.Error)) return null;
  return body.Error.filter(isRecord).map((e) => ({
    Field: typeof e.Field === 'string' ? e.Field : null,
    Message: typeof e.Message === 'string' ? e.Message : '',
  }));
}

/** Fetch with the 30 s timeout and the caller's signal combined. */
async function timedFetch(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  callName: string,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    return await doFetch(url, { ...init, signal: controller.signal });
  } catch (e) {
    if (timedOut) throw new ApiError('timeout', callName, `no answer within ${timeoutMs} ms`, { cause: e });
    if (signal?.aborted) throw new ApiError('aborted', callName, 'aborted by the caller', { cause: e });
    throw new ApiError('network', callName, (e as Error)?.message ?? 'network error', { cause: e });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Builds an HTTP client over the contract. The app uses the default one in `./index`. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const getFetch = deps.fetch ?? (() => globalThis.fetch.bind(globalThis));
  const baseUrl = deps.baseUrl ?? '';
  const timeoutMs = deps.timeoutMs ?? HTTP_TIMEOUT_MS;

  type Sent = { response: Response; body: unknown; bodyIsJson: boolean };
  /** Early answers by request (method, URL, body and auth headers), each taken once. */
  const primed = new Map<string, Promise<Sent>>();

  function prepare<C extends CallDef>(call: C, request: RequestOf<C>, options: CallOptions) {
    const checked = call.request.safeParse(request);
    if (!checked.success) {
      throw new ApiError('invalid-request', call.name, checked.error.message, { cause: checked.error });
    }
    const session = deps.session.getState();
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (call.headers.auth !== 'none') {
      const token = options.token !== undefined ? options.token : session.token;
      const matchId = options.matchId !== undefined ? options.matchId : session.matchId;
      if (token) headers.Token = token;
      if (matchId !== null && matchId !== undefined) headers.MatchId = String(matchId);
    }
    if (call.paid) headers['Idempotency-Key'] = (options.action ?? newPaidAction()).key;

    let url = baseUrl + call.path;
    const init: RequestInit = { method: call.method, headers };
    if (call.method === 'GET') url += toQueryString(request);
    else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request ?? {});
    }

    const key = call.paid ? null : answerKey(call.name, request, headers.Token ?? null, headers.MatchId ?? null, options.headers ?? null);
    return { url, init, key };
  }

  async function fetchAnswer(call: CallDef, url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Sent> {
    const response = await timedFetch(getFetch(), url, init, timeoutMs, signal, call.name);
    const text = await response.text().catch(() => '');
    let body: unknown = undefined;
    let bodyIsJson = false;
    if (text) {
      try {
        body = JSON.parse(text);
        bodyIsJson = true;
      } catch {
        body = text;
      }
    }
    return { response, body, bodyIsJson };
  }

  async function send<C extends CallDef>(call: C, request: RequestOf<C>, options: CallOptions = {}) {
    const { url, init, key } = prepare(call, request, options);
    const rawData = deps.session.getState().rawData;
    const early = key === null ? undefined : primed.get(key);
    if (early && key !== null) primed.delete(key);
    return { ...(await (early ?? fetchAnswer(call, url, init, options.signal))), rawData };
  }

  /** Holds an early answer for the first identical call, for PRIMED_ANSWER_MS at most. */
  function hold(key: string, sent: Promise<Sent>): void {
    primed.set(key, sent);
    setTimeout(() => {
      if (primed.get(key) === sent) primed.delete(key);
    }, PRIMED_ANSWER_MS);
  }

  function prime<C extends CallDef>(call: C, request: RequestOf<C>, options: CallOptions = {}): void {
    if (call.paid) return;
    let prepared: ReturnType<typeof prepare>;
    try {
      prepared = prepare(call, request, options);
    } catch {
      return; // an invalid request is refused when the page sends it
    }
    const { url, init, key } = prepared;
    if (key === null || primed.has(key)) return;
    const answer = fetchAnswer(call, url, init, undefined);
    answer.catch(() => undefined); // read (and rethrown) by whoever takes it
    hold(key, answer);
  }

  function seed(answer: EarlyAnswer): boolean {
    // The headers as `prepare` writes them; a call that sends none was answered with none.
    const key = answerKey(answer.call, answer.request, answer.token, answer.matchId === null ? null : String(answer.matchId), null);
    if (primed.has(key)) return false;
    hold(key, Promise.resolve({ response: new Response(null, { status: answer.status }), body: answer.body, bodyIsJson: answer.body !== undefined }));
    return true;
  }

  function primedOk<C extends CallDef>(call: C, request: RequestOf<C>, options: CallOptions = {}): Promise<boolean> | null {
    let early: Promise<Sent> | undefined;
    try {
      early = primed.get(prepare(call, request, options).key ?? '');
    } catch {
      // an invalid request was never sent early
    }
    return early?.then((s) => s.response.status === 200 && isRecord(s.body) && s.body.Code === 200, () => false) ?? null;
  }

  /** Applies the contract's transport rules (`transportReaction`) to a non-200 answer, then throws. */
  function applyStatusRules(call: CallDef, status: number, body: unknown, rawData: string | null): never {
    const details = { status, errors: envelopeErrors(body), result: isRecord(body) ? body.Result : undefined };
    const reaction = transportReaction({ status, path: call.path, hasBody: body !== undefined });
    switch (reaction.kind) {
      case 'redirect':
        // A refused token went to /NotFoundPage (VerifyLicenseeToken's BadRequest); a call the page
        // had already sent with it answers 401 later and must not move the viewer on to /login.
        if (reaction.route === ErrorRoute.Login && deps.currentPath?.() === ErrorRoute.NotFound) {
          deps.log('info', `${call.name}: HTTP 401 on ${ErrorRoute.NotFound}, stays`, body);
          break;
        }
        deps.navigate(reaction.route === ErrorRoute.LicenseeMaintenance ? maintenanceTarget(call.path, rawData) : reaction.route);
        break;
      case 'token-expired':
        deps.session.getState().setTokenExpired(true);
        break;
      case 'log':
        deps.log(status === 404 ? 'warn' : 'info', `${call.name}: HTTP ${status} (${call.path}), logged only`, body);
        break;
      default:
        break;
    }
    throw new ApiError('http', call.name, `HTTP ${status}`, details);
  }

  async function callEnvelope<C extends CallDef>(call: C, request: RequestOf<C>, options?: CallOptions): Promise<CallEnvelope<C>> {
    const { response, body, bodyIsJson, rawData } = await send(call, request, options);
    if (response.status !== 200) applyStatusRules(call, response.status, body, rawData);
    if (body === undefined) throw new ApiError('empty', call.name, 'status 200 without a body', { status: 200 });
    if (!bodyIsJson || !isRecord(body) || typeof body.Code !== 'number') {
      throw new ApiError('parse', call.name, 'the body is not a { Code, Result, Error } envelope', { status: 200, result: body });
    }
    const errors = envelopeErrors(body);
    try {
      deps.onAnswer?.(call, request, body.Code);
    } catch {
      // an observer never breaks a call
    }
    if (body.Code !== 200) {
      const reaction = transportReaction({
        status: 200, path: call.path, hasBody: true, bodyCode: body.Code, entertainment: call.entertainment,
      });
      if (reaction.kind === 'token-expired') deps.session.getState().setTokenExpired(true);
      return { Code: body.Code, Result: body.Result ?? null, Error: errors };
    }
    const parsed = call.result.safeParse(body.Result);
    if (!parsed.success) {
      throw new ApiError('parse', call.name, `Result does not match the contract: ${parsed.error.message}`, {
        status: 200, code: 200, result: body.Result, cause: parsed.error,
      });
    }
    return { Code: 200, Result: parsed.data as ResultOf<C>, Error: errors };
  }

  return {
    callEnvelope,
    prime,
    seed,
    primedOk,
    async callApi(call, request, options) {
      const env = await callEnvelope(call, request, options);
      if (env.Code !== 200) {
        throw new ApiError('envelope', call.name, `Code ${env.Code}${env.Error?.[0] ? `: ${env.Error[0].Message}` : ''}`, {
          status: 200, code: env.Code, errors: env.Error, result: env.Result,
        });
      }
      return (env as Envelope<ResultOf<typeof call>>).Result as ResultOf<typeof call>;
    },
    async callDirect(url, init = {}) {
      const { timeoutMs: own, ...rest } = init;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), own ?? timeoutMs);
      try {
        const response = await getFetch()(url, { ...rest, signal: controller.signal });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: passed through as text
        }
        return { status: response.status, body };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
