import type { ApiErrorItem } from '@sideline/protocol';

/**
 * Why a call did not succeed.
 * - `http`: a status other than 200 (the status rules have already run: 401 navigated to
 *   /login, 422 set token-expired, 503 navigated to a maintenance page).
 * - `envelope`: status 200 but the body's Code is not 200; `code` and `errors` carry it
 *   (domain codes such as '400055', 'C001' or 'B010' are in `errors[0].Field`).
 * - `empty`: status 200 without a body. `parse`: the body or Result did not match the contract.
 * - `timeout`: no answer within 30 s. `network`: fetch itself failed. `aborted`: the caller
 *   aborted. `invalid-request`: the request failed the call's schema and was not sent.
 */
export type ApiErrorKind =
  | 'http' | 'envelope' | 'empty' | 'parse' | 'timeout' | 'network' | 'aborted' | 'invalid-request';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly callName: string,
    message: string,
    readonly details: {
      status?: number;
      code?: number;
      errors?: ApiErrorItem[] | null;
      result?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(`${callName}: ${message}`);
  }

  get status(): number | undefined {
    return this.details.status;
  }

  /** Body Code for `envelope` errors, else the HTTP status. */
  get code(): number | undefined {
    return this.details.code ?? this.details.status;
  }

  /** First error's Field (the domain code), when the server gave one. */
  get field(): string | null {
    return this.details.errors?.[0]?.Field ?? null;
  }

  /** True for the spec's "BadRequest": HTTP 400 or body Code 400. */
  get isBadRequest(): boolean {
    return this.details.status === 400 || this.details.code === 400;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
