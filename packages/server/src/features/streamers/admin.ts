import { ADMIN_MESSAGES, AnchorTag, StaffErrorCode } from '@sideline/protocol';
import type { BackofficeStreamer, StreamerInput } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Executor, Store } from '../../store/types';
import { parseJson } from '../../store/values';
import { staffError } from '../staff/index';
import { mediaUrls } from '../uploads/index';
import * as q from './admin-store';
import type { StreamersTable } from './tables';

/**
 * Streamer management (issue 19 item 2). The back office writes the same `streamers` rows the
 * viewer calls read (GetStreamerList/Detail, the topic page schedule, GetStreaming), so a change
 * shows on the next read. Duplicate name (any case) → 409 'Streamer already exists'; a channel
 * another streamer has → 409 'Channel already exists' (unique indexes hold it under races).
 * Photos are uploads (`UploadStreamerPhoto`) named by MediaId; the first is the card picture.
 */

interface StoredPhoto { Id: number; ImageUrl: string; MediaId?: string }

const MEDIA_ID = /^[0-9a-f]{64}$/;

function conflict(field: StaffErrorCode, formField: string, message: string): ApiError {
  return new ApiError(409, field, message, 409, { items: [{ Field: field, Message: message }, { Field: formField, Message: message }] });
}
const streamerExists = () => conflict(StaffErrorCode.StreamerExists, 'Name', ADMIN_MESSAGES.streamerExists);
const channelExists = () => conflict(StaffErrorCode.ChannelExists, 'Channel', ADMIN_MESSAGES.channelExists);

export function toBackofficeStreamer(r: StreamersTable): BackofficeStreamer {
  const photos = parseJson<StoredPhoto[]>(r.photos_json, []).filter((p) => typeof p?.ImageUrl === 'string');
  const features = parseJson<{ Content?: unknown; Star?: unknown }[]>(r.features_json, [])
    .filter((f) => typeof f?.Content === 'string')
    .map((f) => ({ Content: String(f.Content), Star: Math.min(5, Math.max(1, Math.round(Number(f.Star) || 1))) }));
  return {
    StreamerId: Number(r.id), Name: r.name, Language: r.language, Supplier: r.supplier, Contract: r.contract === 'part-time' ? 'part-time' : 'signed',
    Channel: r.channel, Source: r.source, Key: r.stream_name_key, Memo: r.memo, ServerAddress: r.server_address, StreamKey: r.stream_key,
    Intro: r.intro, Photos: photos.map((p) => ({ MediaId: p.MediaId ?? null, Url: p.ImageUrl })), TagNote: r.tag_name,
    Tag: r.tag === AnchorTag.Hot || r.tag === AnchorTag.New ? r.tag : AnchorTag.None,
    Features: features, On: r.status === 1, UpdatedAt: Number(r.updated_at),
  };
}

async function requireRow(store: Store, id: number): Promise<StreamersTable> {
  const row = await q.streamerRow(store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Streamer ${id} does not exist`);
  return row;
}

/**
 * The row values of an input. Each photo is the MediaId of a stored upload or, on edit, the URL
 * of a photo the streamer already has (never any other URL); else 400 `Photos.<i>`.
 */
async function valuesOf(store: Store, input: StreamerInput, current: StreamersTable | null, now: number): Promise<q.StreamerValues> {
  const urls = await mediaUrls(store.db, input.Photos.filter((p) => MEDIA_ID.test(p)));
  const kept = new Map((current ? parseJson<StoredPhoto[]>(current.photos_json, []) : []).map((p) => [p.ImageUrl, p]));
  const photos: StoredPhoto[] = input.Photos.map((ref, i) => {
    const url = urls.get(ref);
    if (url) return { Id: i + 1, ImageUrl: url, MediaId: ref };
    const old = kept.get(ref);
    if (old) return { Id: i + 1, ImageUrl: old.ImageUrl, ...(old.MediaId ? { MediaId: old.MediaId } : {}) };
    throw new ApiError(400, `Photos.${i}`, 'Unknown photo: upload it first');
  });
  return {
    name: input.Name, language: input.Language, image_url: photos[0]!.ImageUrl, intro: input.Intro, tag: input.Tag, tag_name: input.TagNote,
    features_json: JSON.stringify(input.Features.map((f, i) => ({ Id: i + 1, Star: f.Star, Content: f.Content }))),
    photos_json: JSON.stringify(photos), status: input.On ? 1 : 0,
    supplier: input.Supplier, contract: input.Contract, channel: input.Channel, source: input.Source, stream_name_key: input.Key,
    memo: input.Memo, server_address: input.ServerAddress, stream_key: input.StreamKey, updated_at: now,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(e.message ?? '');
}

/** Checks the duplicate rules, then writes; a unique index tripped by a racing save answers the same 409. */
async function save(store: Store, input: StreamerInput, current: StreamersTable | null, write: (trx: Executor, values: q.StreamerValues) => Promise<number>): Promise<number> {
  const id = current ? Number(current.id) : null;
  const values = await valuesOf(store, input, current, Date.now());
  const check = async () => {
    if (await q.nameTaken(store.db, input.Name, id)) throw streamerExists();
    if (await q.channelTaken(store.db, input.Channel, id)) throw channelExists();
  };
  await check();
  for (let attempt = 0; ; attempt++) {
    try {
      return await store.transaction(async (trx) => write(trx, values));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await check();
      if (attempt >= 2) throw staffError(409, StaffErrorCode.Conflict, 'Another change was saved at the same time; try again');
    }
  }
}

export async function listStreamers(store: Store, f: q.StreamerFilter, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([q.streamerPage(store.db, f, pageSize, (page - 1) * pageSize), q.streamerCount(store.db, f)]);
  return { Streamers: rows.map(toBackofficeStreamer), Total: total, Page: page, PageSize: pageSize };
}

export async function getStreamer(store: Store, id: number): Promise<BackofficeStreamer> {
  return toBackofficeStreamer(await requireRow(store, id));
}

export async function createStreamer(store: Store, input: StreamerInput): Promise<BackofficeStreamer> {
  const id = await save(store, input, null, async (trx, values) => {
    const next = await q.nextStreamerId(trx);
    await q.insertStreamer(trx, next, values);
    return next;
  });
  return getStreamer(store, id);
}

export async function editStreamer(store: Store, id: number, input: StreamerInput): Promise<{ before: BackofficeStreamer; after: BackofficeStreamer }> {
  const row = await requireRow(store, id);
  const before = toBackofficeStreamer(row);
  await save(store, input, row, async (trx, values) => {
    await q.updateStreamer(trx, id, values);
    return id;
  });
  return { before, after: await getStreamer(store, id) };
}

export async function setStreamerOn(store: Store, id: number, on: boolean): Promise<{ before: BackofficeStreamer; after: BackofficeStreamer }> {
  const before = toBackofficeStreamer(await requireRow(store, id));
  await q.updateStreamer(store.db, id, { status: on ? 1 : 0, updated_at: Date.now() });
  return { before, after: await getStreamer(store, id) };
}
