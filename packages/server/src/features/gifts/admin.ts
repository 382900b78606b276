import { ADMIN_MESSAGES, GIFT_CATEGORY_CODES, GIFT_IMAGE_MAX_BYTES, GIFT_NAME_LANGUAGES, GIFT_PAGE_SIZE, StaffErrorCode, giftAnimationLimit } from '@sideline/protocol';
import type { BackofficeGift, GiftAdminCategory, GiftInput, MediaKind } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';
import { fromMinor, parseJson, toMinor } from '../../store/values';
import { staffError } from '../staff/index';
import { mediaInfo } from '../uploads/index';
import { giftAnimationUrl } from './catalogue';
import * as q from './admin-store';
import type { GiftsTable } from './tables';

/**
 * Gift management (issue 19 item 3). The back office writes the same `gifts` rows GetGiftInfo,
 * GetGiftById and SendGift read, so an open gift panel shows a change once its 60 s cache ends.
 * Pictures are PNG uploads of at most 10 KB (`UploadGiftImage`), the animation an SVGA upload
 * (`UploadGiftAnimation`), each named by its MediaId; an edit may keep what the gift has by its
 * URL. The animation's limit depends on the amount (1 MB from 10, else 500 KB) and is checked
 * here, where the amount is known.
 */

const MEDIA_ID = /^[0-9a-f]{64}$/;
const UPLOAD_URL = /^\/media\/uploads\/([0-9a-f]{64})\.[a-z0-9]+$/;

const CATEGORY_OF_CODE = new Map<number, GiftAdminCategory>(Object.entries(GIFT_CATEGORY_CODES).map(([k, v]) => [v, k as GiftAdminCategory]));

const mediaOf = (url: string) => ({ MediaId: UPLOAD_URL.exec(url)?.[1] ?? null, Url: url });

export function giftState(r: Pick<GiftsTable, 'status' | 'start_at' | 'end_at'>, now: number): BackofficeGift['State'] {
  if (r.status !== 1) return 'off';
  if (r.start_at !== null && Number(r.start_at) > now) return 'scheduled';
  if (r.end_at !== null && Number(r.end_at) <= now) return 'ended';
  return 'active';
}

export function toBackofficeGift(r: GiftsTable, now = Date.now()): BackofficeGift {
  const names = parseJson<Record<string, unknown>>(r.names_json, {});
  const nameOf = (l: string) => (typeof names[l] === 'string' ? String(names[l]) : '');
  const en = nameOf('en') || Object.values(names).find((v): v is string => typeof v === 'string') || `#${r.id}`;
  const animation = giftAnimationUrl(r);
  return {
    GiftId: Number(r.id), CurrencyId: Number(r.currency_id),
    Names: { en, cn: nameOf('cn'), vn: nameOf('vn'), th: nameOf('th'), id: nameOf('id') },
    Category: CATEGORY_OF_CODE.get(r.category) ?? 'system', CategoryCode: r.category,
    Image: mediaOf(r.img_url),
    FrontendImage: r.frontend_img_url ? mediaOf(r.frontend_img_url) : null,
    BackendImage: r.backend_img_url ? mediaOf(r.backend_img_url) : null,
    Animation: animation ? mediaOf(animation) : null,
    VipLevel: r.vip, StartAt: r.start_at === null ? null : Number(r.start_at), EndAt: r.end_at === null ? null : Number(r.end_at),
    CampaignName: r.campaign_name, Amount: fromMinor(Number(r.amount_minor)), Sort: r.sort, On: r.status === 1,
    State: giftState(r, now), UpdatedAt: Number(r.updated_at),
  };
}

async function requireRow(store: Store, id: number, currencyId: number): Promise<GiftsTable> {
  const row = await q.giftRow(store.db, id, currencyId);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Gift ${id} in currency ${currencyId} does not exist`);
  return row;
}

type MediaField = 'Image' | 'FrontendImage' | 'BackendImage' | 'Animation';
interface Resolved { url: string; bytes: number | null }

/**
 * A picture or animation the input names: the MediaId of a stored upload of the right kind, or
 * the URL the gift already has in that place (kept as it is). Anything else: 400 at the field.
 */
async function resolveMedia(store: Store, field: MediaField, ref: string, kind: MediaKind, kept: string | null): Promise<Resolved> {
  if (MEDIA_ID.test(ref)) {
    const info = (await mediaInfo(store.db, [ref])).get(ref);
    if (!info) throw new ApiError(400, field, 'Unknown file: upload it first');
    if (info.kind !== kind) throw new ApiError(400, field, ADMIN_MESSAGES.fileFormat);
    return { url: info.url, bytes: info.bytes };
  }
  if (kept && ref === kept) {
    const id = UPLOAD_URL.exec(kept)?.[1];
    const info = id ? (await mediaInfo(store.db, [id])).get(id) : undefined;
    return { url: kept, bytes: info?.bytes ?? null };
  }
  throw new ApiError(400, field, 'Unknown file: upload it first');
}

async function valuesOf(store: Store, input: GiftInput, current: GiftsTable | null, now: number): Promise<q.GiftValues> {
  if (input.Category === 'vip' && input.VipLevel < 1) throw new ApiError(400, 'VipLevel', ADMIN_MESSAGES.vipLevelRequired);
  if (input.StartAt !== null && input.EndAt !== null && input.EndAt <= input.StartAt) throw new ApiError(400, 'EndAt', ADMIN_MESSAGES.endAfterStart);
  if (input.Category === 'campaign' && !input.CampaignName) throw new ApiError(400, 'CampaignName', ADMIN_MESSAGES.required);
  const image = await resolveMedia(store, 'Image', input.Image, 'png', current?.img_url ?? null);
  const front = input.FrontendImage === null ? null : await resolveMedia(store, 'FrontendImage', input.FrontendImage, 'png', current?.frontend_img_url || null);
  const back = input.BackendImage === null ? null : await resolveMedia(store, 'BackendImage', input.BackendImage, 'png', current?.backend_img_url || null);
  for (const [field, m] of [['Image', image], ['FrontendImage', front], ['BackendImage', back]] as const) {
    if (m?.bytes != null && m.bytes > GIFT_IMAGE_MAX_BYTES) throw new ApiError(413, field, ADMIN_MESSAGES.fileTooLarge);
  }
  const keptAnimation = current ? giftAnimationUrl(current) : null;
  const animation = input.Animation === null ? null : await resolveMedia(store, 'Animation', input.Animation, 'svga', keptAnimation);
  // "up to 1 MB for gifts of 10 diamonds or more, 500 KB below that": known only with the amount.
  if (animation?.bytes != null && animation.bytes > giftAnimationLimit(input.Amount)) throw new ApiError(413, 'Animation', ADMIN_MESSAGES.fileTooLarge);
  // Only the names given; a language without one shows the English name (localName's fallback).
  const names = Object.fromEntries(GIFT_NAME_LANGUAGES.filter((l) => input.Names[l]).map((l) => [l, input.Names[l]]));
  return {
    category: GIFT_CATEGORY_CODES[input.Category], amount_minor: toMinor(input.Amount), img_url: image.url,
    // No animation: the row says so with null (the generated demo animation only stands in for a placeholder).
    svga_url: animation?.url ?? null,
    sort: input.Sort, status: input.On ? 1 : 0, is_vip: input.Category === 'vip' ? 1 : 0,
    vip: input.VipLevel, names_json: JSON.stringify({ ...names, ph: input.Names.en }),
    frontend_img_url: front?.url ?? '', backend_img_url: back?.url ?? '',
    campaign_name: input.Category === 'campaign' ? input.CampaignName : '',
    start_at: input.StartAt, end_at: input.EndAt, updated_at: now,
  };
}

export async function listGifts(store: Store, currencyId: number | undefined, page: number) {
  const [rows, total, currencies] = await Promise.all([
    q.giftPage(store.db, currencyId, GIFT_PAGE_SIZE, (page - 1) * GIFT_PAGE_SIZE), q.giftCount(store.db, currencyId), q.allCurrencies(store.db),
  ]);
  const now = Date.now();
  return {
    Gifts: rows.map((r) => toBackofficeGift(r, now)), Total: total, Page: page, PageSize: GIFT_PAGE_SIZE,
    Currencies: currencies.map((c) => ({ CurrencyId: Number(c.id), CurrencyName: c.name })),
  };
}

export async function createGift(store: Store, input: GiftInput): Promise<BackofficeGift> {
  if (!(await q.currencyExists(store.db, input.CurrencyId))) throw new ApiError(400, 'CurrencyId', `Currency ${input.CurrencyId} does not exist`);
  const values = await valuesOf(store, input, null, Date.now());
  const id = await store.transaction(async (trx) => {
    const next = await q.nextGiftId(trx);
    await q.insertGift(trx, next, input.CurrencyId, values);
    return next;
  });
  return toBackofficeGift(await requireRow(store, id, input.CurrencyId));
}

function requireEditable(row: GiftsTable): void {
  if (!CATEGORY_OF_CODE.has(row.category)) {
    throw staffError(409, StaffErrorCode.Conflict, 'This gift belongs to its own feature (roulette, lucky box, profit share, wish coin) and is not edited here');
  }
}

export async function editGift(store: Store, id: number, input: GiftInput): Promise<{ before: BackofficeGift; after: BackofficeGift }> {
  const row = await requireRow(store, id, input.CurrencyId);
  requireEditable(row);
  const before = toBackofficeGift(row);
  await q.updateGift(store.db, id, input.CurrencyId, await valuesOf(store, input, row, Date.now()));
  return { before, after: toBackofficeGift(await requireRow(store, id, input.CurrencyId)) };
}

export async function setGiftOn(store: Store, id: number, currencyId: number, on: boolean): Promise<{ before: BackofficeGift; after: BackofficeGift }> {
  const row = await requireRow(store, id, currencyId);
  requireEditable(row);
  await q.updateGift(store.db, id, currencyId, { status: on ? 1 : 0, updated_at: Date.now() });
  return { before: toBackofficeGift(row), after: toBackofficeGift(await requireRow(store, id, currencyId)) };
}
