import { ADMIN_MESSAGES, GIFT_NAME_LANGUAGES, LUCKY_BOX_TOTAL_PERCENT, StaffErrorCode } from '@sideline/protocol';
import type { BackofficeLuckyBox, LuckyBoxInput } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';
import { fromMinor, parseJson, toMinor } from '../../store/values';
import { staffError } from '../staff/index';
import { localName } from '../gifts/index';
import { imageUrl } from '../../seed/media-urls';
import * as q from './admin-store';
import type { LuckyBoxesTable, LuckyBoxSettingsTable } from './tables';

/**
 * Lucky-box management (issue 19 item 3). The back office writes the `lucky_boxes` and
 * `lucky_box_settings` rows GetLuckyBoxInfo and PurchaseLuckyBox read. A box's prizes are gifts
 * sold in its currency (their price is the prize's gift amount), with whole probability
 * percents that add up to exactly 100; the best gift is one of them. States: locked (not sold),
 * unlocked (on sale), expired (past ExpiresAt, not sold).
 */

export function luckyBoxState(r: Pick<LuckyBoxesTable, 'status' | 'expires_at'>, now: number): BackofficeLuckyBox['State'] {
  if (r.expires_at !== null && Number(r.expires_at) <= now) return 'expired';
  return r.status === 1 ? 'unlocked' : 'locked';
}

function toBackofficeBox(r: LuckyBoxesTable, settings: readonly LuckyBoxSettingsTable[], giftNames: ReadonlyMap<number, string>, now: number): BackofficeLuckyBox {
  const names = parseJson<Record<string, unknown>>(r.names_json, {});
  const nameOf = (l: string) => (typeof names[l] === 'string' ? String(names[l]) : '');
  const mine = settings.filter((s) => s.lucky_box_id === r.id);
  // No best gift chosen (the demo's boxes): the rarest prize.
  const rarest = [...mine].sort((a, b) => a.draw_chance - b.draw_chance || Number(b.gift_amount_minor) - Number(a.gift_amount_minor))[0];
  return {
    LuckyBoxId: Number(r.id),
    Names: { en: nameOf('en') || `#${r.id}`, cn: nameOf('cn'), vn: nameOf('vn'), th: nameOf('th'), id: nameOf('id') },
    CurrencyId: Number(r.currency_id), Amount: fromMinor(Number(r.amount_minor)), IsVip: r.is_vip === 1, ImageUrl: r.img_url,
    Gifts: mine.map((s) => ({
      GiftId: s.gift_id, GiftName: localName(giftNames.get(s.gift_id) ?? '{}', 'en') || `#${s.gift_id}`,
      GiftAmount: fromMinor(Number(s.gift_amount_minor)), Probability: s.draw_chance,
    })),
    BestGiftId: r.best_gift_id ?? rarest?.gift_id ?? null,
    Locked: r.status !== 1, ExpiresAt: r.expires_at === null ? null : Number(r.expires_at),
    State: luckyBoxState(r, now), Sort: r.sort, UpdatedAt: Number(r.updated_at),
  };
}

async function present(store: Store, rows: readonly LuckyBoxesTable[]): Promise<BackofficeLuckyBox[]> {
  const settings = await q.settingsOf(store.db, rows.map((r) => r.id));
  const ids = [...new Set(settings.map((s) => s.gift_id))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const gifts = await store.db.selectFrom('gifts').select(['id', 'names_json']).where('id', 'in', ids).execute();
    for (const g of gifts) names.set(g.id, g.names_json);
  }
  const now = Date.now();
  return rows.map((r) => toBackofficeBox(r, settings, names, now));
}

export async function listLuckyBoxes(store: Store) {
  const [boxes, currencies, gifts] = await Promise.all([q.allBoxes(store.db), q.allCurrencies(store.db), q.giftChoices(store.db)]);
  return {
    LuckyBoxes: await present(store, boxes),
    Currencies: currencies.map((c) => ({ CurrencyId: Number(c.id), CurrencyName: c.name })),
    GiftChoices: gifts.map((g) => ({
      GiftId: Number(g.id), CurrencyId: Number(g.currency_id), Name: localName(g.names_json, 'en') || `#${g.id}`, Amount: fromMinor(Number(g.amount_minor)),
    })),
  };
}

async function getBox(store: Store, id: number): Promise<BackofficeLuckyBox> {
  const row = await q.boxRow(store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Lucky box ${id} does not exist`);
  return (await present(store, [row]))[0]!;
}

/** The checks beyond the contract's shape, then the rows to write. */
async function valuesOf(store: Store, input: LuckyBoxInput, current: LuckyBoxesTable | null) {
  const seen = new Set<number>();
  input.Gifts.forEach((g, i) => {
    if (seen.has(g.GiftId)) throw new ApiError(400, `Gifts.${i}.GiftId`, 'This gift is already in the box');
    seen.add(g.GiftId);
  });
  const total = input.Gifts.reduce((sum, g) => sum + g.Probability, 0);
  if (total !== LUCKY_BOX_TOTAL_PERCENT) throw new ApiError(400, 'Gifts', ADMIN_MESSAGES.probabilitiesSum);
  if (!seen.has(input.BestGiftId)) throw new ApiError(400, 'BestGiftId', ADMIN_MESSAGES.bestGiftInBox);
  if (!(await q.currencyExists(store.db, input.CurrencyId))) throw new ApiError(400, 'CurrencyId', `Currency ${input.CurrencyId} does not exist`);
  const prices = new Map((await q.giftsInCurrency(store.db, [...seen], input.CurrencyId)).map((g) => [g.id, Number(g.amount_minor)]));
  input.Gifts.forEach((g, i) => {
    if (!prices.has(g.GiftId)) throw new ApiError(400, `Gifts.${i}.GiftId`, `Gift ${g.GiftId} is not sold in currency ${input.CurrencyId}`);
  });
  // Only the names given; a language without one shows the English name (localName's fallback).
  const names = Object.fromEntries(GIFT_NAME_LANGUAGES.filter((l) => input.Names[l]).map((l) => [l, input.Names[l]]));
  const values: q.BoxValues = {
    names_json: JSON.stringify({ ...names, ph: input.Names.en }),
    img_url: current?.img_url ?? imageUrl('luckybox', input.Names.en),
    currency_id: input.CurrencyId, amount_minor: toMinor(input.Amount), is_vip: input.IsVip ? 1 : 0,
    status: input.Locked ? 0 : 1, sort: input.Sort, best_gift_id: input.BestGiftId, expires_at: input.ExpiresAt, updated_at: Date.now(),
  };
  const settings = input.Gifts.map((g) => ({ gift_id: g.GiftId, gift_amount_minor: prices.get(g.GiftId)!, draw_chance: g.Probability }));
  return { values, settings };
}

export async function createLuckyBox(store: Store, input: LuckyBoxInput): Promise<BackofficeLuckyBox> {
  const { values, settings } = await valuesOf(store, input, null);
  const id = await store.transaction(async (trx) => {
    const next = await q.nextBoxId(trx);
    await q.writeBox(trx, next, values, settings, true);
    return next;
  });
  return getBox(store, id);
}

export async function editLuckyBox(store: Store, id: number, input: LuckyBoxInput): Promise<{ before: BackofficeLuckyBox; after: BackofficeLuckyBox }> {
  const row = await q.boxRow(store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Lucky box ${id} does not exist`);
  const before = (await present(store, [row]))[0]!;
  const { values, settings } = await valuesOf(store, input, row);
  await store.transaction((trx) => q.writeBox(trx, id, values, settings, false));
  return { before, after: await getBox(store, id) };
}
