import { AnchorTag } from '@sideline/protocol';
import type { AnchorFeature, AnchorPhoto, Streamer, StreamerDetail } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { StreamersTable } from './tables';
import type { Store } from '../../store/types';
import { parseJson } from '../../store/values';
import { findStreamer, listStreamers } from './store';

/** Streamer list, detail and topic banner rules. */

function tagOf(tag: number): AnchorTag {
  return tag === AnchorTag.Hot || tag === AnchorTag.New ? tag : AnchorTag.None;
}

function toStreamer(row: StreamersTable): Streamer {
  return {
    Id: row.id, ImageUrl: row.image_url || null, Name: row.name, Language: row.language,
    Tag: tagOf(row.tag), Intro: row.intro || null, TagName: row.tag_name || null,
  };
}

/**
 * GET /Streamer/GetStreamerList: streamers speaking any language of the comma list (lower-cased;
 * an empty list or 'all' means every language), active ones only when `Status` is true, in the
 * admin sort order.
 */
export async function streamerList(store: Store, languages: string[], activeOnly: boolean): Promise<{ StreamerDtos: Streamer[] }> {
  const langs = languages.map((l) => l.trim().toLowerCase()).filter(Boolean);
  const all = langs.length === 0 || langs.includes('all');
  const rows = await listStreamers(store.db, all ? null : langs, activeOnly);
  return { StreamerDtos: rows.map(toStreamer) };
}

/** Features with a star count clamped to 1-5 (the admin form caps it; stored JSON may not). */
function features(json: string): AnchorFeature[] {
  return parseJson<unknown[]>(json, [])
    .filter((f): f is { Id: number; Star: number; Content: string } =>
      typeof f === 'object' && f !== null && Number.isInteger((f as { Id?: unknown }).Id) && typeof (f as { Content?: unknown }).Content === 'string')
    .map((f) => ({ Id: f.Id, Star: Math.min(5, Math.max(1, Math.round(Number(f.Star) || 1))), Content: f.Content }));
}

function photos(json: string): AnchorPhoto[] {
  return parseJson<unknown[]>(json, [])
    .filter((p): p is AnchorPhoto =>
      typeof p === 'object' && p !== null && Number.isInteger((p as { Id?: unknown }).Id) && typeof (p as { ImageUrl?: unknown }).ImageUrl === 'string');
}

/**
 * GET /Streamer/GetStreamerDetail: the streamer with feature stars and photos. An unknown or
 * switched-off streamer answers HTTP 200 with body Code 404 (Error[0].Field 'Id'), so the
 * client leaves the detail view for the list (spec section 8).
 */
export async function streamerDetail(store: Store, id: number): Promise<{ StreamerDetailDto: StreamerDetail }> {
  const row = await findStreamer(store.db, id);
  if (!row || row.status !== 1) throw new ApiError(404, 'Id', `No streamer ${id}`, 200);
  const { Name, ImageUrl, Intro, Tag, TagName } = toStreamer(row);
  return { StreamerDetailDto: { Name, ImageUrl, Intro, Tag, TagName, AnchorFeatures: features(row.features_json), AnchorPhotos: photos(row.photos_json) } };
}
