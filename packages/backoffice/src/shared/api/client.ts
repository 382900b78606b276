import type { z } from 'zod';
import type { StaffCallDef } from '@sideline/protocol';
import { STAFF_CSRF_HEADER } from '@sideline/protocol';
import { csrf } from './csrf';

/** A failed back-office call: HTTP status, the contract's error code (Error[0].Field) and its text. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    /** The staff error code (StaffErrorCode), a field name for validation errors, or 'network'. */
    readonly code: string,
    message: string,
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

export type StaffRequest<C> = C extends StaffCallDef<string, infer Req, z.ZodType> ? z.input<Req> : never;
export type StaffResult<C> = C extends StaffCallDef<string, z.ZodType, infer Res> ? z.output<Res> : never;

function query(request: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(request)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** URL of a GET call with its query (the CSV export is a plain link to this). */
export function callUrl<C extends StaffCallDef>(call: C, request: StaffRequest<C>): string {
  return call.path + query((request ?? {}) as Record<string, unknown>);
}

/**
 * Calls a back-office call: the session cookie travels by itself (same origin), every POST
 * carries the CSRF token held in memory, and the `{ Code, Result, Error }` envelope is opened.
 * Anything but Code 200 throws a StaffApiError.
 */
export async function staffCall<C extends StaffCallDef>(call: C, request: StaffRequest<C>, signal?: AbortSignal): Promise<StaffResult<C>> {
  return send(call, request, null, signal);
}

/** An upload call (`call.fileBody`): the file is the body, sent as is with the call's media type. */
export async function staffFileCall<C extends StaffCallDef>(call: C, file: Blob, signal?: AbortSignal): Promise<StaffResult<C>> {
  return send(call, {} as StaffRequest<C>, file, signal);
}

async function send<C extends StaffCallDef>(call: C, request: StaffRequest<C>, file: Blob | null, signal?: AbortSignal): Promise<StaffResult<C>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: call.method, headers, credentials: 'same-origin', signal };
  let url = call.path;
  if (call.method === 'GET') url = callUrl(call, request);
  else {
    headers['Content-Type'] = file && call.fileBody ? call.fileBody.contentType : 'application/json';
    const token = csrf.get();
    if (token) headers[STAFF_CSRF_HEADER] = token;
    init.body = file ?? JSON.stringify(request ?? {});
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new StaffApiError(0, 'network', (e as Error)?.message ?? 'network error');
  }
  const body = (await response.json().catch(() => null)) as { Code?: number; Result?: unknown; Error?: Array<{ Field: string | null; Message: string }> | null } | null;
  if (response.ok && body && body.Code === 200) return body.Result as StaffResult<C>;
  const first = body?.Error?.[0];
  const retry = Number(response.headers.get('retry-after'));
  throw new StaffApiError(
    body?.Code ?? response.status,
    first?.Field ?? String(body?.Code ?? response.status),
    first?.Message ?? response.statusText,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}
