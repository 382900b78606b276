/**
 * Storage of idempotent answers for calls that move money (`paid: true`). The transport
 * only parses the `Idempotency-Key` header (400 when missing) and hands it to the handler;
 * the wallet feature implements this interface (keys scoped to the customer, kept ≥ 24 h,
 * the first answer replayed to retries, a different body under the same key refused).
 */
export interface StoredAnswer {
  /** Hash of the request body the key was first used with. */
  requestHash: string;
  httpStatus: number;
  body: unknown;
}

export interface IdempotencyStore {
  /** The stored answer of `key` for `customerId`, or null. */
  get(customerId: number, key: string): Promise<StoredAnswer | null>;
  /** Store the answer of `key` (first writer wins). */
  put(customerId: number, key: string, answer: StoredAnswer): Promise<void>;
}

/** Maximum accepted length of an Idempotency-Key header. */
export const IDEMPOTENCY_KEY_MAX = 255;
