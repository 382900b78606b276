import type { Executor } from '../../store/types';
import type { GiftsTable } from './tables';

/** Queries of the back office's gift management. */

export function giftPage(db: Executor, currencyId: number | undefined, limit: number, offset: number) {
  let q = db.selectFrom('gifts').selectAll();
  if (currencyId !== undefined) q = q.where('currency_id', '=', currencyId);
  return q.orderBy('sort').orderBy('id').orderBy('currency_id').limit(limit).offset(offset).execute();
}

export async function giftCount(db: Executor, currencyId: number | undefined): Promise<number> {
  let q = db.selectFrom('gifts').select((eb) => eb.fn.countAll().as('n'));
  if (currencyId !== undefined) q = q.where('currency_id', '=', currencyId);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function giftRow(db: Executor, id: number, currencyId: number) {
  return db.selectFrom('gifts').selectAll().where('id', '=', id).where('currency_id', '=', currencyId).executeTakeFirst();
}

/** The gift ids the back office gives start here (the demo's are below). */
export const FIRST_ADMIN_GIFT_ID = 1000;

export async function nextGiftId(db: Executor): Promise<number> {
  const row = await db.selectFrom('gifts').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Math.max(FIRST_ADMIN_GIFT_ID - 1, Number(row?.id ?? 0)) + 1;
}

export async function currencyExists(db: Executor, currencyId: number): Promise<boolean> {
  return !!(await db.selectFrom('currencies').select('id').where('id', '=', currencyId).executeTakeFirst());
}

export type GiftValues = Omit<GiftsTable, 'id' | 'currency_id' | 'site_id'>;

export async function insertGift(db: Executor, id: number, currencyId: number, values: GiftValues): Promise<void> {
  await db.insertInto('gifts').values({ ...values, id, currency_id: currencyId, site_id: null }).execute();
}

export async function updateGift(db: Executor, id: number, currencyId: number, values: Partial<GiftValues>): Promise<void> {
  await db.updateTable('gifts').set(values).where('id', '=', id).where('currency_id', '=', currencyId).execute();
}

/** The demo world's gifts, written once (idempotent: a gift the back office changed since is left as it is). */
export async function seedGifts(db: Executor, rows: readonly GiftsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('gifts').values(rows.map((r) => ({ ...r }))).onConflict((oc) => oc.doNothing()).execute();
}

export function allCurrencies(db: Executor) {
  return db.selectFrom('currencies').select(['id', 'name']).orderBy('id').execute();
}
