import { ADMIN_MESSAGES, ANCHOR_LANGUAGE_ORDER, StaffErrorCode } from '@sideline/protocol';
import type { Banner, BannerInput, BannerPosition, ServedBanner, WebBanner } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';
import { imageUrl } from '../../seed/media-urls';
import { findSite } from '../licensee/index';
import { staffError } from '../staff/index';
import { mediaUrls } from '../uploads/index';
import * as q from './store';
import type { BannerRow } from './store';

/**
 * Banner rules (issue 19 item 4). A banner shows on its position's viewer pages while it is on
 * and `start_at <= now < end_at`; its state: off (switched off, or its end has passed), not
 * started, active. Two banners that are on, for the same site (or both for every site), position
 * and device, may not share an instant: 409 'A banner is already set for this site and period'.
 * The check and the write run in one transaction (SQLite's write lock, PostgreSQL serializable),
 * so two racing saves cannot both pass it.
 */

const MEDIA_ID = /^[0-9a-f]{64}$/;

export function bannerState(row: Pick<BannerRow, 'status' | 'start_at' | 'end_at'>, now: number): Banner['State'] {
  if (row.status !== 1 || now >= Number(row.end_at)) return 'off';
  return now < Number(row.start_at) ? 'not-started' : 'active';
}

export function toBanner(r: BannerRow, now: number): Banner {
  return {
    BannerId: Number(r.id), Title: r.title, SiteId: r.site_id === null ? null : Number(r.site_id),
    Position: r.position as Banner['Position'], Device: r.device === 'desktop' ? 'desktop' : 'mobile',
    Image: { MediaId: r.media_id, Url: r.image_url }, LinkType: r.link_type === 'external' ? 'external' : 'internal', Link: r.link,
    PostId: r.post_id === null ? null : Number(r.post_id), CarouselSeconds: Number(r.carousel_seconds),
    StartAt: Number(r.start_at), EndAt: Number(r.end_at), On: r.status === 1, State: bannerState(r, now), UpdatedAt: Number(r.updated_at),
  };
}

const bannerExists = () => new ApiError(409, StaffErrorCode.BannerExists, ADMIN_MESSAGES.bannerExists, 409, {
  items: [{ Field: StaffErrorCode.BannerExists, Message: ADMIN_MESSAGES.bannerExists }, { Field: 'StartAt', Message: ADMIN_MESSAGES.bannerExists }],
});

async function requireRow(store: Store, id: number): Promise<BannerRow> {
  const row = await q.bannerRow(store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Banner ${id} does not exist`);
  return row;
}

/** The row values of an input; the image is a stored upload's MediaId or, on edit, the banner's current image URL. */
async function valuesOf(store: Store, input: BannerInput, current: BannerRow | null, now: number): Promise<q.BannerValues> {
  if (input.SiteId !== null && !(await findSite(store.db, input.SiteId))) throw new ApiError(400, 'SiteId', `Unknown site ${input.SiteId}`);
  let image: { url: string; mediaId: string | null };
  const uploaded = MEDIA_ID.test(input.Image) ? (await mediaUrls(store.db, [input.Image])).get(input.Image) : undefined;
  if (uploaded) image = { url: uploaded, mediaId: input.Image };
  else if (current && input.Image === current.image_url) image = { url: current.image_url, mediaId: current.media_id };
  else throw new ApiError(400, 'Image', 'Unknown image: upload it first');
  return {
    title: input.Title, site_id: input.SiteId, position: input.Position, device: input.Device, image_url: image.url, media_id: image.mediaId,
    link_type: input.LinkType, link: input.Link, post_id: input.PostId, carousel_seconds: input.CarouselSeconds,
    start_at: input.StartAt, end_at: input.EndAt, status: input.On ? 1 : 0, updated_at: now,
  };
}

const keyOf = (v: { site_id?: number | null; position?: string; device?: string; start_at?: number; end_at?: number }) => ({
  siteId: v.site_id ?? null, position: String(v.position), device: String(v.device), start: Number(v.start_at), end: Number(v.end_at),
});

export async function listBanners(store: Store, f: { position?: string; siteId?: number }): Promise<{ Banners: Banner[] }> {
  const now = Date.now();
  return { Banners: (await q.bannerRows(store.db, f)).map((r) => toBanner(r, now)) };
}

export async function createBanner(store: Store, input: BannerInput, by: string): Promise<Banner> {
  const now = Date.now();
  const values = await valuesOf(store, input, null, now);
  const id = await store.transaction(async (trx) => {
    if (values.status === 1 && await q.overlapping(trx, keyOf(values), null)) throw bannerExists();
    return q.insertBanner(trx, values, by, now);
  });
  return toBanner((await q.bannerRow(store.db, id))!, now);
}

export async function editBanner(store: Store, id: number, input: BannerInput): Promise<{ before: Banner; after: Banner }> {
  const now = Date.now();
  const row = await requireRow(store, id);
  const values = await valuesOf(store, input, row, now);
  await store.transaction(async (trx) => {
    if (values.status === 1 && await q.overlapping(trx, keyOf(values), id)) throw bannerExists();
    await q.updateBanner(trx, id, values);
  });
  return { before: toBanner(row, now), after: toBanner((await q.bannerRow(store.db, id))!, now) };
}

export async function setBannerOn(store: Store, id: number, on: boolean): Promise<{ before: Banner; after: Banner }> {
  const now = Date.now();
  const row = await requireRow(store, id);
  await store.transaction(async (trx) => {
    if (on && await q.overlapping(trx, keyOf(row), id)) throw bannerExists();
    await q.updateBanner(trx, id, { status: on ? 1 : 0, updated_at: now });
  });
  return { before: toBanner(row, now), after: toBanner((await q.bannerRow(store.db, id))!, now) };
}

export async function deleteBanner(store: Store, id: number): Promise<Banner> {
  const row = await requireRow(store, id);
  await q.deleteBanner(store.db, id);
  return toBanner(row, Date.now());
}

/** Languages of the generated topic-page artwork (the anchor languages and en); others fall back to en. */
const ARTWORK_LANGUAGES = new Set<string>([...ANCHOR_LANGUAGE_ORDER.filter((l) => l !== 'all'), 'en']);

/**
 * GET /Streamer/GetWebBannerUrl: the banners of a position that are on and running, for the
 * caller's site (when the request carries a token) and for every site, the site's own first;
 * MobileUrl/DesktopUrl are the first image of each device (the other device's when one is
 * missing). The topic page schedule without any banner set keeps the demo's generated artwork
 * (one pair per language); other positions then answer none.
 */
export async function servedBanners(store: Store, position: BannerPosition, siteId: number | null, userLanguage: string, now: number): Promise<WebBanner> {
  const rows = await q.runningBanners(store.db, position, siteId, now);
  const ordered = [...rows.filter((r) => r.site_id !== null), ...rows.filter((r) => r.site_id === null)];
  const banners: ServedBanner[] = ordered.map((r) => {
    const b = toBanner(r, now);
    return { BannerId: b.BannerId, Title: b.Title, Device: b.Device, ImageUrl: b.Image.Url, LinkType: b.LinkType, Link: b.Link, PostId: b.PostId, CarouselSeconds: b.CarouselSeconds };
  });
  if (banners.length === 0) {
    if (position !== 'programme-schedule') return { MobileUrl: null, DesktopUrl: null, Banners: [] };
    const lang = userLanguage.trim().toLowerCase();
    const code = (ARTWORK_LANGUAGES.has(lang) ? lang : 'en').toUpperCase();
    return { DesktopUrl: imageUrl('banner', `Streamer Zone ${code}`), MobileUrl: imageUrl('banner', `Streamer Zone ${code} mobile`), Banners: [] };
  }
  const mobile = banners.find((b) => b.Device === 'mobile')?.ImageUrl ?? null;
  const desktop = banners.find((b) => b.Device === 'desktop')?.ImageUrl ?? null;
  return { MobileUrl: mobile ?? desktop, DesktopUrl: desktop ?? mobile, Banners: banners };
}
