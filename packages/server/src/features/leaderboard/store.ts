import type { Executor } from '../../store/types';

/** Queries of the tipping leaderboard over the wallet ledger. */

export interface TipTotal {
  customerId: number;
  nickname: string | null;
  userName: string;
  /** Amount tipped in the period, minor units (positive). */
  tippedMinor: number;
}

/**
 * Per customer, the amount tipped in `currencyId` between `start` (inclusive) and `end`
 * (exclusive): the debits (amount < 0) of the ledger rows with one of `reasons`. Highest first,
 * ties by customer id.
 */
export async function tipTotals(db: Executor, reasons: readonly string[], currencyId: number, start: number, end: number): Promise<TipTotal[]> {
  const rows = await db.selectFrom('ledger')
    .innerJoin('customers', 'customers.id', 'ledger.customer_id')
    .select((eb) => [
      'ledger.customer_id as customer_id',
      'customers.nickname as nickname',
      'customers.licensee_user_name as user_name',
      eb.fn.sum<number>('ledger.amount_minor').as('moved'),
    ])
    .where('ledger.reason', 'in', [...reasons])
    .where('ledger.currency_id', '=', currencyId)
    .where('ledger.amount_minor', '<', 0)
    .where('ledger.created_at', '>=', start)
    .where('ledger.created_at', '<', end)
    .groupBy(['ledger.customer_id', 'customers.nickname', 'customers.licensee_user_name'])
    .execute();
  return rows
    .map((r) => ({ customerId: Number(r.customer_id), nickname: r.nickname, userName: r.user_name, tippedMinor: -Number(r.moved) }))
    .sort((a, b) => b.tippedMinor - a.tippedMinor || a.customerId - b.customerId);
}
