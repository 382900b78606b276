import type { Generated } from 'kysely';
import type { LedgerRefColumns } from './migrations';

/**
 * Types of the wallet feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface WalletsTable {
  customer_id: number;
  currency_id: number;
  balance_minor: number;
}

/** Created by the foundation; `0200_wallet_ledger_refs` added the reference columns (`LedgerRefColumns`). */
export interface LedgerTable extends LedgerRefColumns {
  id: Generated<number>;
  customer_id: number;
  currency_id: number;
  /** Signed movement: credit > 0, debit < 0. */
  amount_minor: number;
  balance_after_minor: number;
  reason: string;
  /** Unique per customer when set: a retried movement finds the first one. */
  idempotency_key: string | null;
  created_at: number;
}

declare module '../../store/schema' {
  interface Database {
    wallets: WalletsTable;
    ledger: LedgerTable;
  }
}
