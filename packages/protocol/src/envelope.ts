import { z } from 'zod';

/**
 * Every HTTP answer is wrapped in `{ Code, Result, Error }` (spec section 7/8).
 * `Code` 200 means success; `Error` is null on success and a list of
 * `{ Field, Message }` otherwise. `Field` names the failing request field for
 * validation errors, or carries a domain code (e.g. '400055', 'C001', 'B010').
 */
export const ApiErrorItem = z.object({
  Field: z.string().nullable(),
  Message: z.string(),
});
export type ApiErrorItem = z.infer<typeof ApiErrorItem>;

export function envelope<R extends z.ZodType>(result: R) {
  return z.object({
    Code: z.number().int(),
    Result: result.nullable(),
    Error: z.array(ApiErrorItem).nullable(),
  });
}

export interface Envelope<R> {
  Code: number;
  Result: R | null;
  Error: ApiErrorItem[] | null;
}

export function ok<R>(result: R): Envelope<R> {
  return { Code: 200, Result: result, Error: null };
}

export function fail(code: number, errors: ApiErrorItem[], result: unknown = null): Envelope<never> {
  return { Code: code, Result: result as never, Error: errors };
}
