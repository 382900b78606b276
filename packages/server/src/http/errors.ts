import type { ApiErrorItem } from '@sideline/protocol';

/**
 * A domain or transport error a handler throws; the transport turns it into the envelope
 * `{ Code: code, Result: null, Error: [{ Field: field, Message: message }] }`.
 *
 * - `code` is the envelope Code (400, 401, 422, 404, 501, …).
 * - `field` names the failing request field (validation) or carries a domain code such as
 *   '400055', 'C001', 'B010' — the web client keys its messages on it. Null when neither.
 * - `httpStatus` defaults to `code` when `code` is an HTTP error status (400-599), else 200;
 *   pass 200 explicitly for a "soft" failure the client reads from the body.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly field: string | null;
  readonly httpStatus: number;
  /** Further error items (e.g. one per failing field). */
  readonly items: ApiErrorItem[];
  /** Optional `Result` to send with the error (some spec answers carry both). */
  readonly result: unknown;
  /** Response headers sent with the error (e.g. `Retry-After` on 429). */
  readonly headers: Record<string, string>;

  constructor(code: number, field: string | null, message: string, httpStatus?: number, extra?: { items?: ApiErrorItem[]; result?: unknown; headers?: Record<string, string> }) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
    this.httpStatus = httpStatus ?? (code >= 400 && code <= 599 ? code : 200);
    this.items = extra?.items ?? [{ Field: field, Message: message }];
    this.result = extra?.result ?? null;
    this.headers = extra?.headers ?? {};
  }

  /** Validation failure listing every failing field. */
  static validation(items: ApiErrorItem[]): ApiError {
    const first = items[0] ?? { Field: null, Message: 'Invalid request' };
    return new ApiError(400, first.Field, first.Message, 400, { items });
  }
}

export const unauthorized = (message = 'A valid Token header is required'): ApiError => new ApiError(401, 'Token', message);
export const tokenExpired = (entertainment: boolean): ApiError =>
  new ApiError(422, 'Token', 'Token expired', entertainment ? 200 : 422);
export const notFound = (message: string): ApiError => new ApiError(404, null, message);
export const badRequest = (field: string | null, message: string): ApiError => new ApiError(400, field, message);

/** 429 with `Retry-After`: a rate limit of `what` (e.g. 'chat messages') is used up for this window. */
export const tooManyRequests = (what: string, retryAfterSeconds: number): ApiError =>
  new ApiError(429, null, `Too many ${what}: try again in ${retryAfterSeconds} s`, 429, { headers: { 'retry-after': String(retryAfterSeconds) } });
