/**
 * Idempotency keys for calls that move money (`paid` in the contract). One user action owns
 * one key: every retry of that action sends the same key, so the server's ledger applies
 * the debit at most once. A new action gets a new key.
 */
export interface PaidAction {
  readonly key: string;
}

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Starts a paid action; pass it as `options.action` to `callApi` on the first try and every retry. */
export function newPaidAction(): PaidAction {
  return { key: randomKey() };
}
