import type { Executor, Trx } from '../../store/types';
import { idempotencyConflict } from './service';
import { addGiftCards, findGiftCardLedgerByKey, insertGiftCardLedger, takeGiftCards } from './store';

/**
 * Gift tickets (vouchers, `gift_cards`) and their ledger (`gift_card_ledger`): one row per
 * voucher movement, written in the same transaction as the `gift_cards` change, so the ledger
 * of a customer's gift sums to the vouchers held (for vouchers given since 0204). Vouchers are
 * not money: no `wallets` or `ledger` row moves, and the money invariant (ledger sums to
 * balance) is untouched. A use records the gift's value (price × quantity in the currency it
 * was sent in) so a tipping board can count ticket gifts as tips.
 */
export const GiftCardReason = {
  Grant: 'grant',
  Gift: 'gift',
} as const;
export type GiftCardReason = (typeof GiftCardReason)[keyof typeof GiftCardReason];

export interface GiftCardMovementInput {
  customerId: number;
  giftId: number;
  /** Vouchers moved, > 0 (a grant adds them, a spend takes them). */
  quantity: number;
  /** Unique per customer: the same key again replays the first movement and moves nothing. */
  idempotencyKey: string;
  reference?: string | null;
  /** Epoch ms; default now. */
  now?: number;
}

export interface GiftCardSpendInput extends GiftCardMovementInput {
  /** The currency the gift was sent in and its value there (price × quantity, minor units, ≥ 0). */
  currencyId: number;
  valueMinor: number;
  matchId?: number | null;
  anchorId?: number | null;
  anchorLanguage?: string | null;
}

export interface GiftCardMovement {
  ledgerId: number;
  /** Signed: grant > 0, spend < 0. */
  quantity: number;
  quantityAfter: number;
  /** True when the key had already moved vouchers: nothing moved this time. */
  replayed: boolean;
}

function checkQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Error(`gift cards: quantity must be a positive integer, got ${quantity}`);
}

async function replayed(trx: Executor, input: GiftCardMovementInput, signed: number, reason: GiftCardReason): Promise<GiftCardMovement | null> {
  const previous = await findGiftCardLedgerByKey(trx, input.customerId, input.idempotencyKey);
  if (!previous) return null;
  if (previous.gift_id !== input.giftId || Number(previous.quantity) !== signed || previous.reason !== reason) {
    throw idempotencyConflict(`Gift-card ledger key '${input.idempotencyKey}' was already used for another movement`);
  }
  return { ledgerId: Number(previous.id), quantity: signed, quantityAfter: Number(previous.quantity_after), replayed: true };
}

async function record(trx: Executor, row: {
  input: GiftCardMovementInput; signed: number; after: number; reason: GiftCardReason;
  currencyId: number | null; valueMinor: number; matchId: number | null; anchorId: number | null; anchorLanguage: string | null;
}): Promise<GiftCardMovement> {
  const id = await insertGiftCardLedger(trx, {
    customer_id: row.input.customerId, gift_id: row.input.giftId, quantity: row.signed, quantity_after: row.after,
    reason: row.reason, idempotency_key: row.input.idempotencyKey, currency_id: row.currencyId, value_minor: row.valueMinor,
    reference: row.input.reference ?? null, match_id: row.matchId, anchor_id: row.anchorId, anchor_language: row.anchorLanguage,
    created_at: row.input.now ?? Date.now(),
  });
  return { ledgerId: id, quantity: row.signed, quantityAfter: row.after, replayed: false };
}

/**
 * Use `quantity` vouchers of a gift inside `trx`, only if that many are held (one conditional
 * UPDATE, so concurrent spends never go below zero), and write the 'gift' ledger row with the
 * gift's value. Null (nothing moved) when fewer are held.
 */
export async function spendGiftCards(trx: Trx, input: GiftCardSpendInput): Promise<GiftCardMovement | null> {
  checkQuantity(input.quantity);
  if (!Number.isSafeInteger(input.valueMinor) || input.valueMinor < 0) throw new Error(`gift cards: valueMinor must be an integer ≥ 0, got ${input.valueMinor}`);
  const again = await replayed(trx, input, -input.quantity, GiftCardReason.Gift);
  if (again) return again;
  const row = await takeGiftCards(trx, input.customerId, input.giftId, input.quantity);
  if (!row) return null;
  return record(trx, {
    input, signed: -input.quantity, after: Number(row.quantity), reason: GiftCardReason.Gift,
    currencyId: input.currencyId, valueMinor: input.valueMinor, matchId: input.matchId ?? null,
    anchorId: input.anchorId ?? null, anchorLanguage: input.anchorLanguage ?? null,
  });
}

/** Give `quantity` vouchers of a gift inside `trx` (insert or add) with its 'grant' ledger row. */
export async function grantGiftCards(trx: Trx, input: GiftCardMovementInput): Promise<GiftCardMovement> {
  checkQuantity(input.quantity);
  const again = await replayed(trx, input, input.quantity, GiftCardReason.Grant);
  if (again) return again;
  const row = await addGiftCards(trx, input.customerId, input.giftId, input.quantity);
  return record(trx, {
    input, signed: input.quantity, after: Number(row.quantity), reason: GiftCardReason.Grant,
    currencyId: null, valueMinor: 0, matchId: null, anchorId: null, anchorLanguage: null,
  });
}

export { giftCardLedgerSum, giftCardsHeld } from './store';
