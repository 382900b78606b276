/**
 * The transport only parses the `Idempotency-Key` header of calls that move money
 * (`paid: true`; 400 when missing or too long) and hands it to the handler. Storing and
 * replaying answers is the wallet's `withIdempotency(ctx, callName, fn)`
 * (features/wallet): keys scoped to customer and call, kept 24 h, the first answer replayed
 * to retries, a different body under the same key refused with 409.
 */

/** Maximum accepted length of an Idempotency-Key header. */
export const IDEMPOTENCY_KEY_MAX = 255;
