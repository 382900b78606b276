import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_KINDS } from '@sideline/protocol';
import type { MediaKind, UploadedMedia } from '@sideline/protocol';
import type { Executor } from '../../store/types';
import { urlExt } from './sniff';

/**
 * Where accepted files live: the `media` table always holds the row (id, kind, size); the bytes
 * are in its `data` column (default: every node reads the same database) or, with `UPLOADS_DIR`,
 * in `<dir>/<sha256>.<ext>` on a directory all nodes share. Nothing is written before a file is
 * accepted, and a directory write goes through a temporary name, so a refusal or a crash leaves
 * no row and no file.
 */
export interface MediaStorage {
  db: Executor;
  /** null → bytes in the database. */
  dir: string | null;
}

export const mediaUrl = (id: string, kind: MediaKind): string => `/media/uploads/${id}.${urlExt(kind)}`;

export async function storeMedia(storage: MediaStorage, bytes: Buffer, kind: MediaKind, by: string): Promise<UploadedMedia> {
  const id = createHash('sha256').update(bytes).digest('hex');
  if (storage.dir) {
    await mkdir(storage.dir, { recursive: true });
    const final = path.join(storage.dir, `${id}.${urlExt(kind)}`);
    const temp = `${final}.${randomUUID()}.part`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, final);
    } finally {
      await rm(temp, { force: true });
    }
  }
  await storage.db.insertInto('media')
    .values({ id, kind, mime: MEDIA_KINDS[kind], bytes: bytes.length, data: storage.dir ? null : bytes, created_at: Date.now(), created_by: by })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { MediaId: id, Url: mediaUrl(id, kind), Kind: kind, Bytes: bytes.length };
}

/** The stored file of an id, with its type; null when unknown. */
export async function loadMedia(storage: MediaStorage, id: string): Promise<{ kind: MediaKind; mime: string; data: Buffer } | null> {
  const row = await storage.db.selectFrom('media').select(['kind', 'mime', 'data']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const kind = row.kind as MediaKind;
  if (row.data) return { kind, mime: row.mime, data: Buffer.from(row.data) };
  if (!storage.dir) return null;
  try {
    return { kind, mime: row.mime, data: await readFile(path.join(storage.dir, `${id}.${urlExt(kind)}`)) };
  } catch {
    return null;
  }
}

/** The stored media among `ids` (id → URL); ids not stored are missing from the map. */
export async function mediaUrls(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(['id', 'kind']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, mediaUrl(r.id, r.kind as MediaKind)]));
}

/** The kind of each stored media among `ids` (ids not stored are missing from the map). */
export async function mediaKinds(db: Executor, ids: readonly string[]): Promise<Map<string, MediaKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(['id', 'kind']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.kind as MediaKind]));
}

/** The stored media among `ids` with their kind and size (a feature checks both: "a PNG of at most …"). */
export async function mediaInfo(db: Executor, ids: readonly string[]): Promise<Map<string, { url: string; kind: MediaKind; bytes: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(['id', 'kind', 'bytes']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, { url: mediaUrl(r.id, r.kind as MediaKind), kind: r.kind as MediaKind, bytes: Number(r.bytes) }]));
}
