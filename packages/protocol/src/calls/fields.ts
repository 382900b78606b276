import { z } from 'zod';
import { MAX_MONEY_AMOUNT } from '../constants';

/**
 * Field helpers for GET calls, whose payload arrives as a query string (every value a string).
 * Each accepts the typed value too, so the same schema validates a client-side object and a
 * parsed query. Output types are the real ones (number, boolean, arrays).
 */

/** Integer: a number or a string of digits (optional leading '-'). '' and '1.5' are refused. */
export const qInt = z.union([
  z.number().int(),
  z.string().trim().regex(/^-?\d+$/, 'Expected an integer').transform(Number),
]);

/** Decimal number: a number or a decimal string. */
export const qNum = z.union([
  z.number(),
  z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'Expected a number').transform(Number),
]);

/**
 * Boolean: true/false, or the strings 'true'/'false'/'1'/'0' (any case). Unlike z.coerce.boolean,
 * 'false' and '0' are false and anything else is refused.
 */
export const qBool = z.union([
  z.boolean(),
  z.string().trim().toLowerCase().pipe(z.enum(['true', 'false', '1', '0'])).transform((v) => v === 'true' || v === '1'),
]);

/** List of strings: an array, or one comma-separated string ('' is the empty list). */
export const qList = z.union([
  z.array(z.string()),
  z.string().transform((v) => v.split(',').map((s) => s.trim()).filter((s) => s.length > 0)),
]);

/** List of integers: an array of numbers, or a comma-separated string of integers. */
export const qIntList = z.union([
  z.array(z.number().int()),
  z.string().transform((v, ctx) => {
    const parts = v.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
    const bad = parts.find((p) => !/^-?\d+$/.test(p));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `Expected a comma list of integers, got '${bad}'` });
      return z.NEVER;
    }
    return parts.map(Number);
  }),
]);

/** A language code as the client sends it (cn, en, vn, th, id, ph; any case; other codes tolerated). */
export const langField = z.string().trim().min(2).max(10);

/** A money amount of a request: 0 ≤ amount ≤ `MAX_MONEY_AMOUNT`. */
export const moneyAmount = z.number().min(0).max(MAX_MONEY_AMOUNT);

/** Empty request (POST with `{}` or GET without query). Extra fields are ignored. */
export const Empty = z.object({});

/** Answer of calls whose result the spec does not show: a plain acknowledgement. */
export const Ack = z.object({ IsSuccess: z.boolean() });
export type Ack = z.infer<typeof Ack>;

/** The open/closed verdict of status checks. */
export const IsOpenResult = z.object({ IsOpen: z.boolean() });
export type IsOpenResult = z.infer<typeof IsOpenResult>;
