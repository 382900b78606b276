import { createHash } from 'node:crypto';
import type { ApiErrorItem, CallDef } from '@sideline/protocol';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import type { CallContext, HandlerResult } from '../../http/register';
import type { Executor, Store } from '../../store/types';
import * as q from './store';
import { idempotencyConflict } from './service';

/**
 * Idempotent paid calls (REFERENCE.md "Money"; IETF httpapi idempotency-key draft):
 * - a key is scoped to customer + call name; the first request's answer (success or refusal)
 *   is stored and replayed to every retry, which moves nothing;
 * - the same key with a different body → 409 (`Field` 'Idempotency-Key'): 422 means "token
 *   expired" in this API, so the conflict status is used instead;
 * - a retry while the first still runs waits up to `waitMs` for its answer, then → 409;
 * - a record left 'running' by a crashed process is taken over after `staleMs`; money stays
 *   safe because ledger keys (`ledgerKey()`) are unique per customer;
 * - a 5xx / unexpected failure forgets the record so the client may retry the same key; when
 *   the store itself is away (the usual cause), the forgetting is retried until it is back, so a
 *   retry runs soon after the store returns instead of meeting 409 until `staleMs`.
 */

/** What the wrapped handler gets. */
export interface IdempotentRun<R> {
  /** The call's Idempotency-Key header. */
  key: string;
  /** Ledger key for this call's movement: `<call>:<key>`, or `<call>:<key>:<suffix>` for a second one. */
  ledgerKey(suffix?: string): string;
  /**
   * Store `result` as the answer inside the money transaction `trx`, so the movement and the
   * answer commit together (optional: otherwise it is stored right after the handler returns).
   */
  complete(trx: Executor, result: R): Promise<void>;
}

export interface IdempotencyOptions {
  /** How long a retry waits for a running first request (default 2000 ms; 0 → 409 at once). */
  waitMs?: number;
  /** After this long a 'running' record counts as abandoned (default 120 s). */
  staleMs?: number;
}

/** Keys are kept at least this long (pruned by `pruneIdempotencyRecords`). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;

interface StoredBody {
  code: number;
  result: unknown;
  errors: ApiErrorItem[] | null;
}

/** JSON with sorted object keys, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(callName: string, input: unknown): string {
  return createHash('sha256').update(callName).update('\n').update(canonicalJson(input)).digest('hex');
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE'
    || /UNIQUE constraint failed/.test(e.message ?? '');
}

type Claim = { kind: 'owner'; claimedAt: number } | { kind: 'done'; httpStatus: number; body: StoredBody } | { kind: 'running' };

async function claim(store: Store, scope: Scope, hash: string, staleMs: number): Promise<Claim> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await store.transaction(async (trx) => {
        const now = Date.now();
        const row = await q.findIdempotency(trx, scope.customerId, scope.callName, scope.key);
        if (!row) {
          await q.insertIdempotency(trx, { ...scope, requestHash: hash, now });
          return { kind: 'owner', claimedAt: now } as const;
        }
        if (row.request_hash !== hash) throw idempotencyConflict('Idempotency-Key was already used with a different request');
        if (row.status === 'done') {
          return { kind: 'done', httpStatus: Number(row.http_status ?? 200), body: JSON.parse(row.answer_json ?? 'null') as StoredBody } as const;
        }
        if (await q.reclaimIdempotency(trx, { ...scope, staleBefore: now - staleMs, now })) return { kind: 'owner', claimedAt: now } as const;
        return { kind: 'running' } as const;
      });
    } catch (err) {
      // Two first requests raced to insert: the loser reads the winner's record.
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

interface Scope {
  customerId: number;
  callName: string;
  key: string;
}

function replay<R>(ctx: { reply: { header(name: string, value: string): unknown } }, httpStatus: number, body: StoredBody): R {
  ctx.reply.header('Idempotent-Replayed', 'true');
  if (body.code === 200) return body.result as R;
  const first = body.errors?.[0] ?? { Field: null, Message: 'Request failed' };
  throw new ApiError(body.code, first.Field, first.Message, httpStatus, { items: body.errors ?? undefined, result: body.result });
}

/**
 * Run a paid call's handler at most once per (customer, call, Idempotency-Key). Use it in
 * every handler that moves money:
 *
 * ```ts
 * registerCall(app, SendGift, (ctx) => withIdempotency(ctx, 'SendGift', (run) => sendGift(deps, ctx, run)));
 * ```
 */
export async function withIdempotency<C extends CallDef>(
  ctx: CallContext<C>,
  callName: string,
  fn: (run: IdempotentRun<HandlerResult<C>>) => Promise<HandlerResult<C>>,
  options: IdempotencyOptions = {},
): Promise<HandlerResult<C>> {
  const session = ctx.requireSession();
  if (session.customerId === null) throw unauthorized('This call needs a logged-in member');
  const key = ctx.idempotencyKey;
  if (!key) throw badRequest('Idempotency-Key', 'Idempotency-Key header is required on calls that move money');
  const store = ctx.request.server.sideline.store;
  const scope: Scope = { customerId: session.customerId, callName, key };
  const hash = requestHash(callName, ctx.input);
  const waitMs = options.waitMs ?? 2000;
  const staleMs = options.staleMs ?? 120_000;

  let state = await claim(store, scope, hash, staleMs);
  const deadline = Date.now() + waitMs;
  while (state.kind === 'running') {
    if (Date.now() >= deadline) throw idempotencyConflict('A request with this Idempotency-Key is still being processed');
    await new Promise((r) => setTimeout(r, 20));
    state = await claim(store, scope, hash, staleMs);
  }
  if (state.kind === 'done') return replay<HandlerResult<C>>(ctx, state.httpStatus, state.body);
  const { claimedAt } = state;

  let completed = false;
  const save = async (db: Executor, httpStatus: number, body: StoredBody) => {
    await q.completeIdempotency(db, { ...scope, httpStatus, answerJson: JSON.stringify(body), now: Date.now() });
  };
  const run: IdempotentRun<HandlerResult<C>> = {
    key,
    ledgerKey: (suffix) => (suffix ? `${callName}:${key}:${suffix}` : `${callName}:${key}`),
    async complete(trx, result) {
      await save(trx, 200, { code: 200, result, errors: null });
      completed = true;
    },
  };
  try {
    const result = await fn(run);
    if (!completed) await save(store.db, 200, { code: 200, result, errors: null });
    return result;
  } catch (err) {
    if (err instanceof ApiError && err.code < 500) {
      // A refusal (insufficient funds, 400055, VIP…) is the answer too: nothing moved, replay it.
      await save(store.db, err.httpStatus, { code: err.code, result: err.result, errors: err.items });
    } else {
      await forgetAttempt(() => q.deleteIdempotency(store.db, scope.customerId, scope.callName, scope.key, claimedAt), staleMs);
    }
    throw err;
  }
}

/** How often a failed attempt's record is tried to be forgotten while the store is away. */
export const FORGET_RETRY_MS = 500;

/**
 * Runs `forget` once; if it fails (the store is away), again every `retryMs` in the background
 * until it succeeds or `forMs` have passed (the record then counts as abandoned anyway). Never
 * throws: the caller is already failing with the error that matters.
 */
export async function forgetAttempt(forget: () => Promise<void>, forMs: number, retryMs = FORGET_RETRY_MS): Promise<void> {
  const until = Date.now() + forMs;
  const again = (): void => {
    if (Date.now() >= until) return;
    setTimeout(() => void forget().catch(again), retryMs).unref();
  };
  await forget().catch(again);
}

/** Delete stored answers older than the retention (call from a timer; returns rows removed). */
export function pruneIdempotencyRecords(store: Store, now = Date.now()): Promise<number> {
  return q.pruneIdempotency(store.db, now - IDEMPOTENCY_RETENTION_MS);
}
