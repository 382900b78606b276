import type { Store } from '../../src/store/types';

/**
 * The bank-test invariants over the whole store, as sentences (empty when they hold): every
 * wallet equals the sum of its ledger and its latest ledger row's balance-after, no balance
 * or ledger amount is negative-where-impossible or fractional, and no ledger key appears twice
 * for a customer (no key moved money twice).
 */
export async function moneyProblems(store: Store): Promise<string[]> {
  const problems: string[] = [];
  const wallets = await store.db.selectFrom('wallets').select(['customer_id', 'currency_id', 'balance_minor']).execute();
  const ledger = await store.db.selectFrom('ledger')
    .select(['id', 'customer_id', 'currency_id', 'amount_minor', 'balance_after_minor', 'idempotency_key']).orderBy('id').execute();
  const sums = new Map<string, { sum: number; last: number }>();
  const keys = new Set<string>();
  for (const row of ledger) {
    const amount = Number(row.amount_minor);
    const after = Number(row.balance_after_minor);
    if (!Number.isSafeInteger(amount) || amount === 0) problems.push(`ledger row ${row.id}: amount ${row.amount_minor}`);
    if (!Number.isSafeInteger(after) || after < 0) problems.push(`ledger row ${row.id}: balance after ${row.balance_after_minor}`);
    const wallet = `${row.customer_id}/${row.currency_id}`;
    const acc = sums.get(wallet) ?? { sum: 0, last: 0 };
    sums.set(wallet, { sum: acc.sum + amount, last: after });
    if (row.idempotency_key !== null) {
      const key = `${row.customer_id}/${row.idempotency_key}`;
      if (keys.has(key)) problems.push(`ledger key ${key} moved money twice`);
      keys.add(key);
    }
  }
  for (const w of wallets) {
    const wallet = `${w.customer_id}/${w.currency_id}`;
    const balance = Number(w.balance_minor);
    const acc = sums.get(wallet) ?? { sum: 0, last: 0 };
    if (!Number.isSafeInteger(balance) || balance < 0) problems.push(`wallet ${wallet}: balance ${w.balance_minor}`);
    if (acc.sum !== balance) problems.push(`wallet ${wallet}: balance ${balance} but ledger sums to ${acc.sum}`);
    if (sums.has(wallet) && acc.last !== balance) problems.push(`wallet ${wallet}: balance ${balance} but last ledger row says ${acc.last}`);
    sums.delete(wallet);
  }
  for (const wallet of sums.keys()) problems.push(`ledger rows for ${wallet} without a wallet`);
  return problems;
}
