import type { Executor } from '../../store/types';
import type { GiftsTable } from './tables';

/** Queries of the gifts feature (catalogue and vouchers). One path for both dialects. */

/**
 * Active gifts of `currencyIds` offered on `siteId` (gifts with no site are offered everywhere),
 * between their start and end (the back office's schedule) at `now`.
 */
export function listGifts(db: Executor, siteId: number | null, currencyIds: readonly number[], now = Date.now()): Promise<GiftsTable[]> {
  if (currencyIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('gifts').selectAll()
    .where('currency_id', 'in', [...currencyIds]).where('status', '=', 1)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .where((eb) => (siteId === null ? eb('site_id', 'is', null) : eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)])))
    .orderBy('sort').orderBy('id')
    .execute();
}

/** One gift in one currency as offered on `siteId` (any status: the caller checks it). */
export function findGift(db: Executor, siteId: number | null, giftId: number, currencyId: number): Promise<GiftsTable | undefined> {
  return db.selectFrom('gifts').selectAll()
    .where('id', '=', giftId).where('currency_id', '=', currencyId)
    .where((eb) => (siteId === null ? eb('site_id', 'is', null) : eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)])))
    .executeTakeFirst();
}

/** Names of gifts by id (any currency), for lucky-box prize tables. */
export async function giftNames(db: Executor, giftIds: readonly number[]): Promise<Map<number, string>> {
  if (giftIds.length === 0) return new Map();
  const rows = await db.selectFrom('gifts').select(['id', 'names_json']).where('id', 'in', [...giftIds]).execute();
  return new Map(rows.map((r) => [r.id, r.names_json]));
}

export async function giftCards(db: Executor, customerId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('gift_cards').select(['gift_id', 'quantity'])
    .where('customer_id', '=', customerId).where('quantity', '>', 0).orderBy('gift_id').execute();
  return new Map(rows.map((r) => [r.gift_id, Number(r.quantity)]));
}

/** True when gifting is disabled for the match (matches.is_gift_disable). */
export async function isGiftDisabled(db: Executor, matchId: number): Promise<boolean> {
  const row = await db.selectFrom('matches').select('is_gift_disable').where('id', '=', matchId).executeTakeFirst();
  return row?.is_gift_disable === 1;
}

/** A streamer's display name (lucky-box last winner StreamerName). */
export async function streamerName(db: Executor, anchorId: number): Promise<string | null> {
  const row = await db.selectFrom('streamers').select('name').where('id', '=', anchorId).executeTakeFirst();
  return row?.name ?? null;
}

/** The anchor of an entertainment programme (the room's MatchId is its event id). */
export function programmeAnchor(db: Executor, eventId: number) {
  return db.selectFrom('programmes').select('anchor_id').where('event_id', '=', eventId).executeTakeFirst();
}

export function matchAnchorIds(db: Executor, matchId: number) {
  return db.selectFrom('matches').select('anchor_ids_json').where('id', '=', matchId).executeTakeFirst();
}

export function matchBroadcasters(db: Executor, matchId: number) {
  return db.selectFrom('broadcasts').select('broadcaster_id').where('match_id', '=', matchId).execute();
}

/** Ids and prices of these gifts in a currency (the demo's warm-up). */
export async function giftPrices(db: Executor, ids: readonly number[], currencyId: number) {
  return db.selectFrom('gifts').select(['id', 'amount_minor']).where('id', 'in', [...ids])
    .where('currency_id', '=', currencyId).execute();
}

/** Which of these customer ids exist (the demo vouchers go only to them). */
export async function existingCustomerIds(db: Executor, ids: readonly number[]) {
  return db.selectFrom('customers').select('id').where('id', 'in', [...ids]).execute();
}

/** The vouchers of one gift a customer holds, if a row exists (the demo grants only once). */
export async function heldGiftCardRow(db: Executor, customerId: number, giftId: number) {
  return db.selectFrom('gift_cards').select('quantity')
    .where('customer_id', '=', customerId).where('gift_id', '=', giftId).executeTakeFirst();
}
