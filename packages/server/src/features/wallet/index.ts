/**
 * Wallet feature: the ledger every money-moving feature uses. See CONTEXT.md in this folder.
 */
export { walletPlugin } from './plugin';
export {
  LedgerReason, InsufficientFundsError, debit, credit, transfer, moneyTransaction, balancesMinor, balanceMinor,
  ledgerSumMinor, refusal, idempotencyConflict,
} from './service';
export type { MovementInput, Movement, TransferInput } from './service';
export { withIdempotency, pruneIdempotencyRecords, requestHash, canonicalJson, IDEMPOTENCY_RETENTION_MS } from './idempotency';
export type { IdempotentRun, IdempotencyOptions } from './idempotency';
export { balanceList, customerOf } from './balances';
export { GiftCardReason, spendGiftCards, grantGiftCards, giftCardLedgerSum, giftCardsHeld } from './giftCards';
export type { GiftCardMovement, GiftCardMovementInput, GiftCardSpendInput } from './giftCards';
export { walletMigrations } from './migrations';
export type { WalletsTable, LedgerTable } from './tables';
