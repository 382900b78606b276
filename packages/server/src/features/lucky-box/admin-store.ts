import type { Executor } from '../../store/types';
import type { LuckyBoxesTable, LuckyBoxSettingsTable } from './tables';

/** Queries of the back office's lucky-box management. */

export function allBoxes(db: Executor) {
  return db.selectFrom('lucky_boxes').selectAll().orderBy('sort').orderBy('id').execute();
}

export function boxRow(db: Executor, id: number) {
  return db.selectFrom('lucky_boxes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function settingsOf(db: Executor, boxIds: readonly number[]) {
  if (boxIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('lucky_box_settings').selectAll().where('lucky_box_id', 'in', [...boxIds])
    .orderBy('lucky_box_id').orderBy('draw_chance', 'desc').orderBy('gift_id').execute();
}

/** Prices (and names) of these gifts in one currency: a box's prizes are gifts sold in its currency. */
export function giftsInCurrency(db: Executor, ids: readonly number[], currencyId: number) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('gifts').select(['id', 'amount_minor', 'names_json']).where('id', 'in', [...ids]).where('currency_id', '=', currencyId).execute();
}

export async function currencyExists(db: Executor, currencyId: number): Promise<boolean> {
  return !!(await db.selectFrom('currencies').select('id').where('id', '=', currencyId).executeTakeFirst());
}

export async function nextBoxId(db: Executor): Promise<number> {
  const row = await db.selectFrom('lucky_boxes').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Math.max(400, Number(row?.id ?? 0)) + 1;
}

export type BoxValues = Omit<LuckyBoxesTable, 'id'>;

/** Writes a box and replaces its prize table (in the caller's transaction). */
export async function writeBox(db: Executor, id: number, values: BoxValues, settings: ReadonlyArray<Omit<LuckyBoxSettingsTable, 'lucky_box_id'>>, insert: boolean): Promise<void> {
  if (insert) await db.insertInto('lucky_boxes').values({ ...values, id }).execute();
  else await db.updateTable('lucky_boxes').set(values).where('id', '=', id).execute();
  await db.deleteFrom('lucky_box_settings').where('lucky_box_id', '=', id).execute();
  if (settings.length > 0) await db.insertInto('lucky_box_settings').values(settings.map((s) => ({ ...s, lucky_box_id: id }))).execute();
}

/** The demo world's boxes and prize tables, written once (a box the back office changed since is left as it is). */
export async function seedLuckyBoxes(db: Executor, boxes: ReadonlyArray<LuckyBoxesTable & { settings: ReadonlyArray<Omit<LuckyBoxSettingsTable, 'lucky_box_id'>> }>): Promise<void> {
  if (boxes.length === 0) return;
  await db.insertInto('lucky_boxes').values(boxes.map(({ settings: _s, ...b }) => b)).onConflict((oc) => oc.doNothing()).execute();
  const settings = boxes.flatMap((b) => b.settings.map((s) => ({ ...s, lucky_box_id: b.id })));
  if (settings.length > 0) await db.insertInto('lucky_box_settings').values(settings).onConflict((oc) => oc.doNothing()).execute();
}

export function allCurrencies(db: Executor) {
  return db.selectFrom('currencies').select(['id', 'name']).orderBy('id').execute();
}

/** Every gift with its price, for the prize picker. */
export function giftChoices(db: Executor) {
  return db.selectFrom('gifts').select(['id', 'currency_id', 'names_json', 'amount_minor']).orderBy('currency_id').orderBy('sort').orderBy('id').execute();
}
