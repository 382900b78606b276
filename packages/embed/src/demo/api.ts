/**
 * The demo page's HTTP client: same-origin relative paths taken from the contract
 * declarations, the `{ Code, Result, Error }` envelope, the 30 s timeout, and errors a person
 * can read ("server unreachable" is not "login refused").
 */
import { HTTP_TIMEOUT_MS, type CallDef, type Envelope, type RequestOf, type ResultOf } from '@sideline/protocol';

/** A failed call. `kind` tells the page which message and which recovery to offer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'timeout' | 'refused' | 'invalid',
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  token?: string;
  idempotencyKey?: string;
  fetchImpl?: typeof fetch;
}

/** Calls one declared endpoint and returns its validated `Result`. */
export async function callApi<C extends CallDef>(call: C, request: RequestOf<C>, options: CallOptions = {}): Promise<ResultOf<C>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Token = options.token;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let path = call.path;
  let body: string | undefined;
  if (call.method === 'GET') {
    const query = new URLSearchParams(Object.entries(request as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    if ([...query].length > 0) path += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request);
  }
  const raw = await requestJson(path, { method: call.method, headers, body }, options.fetchImpl ?? fetch);
  if (raw.Code !== 200) {
    throw new ApiError(raw.Error?.[0]?.Message ?? `The server answered code ${raw.Code}`, 'refused', raw.Code);
  }
  const parsed = call.result.safeParse(raw.Result);
  if (!parsed.success) throw new ApiError(`Unexpected answer from ${call.path}`, 'invalid', raw.Code);
  return parsed.data as ResultOf<C>;
}

/** Fetches a same-origin JSON envelope; maps network failures, timeouts and non-JSON to ApiError. */
export async function requestJson(path: string, init: RequestInit, fetchImpl: typeof fetch): Promise<Envelope<unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(path, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError('The server did not answer in time', 'timeout');
    }
    throw new ApiError('The server is unreachable', 'unreachable');
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(`The server answered ${response.status} without JSON`, response.status >= 500 ? 'unreachable' : 'invalid', response.status);
  }
  if (typeof json !== 'object' || json === null || typeof (json as { Code?: unknown }).Code !== 'number') {
    throw new ApiError(`The server answered ${response.status} with no envelope`, 'invalid', response.status);
  }
  return json as Envelope<unknown>;
}

/** A fresh Idempotency-Key per money-moving submit (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
