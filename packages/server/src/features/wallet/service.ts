import { DomainErrorCode, ServerErrorCode } from '@sideline/protocol';
import { ApiError, badRequest } from '../../http/errors';
import type { Executor, Store, Trx } from '../../store/types';
import * as q from './store';

/**
 * The wallet: one ledger row per movement, written in the same transaction as the balance
 * change; no balance below zero, ever; every movement idempotent on its ledger key.
 *
 * Callers (gifts, lucky box, betting, wheel, fast market) run `debit`/`credit`/`transfer`
 * inside `moneyTransaction(store, trx => …)` so their own rows (a ticket, a bet) commit or roll
 * back with the money. Amounts are integer minor units (1/100 of the currency).
 */

/** Why money moved. Turnover (chat) counts 'bet' and 'gift'; a tipping board reads 'gift' rows. */
export const LedgerReason = {
  OpeningBalance: 'opening-balance',
  TopUp: 'topup',
  Gift: 'gift',
  LuckyBox: 'lucky-box',
  WishCoin: 'wish-coin',
  ProfitShare: 'profit-share',
  Bet: 'bet',
  BetPayout: 'bet-payout',
  Wheel: 'wheel',
  WheelPrize: 'wheel-prize',
} as const;
export type LedgerReason = (typeof LedgerReason)[keyof typeof LedgerReason];

/** One money movement. `amountMinor` is positive: `debit` takes it, `credit` adds it. */
export interface MovementInput {
  customerId: number;
  currencyId: number;
  amountMinor: number;
  reason: LedgerReason;
  /**
   * Unique per customer: the same key again replays the first movement (same currency, amount
   * and reason) and moves nothing; with another amount it is refused (409). Paid calls use
   * `IdempotentRun.ledgerKey()` (`<call>:<Idempotency-Key>[:<n>]`).
   */
  idempotencyKey: string;
  /** What was paid for, e.g. 'gift:104x3', 'lucky-box:401>104', 'bet:<ticket id>'. */
  reference?: string | null;
  matchId?: number | null;
  /** The streamer (anchor) the money went to: gift rows carry it for the tipping leaderboard. */
  anchorId?: number | null;
  anchorLanguage?: string | null;
  giftId?: number | null;
  quantity?: number | null;
  /** Epoch ms; default now. */
  now?: number;
}

export interface Movement {
  ledgerId: number;
  customerId: number;
  currencyId: number;
  /** Signed: debit < 0, credit > 0. */
  amountMinor: number;
  balanceAfterMinor: number;
  /** True when the key had already moved money: nothing moved this time. */
  replayed: boolean;
}

/** Not enough balance: `Error[0].Field` 'InsufficientBalance' in a 200 answer (envelope Code 400). */
export class InsufficientFundsError extends ApiError {
  readonly currencyId: number;
  readonly neededMinor: number;
  readonly balanceMinor: number;
  constructor(currencyId: number, neededMinor: number, balanceMinor: number, message = 'insufficient-fund') {
    super(400, DomainErrorCode.InsufficientBalance, message, 200);
    this.name = 'InsufficientFundsError';
    this.currencyId = currencyId;
    this.neededMinor = neededMinor;
    this.balanceMinor = balanceMinor;
  }
}

/** A domain refusal the client reads from the body: HTTP 200, envelope Code 400, `Field` = code. */
export function refusal(field: string, message: string): ApiError {
  return new ApiError(400, field, message, 200);
}

export function idempotencyConflict(message: string): ApiError {
  return new ApiError(ServerErrorCode.CONFLICT, DomainErrorCode.IdempotencyConflict, message);
}

function checkAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`wallet: amountMinor must be a positive integer, got ${amountMinor}`);
  }
}

async function replayed(trx: Executor, input: MovementInput, signed: number): Promise<Movement | null> {
  const previous = await q.findLedgerByKey(trx, input.customerId, input.idempotencyKey);
  if (!previous) return null;
  if (previous.currency_id !== input.currencyId || Number(previous.amount_minor) !== signed || previous.reason !== input.reason) {
    throw idempotencyConflict(`Ledger key '${input.idempotencyKey}' was already used for another movement`);
  }
  return {
    ledgerId: Number(previous.id), customerId: input.customerId, currencyId: input.currencyId,
    amountMinor: signed, balanceAfterMinor: Number(previous.balance_after_minor), replayed: true,
  };
}

async function record(trx: Executor, input: MovementInput, signed: number, balanceAfterMinor: number): Promise<Movement> {
  const ledgerId = await q.insertLedger(trx, {
    customerId: input.customerId, currencyId: input.currencyId, amountMinor: signed, balanceAfterMinor,
    reason: input.reason, idempotencyKey: input.idempotencyKey, reference: input.reference ?? null,
    matchId: input.matchId ?? null, anchorId: input.anchorId ?? null, anchorLanguage: input.anchorLanguage ?? null,
    giftId: input.giftId ?? null, quantity: input.quantity ?? null, now: input.now ?? Date.now(),
  });
  return { ledgerId, customerId: input.customerId, currencyId: input.currencyId, amountMinor: signed, balanceAfterMinor, replayed: false };
}

/**
 * Take `amountMinor` from the wallet inside `trx`. Throws `InsufficientFundsError` (and moves
 * nothing) when the balance does not cover it: the check and the subtraction are one
 * conditional UPDATE, so concurrent debits can never take the balance below zero.
 */
export async function debit(trx: Trx, input: MovementInput): Promise<Movement> {
  checkAmount(input.amountMinor);
  const signed = -input.amountMinor;
  const again = await replayed(trx, input, signed);
  if (again) return again;
  const balance = await q.takeFromWallet(trx, input.customerId, input.currencyId, input.amountMinor);
  if (balance === null) {
    throw new InsufficientFundsError(input.currencyId, input.amountMinor, await q.walletBalance(trx, input.customerId, input.currencyId));
  }
  return record(trx, input, signed, balance);
}

/** Add `amountMinor` to the wallet inside `trx` (creating the wallet row if needed). */
export async function credit(trx: Trx, input: MovementInput): Promise<Movement> {
  checkAmount(input.amountMinor);
  const again = await replayed(trx, input, input.amountMinor);
  if (again) return again;
  const balance = await q.addToWallet(trx, input.customerId, input.currencyId, input.amountMinor);
  return record(trx, input, input.amountMinor, balance);
}

export interface TransferInput extends Omit<MovementInput, 'customerId'> {
  fromCustomerId: number;
  toCustomerId: number;
}

/**
 * Move money between two customers in one transaction: a debit row (`<key>:out`) and a credit
 * row (`<key>:in`); the debit's insufficient-funds refusal leaves both untouched.
 */
export async function transfer(trx: Trx, input: TransferInput): Promise<{ debit: Movement; credit: Movement }> {
  const { fromCustomerId, toCustomerId, ...rest } = input;
  if (fromCustomerId === toCustomerId) throw badRequest(null, 'A transfer needs two different customers');
  const out = await debit(trx, { ...rest, customerId: fromCustomerId, idempotencyKey: `${input.idempotencyKey}:out` });
  const into = await credit(trx, { ...rest, customerId: toCustomerId, idempotencyKey: `${input.idempotencyKey}:in` });
  return { debit: out, credit: into };
}

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * `store.transaction` for money: on PostgreSQL, SERIALIZABLE transactions that update the same
 * wallet row conflict (40001) under load; the store retries a few times, this adds patient
 * retries with jittered backoff so a burst of calls on one wallet all get an answer.
 * `fn` must be safe to run again (no side effects outside `trx`).
 */
export async function moneyTransaction<T>(store: Store, fn: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.transaction(fn);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 15 * Math.min(attempt, 8)));
    }
  }
}

/** Balances in minor units for the currencies asked (0 when the wallet has no row yet). */
export async function balancesMinor(db: Executor, customerId: number, currencyIds: readonly number[]): Promise<Map<number, number>> {
  const found = await q.walletBalances(db, customerId, currencyIds);
  return new Map(currencyIds.map((c) => [c, found.get(c) ?? 0]));
}

export const balanceMinor = q.walletBalance;
export const ledgerSumMinor = q.ledgerSum;
