import { ADMIN_MESSAGES, POST_PHOTO_KINDS, POST_VIDEO_KINDS, POST_VIP_LEVEL_MAX, POST_WALL_LIMIT, StaffErrorCode } from '@sideline/protocol';
import type { BackofficePost, MediaKind, PostInput, PostRule, PostState, PostWallItem } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';
import { parseJson } from '../../store/values';
import { giftNames, localName } from '../gifts/index';
import { staffError } from '../staff/index';
import { mediaKinds, mediaUrl } from '../uploads/index';
import * as q from './store';

/**
 * Streamer posts (spec section 9 "Streamer post"; section 4 "under review, approved, not
 * approved (a reason is required for rejection). There are approve-all and approve-one
 * actions"). Every new or edited post waits under review; the post wall shows approved posts
 * whose publish time has come, restricted ones locked (their files are never sent) with their rule.
 */

interface StoredMedia { MediaId: string; Kind: MediaKind }

const PHOTO_KINDS: readonly MediaKind[] = POST_PHOTO_KINDS;
const VIDEO_KINDS: readonly MediaKind[] = POST_VIDEO_KINDS;

const bad = (field: string, message: string) => new ApiError(400, field, message, 400);

function storedMedia(json: string): StoredMedia[] {
  return parseJson<unknown[]>(json, []).filter((m): m is StoredMedia =>
    typeof m === 'object' && m !== null && typeof (m as StoredMedia).MediaId === 'string' && typeof (m as StoredMedia).Kind === 'string');
}

async function giftName(store: Store, giftId: number | null, language: string): Promise<string | null> {
  if (giftId === null) return null;
  const names = await giftNames(store.db, [giftId]);
  const json = names.get(giftId);
  return json === undefined ? null : localName(json, language);
}

async function toPost(store: Store, r: q.PostRow): Promise<BackofficePost> {
  return {
    PostId: Number(r.id), StreamerId: r.streamer_id, StreamerName: r.streamer_name ?? '', Type: r.type as BackofficePost['Type'], Content: r.content,
    Media: storedMedia(r.media_json).map((m) => ({ MediaId: m.MediaId, Url: mediaUrl(m.MediaId, m.Kind), Kind: m.Kind })),
    PublishAt: Number(r.publish_at), Visibility: r.visibility as BackofficePost['Visibility'], Rule: (r.rule as PostRule | null) ?? null,
    Amount: r.amount, VipLevel: r.vip_level, GiftId: r.gift_id, GiftName: await giftName(store, r.gift_id, 'en'),
    State: r.state as PostState, RejectReason: r.reject_reason, ReviewedBy: r.reviewed_by, ReviewedAt: r.reviewed_at === null ? null : Number(r.reviewed_at),
    CreatedBy: r.created_by, CreatedAt: Number(r.created_at), UpdatedAt: Number(r.updated_at),
  };
}

async function requirePost(store: Store, id: number): Promise<q.PostRow> {
  const row = await q.postRow(store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Post ${id} does not exist`);
  return row;
}

/**
 * The rules the contract leaves to the server, each refused at its field: the streamer exists; a
 * photo post has photos (JPG/PNG/GIF uploads), a video post exactly one video (mp4/m3u8); a
 * restricted post names its rule with what the rule needs (paid: Amount, VIP: VipLevel, gift: an
 * existing GiftId and Amount); a public post keeps none of them.
 */
async function checkedFields(store: Store, input: PostInput) {
  if (!(await q.streamerRow(store.db, input.StreamerId))) throw bad('StreamerId', `No streamer ${input.StreamerId}`);
  const ids = [...new Set(input.Media)];
  const kinds = await mediaKinds(store.db, ids);
  const allowed = input.Type === 'photo' ? PHOTO_KINDS : VIDEO_KINDS;
  const media: StoredMedia[] = [];
  for (const [i, id] of ids.entries()) {
    const kind = kinds.get(id);
    if (!kind) throw bad(`Media.${i}`, `No upload ${id}`);
    if (!allowed.includes(kind)) throw bad(`Media.${i}`, ADMIN_MESSAGES.fileFormat);
    media.push({ MediaId: id, Kind: kind });
  }
  if (input.Type === 'video' && media.length !== 1) throw bad('Media', ADMIN_MESSAGES.postVideoOne);
  let rule: PostRule | null = null;
  let amount = 0;
  let vipLevel: number | null = null;
  let giftId: number | null = null;
  if (input.Visibility === 'restricted') {
    if (!input.Rule) throw bad('Rule', ADMIN_MESSAGES.postRuleRequired);
    rule = input.Rule;
    if (rule === 'paid' || rule === 'gift') {
      if (input.Amount <= 0) throw bad('Amount', ADMIN_MESSAGES.postAmountRequired);
      amount = input.Amount;
    }
    if (rule === 'vip') {
      if (input.VipLevel === null || input.VipLevel > POST_VIP_LEVEL_MAX) throw bad('VipLevel', ADMIN_MESSAGES.postVipLevelRequired);
      vipLevel = input.VipLevel;
    }
    if (rule === 'gift') {
      if (input.GiftId === null || !(await giftNames(store.db, [input.GiftId])).has(input.GiftId)) throw bad('GiftId', ADMIN_MESSAGES.postGiftRequired);
      giftId = input.GiftId;
    }
  }
  return {
    streamer_id: input.StreamerId, type: input.Type, content: input.Content, media_json: JSON.stringify(media), publish_at: input.PublishAt,
    visibility: input.Visibility, rule, amount, vip_level: vipLevel, gift_id: giftId,
  };
}

export async function listPosts(store: Store, f: q.PostFilter, page: number, pageSize: number, now = Date.now()) {
  const { rows, total } = await q.postRows(store.db, f, page, pageSize);
  const posts = [];
  for (const r of rows) posts.push(await toPost(store, r));
  return { Posts: posts, Total: total, Page: page, PageSize: pageSize, UnderReview: await q.countUnderReview(store.db, f.streamerId), AsOf: now };
}

export async function postFormOptions(store: Store) {
  const streamers = await q.streamerChoices(store.db);
  const gifts = await q.giftChoices(store.db);
  return {
    Streamers: streamers.map((s) => ({ StreamerId: s.id, Name: s.name })),
    Gifts: gifts.map((g) => ({ GiftId: g.id, Name: localName(g.names_json, 'en') })),
    VipLevelMax: POST_VIP_LEVEL_MAX,
  };
}

export async function createPost(store: Store, input: PostInput, by: string, now = Date.now()): Promise<BackofficePost> {
  const fields = await checkedFields(store, input);
  const id = await q.insertPost(store.db, { ...fields, state: 'under-review', created_by: by, created_at: now, updated_at: now });
  return toPost(store, await requirePost(store, id));
}

/** An edit sends the post back under review (what viewers see must have been reviewed). */
export async function editPost(store: Store, id: number, input: PostInput, now = Date.now()): Promise<{ before: BackofficePost; after: BackofficePost }> {
  const before = await toPost(store, await requirePost(store, id));
  const fields = await checkedFields(store, input);
  await q.updatePost(store.db, id, { ...fields, state: 'under-review', reject_reason: null, reviewed_by: null, reviewed_at: null, updated_at: now });
  return { before, after: await toPost(store, await requirePost(store, id)) };
}

export async function deletePost(store: Store, id: number): Promise<BackofficePost> {
  const before = await toPost(store, await requirePost(store, id));
  await q.deletePost(store.db, id);
  return before;
}

const notUnderReview = () => staffError(409, StaffErrorCode.Conflict, ADMIN_MESSAGES.postNotUnderReview);

export async function approvePost(store: Store, id: number, by: string, now = Date.now()): Promise<{ before: BackofficePost; after: BackofficePost }> {
  const before = await toPost(store, await requirePost(store, id));
  const done = await q.updatePost(store.db, id, { state: 'approved', reject_reason: null, reviewed_by: by, reviewed_at: now }, ['under-review']);
  if (!done) throw notUnderReview();
  return { before, after: await toPost(store, await requirePost(store, id)) };
}

/** Rejects a post under review, or takes an approved one down; the reason is required (the contract checks it). */
export async function rejectPost(store: Store, id: number, reason: string, by: string, now = Date.now()): Promise<{ before: BackofficePost; after: BackofficePost }> {
  const before = await toPost(store, await requirePost(store, id));
  const done = await q.updatePost(store.db, id, { state: 'not-approved', reject_reason: reason, reviewed_by: by, reviewed_at: now }, ['under-review', 'approved']);
  if (!done) throw staffError(409, StaffErrorCode.Conflict, `Post ${id} is already not approved`);
  return { before, after: await toPost(store, await requirePost(store, id)) };
}

export function approveAllPosts(store: Store, asOf: number, by: string, streamerId?: number, now = Date.now()): Promise<number[]> {
  return store.transaction((tx) => q.approveAll(tx, Math.min(asOf, now), by, now, streamerId));
}

/**
 * GET /Streamer/GetPostWall: approved posts published by now, newest first; a switched-off or
 * unknown streamer has none. A restricted post is locked (no files sent) unless it is "VIP level
 * only" and the signed-in member's VIP level (from their token, `viewerVip`) reaches it; paid and
 * assigned-gift posts stay locked (there is no unlock purchase yet).
 */
export async function postWall(store: Store, streamerId: number, language: string, viewerVip: number | null, now = Date.now()): Promise<{ Posts: PostWallItem[] }> {
  const streamer = await q.streamerRow(store.db, streamerId);
  if (!streamer || streamer.status !== 1) return { Posts: [] };
  const rows = await q.wallRows(store.db, streamerId, now, POST_WALL_LIMIT);
  const giftIds = [...new Set(rows.map((r) => r.gift_id).filter((g): g is number => g !== null))];
  const gifts = await giftNames(store.db, giftIds);
  return {
    Posts: rows.map((r) => {
      const vipOpens = r.rule === 'vip' && r.vip_level !== null && viewerVip !== null && viewerVip >= r.vip_level;
      const locked = r.visibility === 'restricted' && !vipOpens;
      const giftJson = r.gift_id === null ? undefined : gifts.get(r.gift_id);
      return {
        PostId: Number(r.id), Type: r.type as PostWallItem['Type'], Content: r.content, PublishTime: Number(r.publish_at),
        Visibility: r.visibility as PostWallItem['Visibility'], Locked: locked, Rule: (r.rule as PostRule | null) ?? null,
        Amount: r.amount, VipLevel: r.vip_level, GiftName: giftJson === undefined ? null : localName(giftJson, language),
        Media: locked ? [] : storedMedia(r.media_json).map((m) => ({ Url: mediaUrl(m.MediaId, m.Kind), Kind: m.Kind })),
      };
    }),
  };
}
