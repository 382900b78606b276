import type { Executor } from '../../store/types';

/** Queries of the wallet (balances, ledger, idempotency records). One path for both dialects. */

export async function walletBalances(db: Executor, customerId: number, currencyIds: readonly number[]): Promise<Map<number, number>> {
  if (currencyIds.length === 0) return new Map();
  const rows = await db.selectFrom('wallets').select(['currency_id', 'balance_minor'])
    .where('customer_id', '=', customerId).where('currency_id', 'in', [...currencyIds]).execute();
  return new Map(rows.map((r) => [r.currency_id, Number(r.balance_minor)]));
}

export async function walletBalance(db: Executor, customerId: number, currencyId: number): Promise<number> {
  return (await walletBalances(db, customerId, [currencyId])).get(currencyId) ?? 0;
}

/**
 * Subtract `amountMinor` only if the balance covers it: one conditional UPDATE, so no
 * interleaving can take a balance below zero. Null when the balance is short (or no wallet).
 */
export async function takeFromWallet(db: Executor, customerId: number, currencyId: number, amountMinor: number): Promise<number | null> {
  const row = await db.updateTable('wallets')
    .set((eb) => ({ balance_minor: eb('balance_minor', '-', amountMinor) }))
    .where('customer_id', '=', customerId).where('currency_id', '=', currencyId)
    .where('balance_minor', '>=', amountMinor)
    .returning('balance_minor')
    .executeTakeFirst();
  return row ? Number(row.balance_minor) : null;
}

/** Add `amountMinor` to a wallet (creating it) and return the new balance. */
export async function addToWallet(db: Executor, customerId: number, currencyId: number, amountMinor: number): Promise<number> {
  const row = await db.insertInto('wallets')
    .values({ customer_id: customerId, currency_id: currencyId, balance_minor: amountMinor })
    .onConflict((oc) => oc.columns(['customer_id', 'currency_id'])
      .doUpdateSet((eb) => ({ balance_minor: eb('wallets.balance_minor', '+', amountMinor) })))
    .returning('balance_minor')
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

export function findLedgerByKey(db: Executor, customerId: number, key: string) {
  return db.selectFrom('ledger').selectAll()
    .where('customer_id', '=', customerId).where('idempotency_key', '=', key).executeTakeFirst();
}

export interface LedgerInsert {
  customerId: number;
  currencyId: number;
  amountMinor: number;
  balanceAfterMinor: number;
  reason: string;
  idempotencyKey: string;
  reference: string | null;
  matchId: number | null;
  anchorId: number | null;
  anchorLanguage: string | null;
  giftId: number | null;
  quantity: number | null;
  now: number;
}

export async function insertLedger(db: Executor, row: LedgerInsert): Promise<number> {
  const res = await db.insertInto('ledger').values({
    customer_id: row.customerId, currency_id: row.currencyId, amount_minor: row.amountMinor,
    balance_after_minor: row.balanceAfterMinor, reason: row.reason, idempotency_key: row.idempotencyKey,
    reference: row.reference, match_id: row.matchId, anchor_id: row.anchorId, anchor_language: row.anchorLanguage,
    gift_id: row.giftId, quantity: row.quantity, created_at: row.now,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(res.id);
}

/** Sum of the ledger of one wallet (the bank-test invariant: equals the balance). */
export async function ledgerSum(db: Executor, customerId: number, currencyId: number): Promise<number> {
  const row = await db.selectFrom('ledger').select((eb) => eb.fn.sum<number | string | null>('amount_minor').as('s'))
    .where('customer_id', '=', customerId).where('currency_id', '=', currencyId).executeTakeFirst();
  return Number(row?.s ?? 0);
}

// ---------------------------------------------------------------- idempotency records

export function findIdempotency(db: Executor, customerId: number, callName: string, key: string) {
  return db.selectFrom('idempotency_requests').selectAll()
    .where('customer_id', '=', customerId).where('call_name', '=', callName).where('idem_key', '=', key)
    .executeTakeFirst();
}

export async function insertIdempotency(db: Executor, row: { customerId: number; callName: string; key: string; requestHash: string; now: number }): Promise<void> {
  await db.insertInto('idempotency_requests').values({
    customer_id: row.customerId, call_name: row.callName, idem_key: row.key, request_hash: row.requestHash,
    status: 'running', http_status: null, answer_json: null, created_at: row.now, updated_at: row.now,
  }).execute();
}

/** Take over a stale 'running' record (its process died): true when this caller now owns it. */
export async function reclaimIdempotency(db: Executor, row: { customerId: number; callName: string; key: string; staleBefore: number; now: number }): Promise<boolean> {
  const res = await db.updateTable('idempotency_requests').set({ updated_at: row.now })
    .where('customer_id', '=', row.customerId).where('call_name', '=', row.callName).where('idem_key', '=', row.key)
    .where('status', '=', 'running').where('updated_at', '<', row.staleBefore)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function completeIdempotency(db: Executor, row: { customerId: number; callName: string; key: string; httpStatus: number; answerJson: string; now: number }): Promise<void> {
  await db.updateTable('idempotency_requests')
    .set({ status: 'done', http_status: row.httpStatus, answer_json: row.answerJson, updated_at: row.now })
    .where('customer_id', '=', row.customerId).where('call_name', '=', row.callName).where('idem_key', '=', row.key)
    .execute();
}

/**
 * Forget a 'running' record so the key can be retried. With `claimedAt`, only the claim made
 * then (its `updated_at`): a record another request has since taken over stays.
 */
export async function deleteIdempotency(db: Executor, customerId: number, callName: string, key: string, claimedAt?: number): Promise<void> {
  let query = db.deleteFrom('idempotency_requests')
    .where('customer_id', '=', customerId).where('call_name', '=', callName).where('idem_key', '=', key)
    .where('status', '=', 'running');
  if (claimedAt !== undefined) query = query.where('updated_at', '=', claimedAt);
  await query.execute();
}

/** Forget answers older than `before` (keys are kept at least 24 h). */
export async function pruneIdempotency(db: Executor, before: number): Promise<number> {
  const res = await db.deleteFrom('idempotency_requests').where('created_at', '<', before).where('status', '=', 'done').executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The gift-card ledger row of a customer's idempotency key, if any. */
export function findGiftCardLedgerByKey(trx: Executor, customerId: number, key: string) {
  return trx.selectFrom('gift_card_ledger').selectAll()
    .where('customer_id', '=', customerId).where('idempotency_key', '=', key).executeTakeFirst();
}

export interface GiftCardLedgerInsert {
  customer_id: number; gift_id: number; quantity: number; quantity_after: number; reason: string; idempotency_key: string;
  currency_id: number | null; value_minor: number; reference: string | null; match_id: number | null; anchor_id: number | null;
  anchor_language: string | null; created_at: number;
}

/** Writes one gift-card ledger row; answers its id. */
export async function insertGiftCardLedger(trx: Executor, row: GiftCardLedgerInsert): Promise<number> {
  const res = await trx.insertInto('gift_card_ledger').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(res.id);
}

/** Takes `quantity` vouchers only if that many are held; answers the quantity left, null when fewer are held. */
export async function takeGiftCards(trx: Executor, customerId: number, giftId: number, quantity: number) {
  return trx.updateTable('gift_cards').set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('customer_id', '=', customerId).where('gift_id', '=', giftId).where('quantity', '>=', quantity)
    .returning('quantity')
    .executeTakeFirst();
}

/** Adds `quantity` vouchers (insert or add); answers the quantity held after. */
export async function addGiftCards(trx: Executor, customerId: number, giftId: number, quantity: number) {
  return trx.insertInto('gift_cards').values({ customer_id: customerId, gift_id: giftId, quantity })
    .onConflict((oc) => oc.columns(['customer_id', 'gift_id']).doUpdateSet((eb) => ({ quantity: eb('gift_cards.quantity', '+', quantity) })))
    .returning('quantity')
    .executeTakeFirstOrThrow();
}

/** Sum of the voucher ledger of one customer's gift (the invariant: equals the vouchers held). */
export async function giftCardLedgerSum(db: Executor, customerId: number, giftId: number): Promise<number> {
  const row = await db.selectFrom('gift_card_ledger').select((eb) => eb.fn.sum<number | string | null>('quantity').as('s'))
    .where('customer_id', '=', customerId).where('gift_id', '=', giftId).executeTakeFirst();
  return Number(row?.s ?? 0);
}

/** Vouchers of one gift held (0 when none). */
export async function giftCardsHeld(db: Executor, customerId: number, giftId: number): Promise<number> {
  const row = await db.selectFrom('gift_cards').select('quantity').where('customer_id', '=', customerId).where('gift_id', '=', giftId).executeTakeFirst();
  return Number(row?.quantity ?? 0);
}
