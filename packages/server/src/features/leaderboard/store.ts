import type { Executor } from '../../store/types';
import { GiftCardReason } from '../wallet/index';

/** Queries of the tipping leaderboard over the wallet ledger and the gift-card (voucher) ledger. */

export interface TipTotal {
  customerId: number;
  nickname: string | null;
  userName: string;
  /** Amount tipped in the period, minor units (positive). */
  tippedMinor: number;
}

/**
 * Per customer, the amount tipped in `currencyId` between `start` (inclusive) and `end`
 * (exclusive): the debits (amount < 0) of the money ledger rows with one of `reasons`, plus the
 * value of the gifts sent with vouchers (gift-card ledger 'gift' rows in that currency).
 * Highest first, ties by customer id.
 */
export async function tipTotals(db: Executor, reasons: readonly string[], currencyId: number, start: number, end: number): Promise<TipTotal[]> {
  const [paid, tickets] = await Promise.all([
    db.selectFrom('ledger')
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
      .execute(),
    db.selectFrom('gift_card_ledger')
      .innerJoin('customers', 'customers.id', 'gift_card_ledger.customer_id')
      .select((eb) => [
        'gift_card_ledger.customer_id as customer_id',
        'customers.nickname as nickname',
        'customers.licensee_user_name as user_name',
        eb.fn.sum<number>('gift_card_ledger.value_minor').as('value'),
      ])
      .where('gift_card_ledger.reason', '=', GiftCardReason.Gift)
      .where('gift_card_ledger.currency_id', '=', currencyId)
      .where('gift_card_ledger.quantity', '<', 0)
      .where('gift_card_ledger.created_at', '>=', start)
      .where('gift_card_ledger.created_at', '<', end)
      .groupBy(['gift_card_ledger.customer_id', 'customers.nickname', 'customers.licensee_user_name'])
      .execute(),
  ]);
  const totals = new Map<number, TipTotal>();
  const add = (r: { customer_id: number; nickname: string | null; user_name: string }, minor: number) => {
    const id = Number(r.customer_id);
    const t = totals.get(id) ?? { customerId: id, nickname: r.nickname, userName: r.user_name, tippedMinor: 0 };
    t.tippedMinor += minor;
    totals.set(id, t);
  };
  for (const r of paid) add(r, -Number(r.moved));
  for (const r of tickets) add(r, Number(r.value));
  return [...totals.values()]
    .filter((t) => t.tippedMinor > 0)
    .sort((a, b) => b.tippedMinor - a.tippedMinor || a.customerId - b.customerId);
}
