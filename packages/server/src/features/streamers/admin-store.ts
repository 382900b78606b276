import { sql } from 'kysely';
import type { Executor } from '../../store/types';
import type { StreamersTable } from './tables';

/** Queries of the back office's streamer management. */

export interface StreamerFilter { search?: string; language?: string; on?: boolean }

function filtered(db: Executor, f: StreamerFilter) {
  let q = db.selectFrom('streamers');
  const s = f.search?.trim().toLowerCase();
  if (s) {
    const like = `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([
      eb(sql`lower(name)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(supplier)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(channel)`, 'like', sql`${like} escape '\\'`),
    ]));
  }
  if (f.language) q = q.where('language', '=', f.language);
  if (f.on !== undefined) q = q.where('status', '=', f.on ? 1 : 0);
  return q;
}

export function streamerPage(db: Executor, f: StreamerFilter, limit: number, offset: number) {
  return filtered(db, f).selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute();
}

export async function streamerCount(db: Executor, f: StreamerFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function streamerRow(db: Executor, id: number) {
  return db.selectFrom('streamers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another streamer (not `exceptId`) with this name, any case. */
export async function nameTaken(db: Executor, name: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom('streamers').select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

/** Another streamer (not `exceptId`) on this channel. */
export async function channelTaken(db: Executor, channel: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom('streamers').select('id').where('channel', '=', channel);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export async function nextStreamerId(db: Executor): Promise<number> {
  const row = await db.selectFrom('streamers').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Math.max(300, Number(row?.id ?? 0)) + 1;
}

export type StreamerValues = Omit<StreamersTable, 'id' | 'sort'>;

export async function insertStreamer(db: Executor, id: number, values: StreamerValues): Promise<void> {
  await db.insertInto('streamers').values({ ...values, id, sort: id }).execute();
}

export async function updateStreamer(db: Executor, id: number, values: Partial<StreamerValues>): Promise<void> {
  await db.updateTable('streamers').set(values).where('id', '=', id).execute();
}

/** The demo world's streamers, written once (idempotent: an existing id is left as the back office made it). */
export async function seedStreamers(db: Executor, rows: readonly StreamersTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('streamers').values(rows.map((r) => ({ ...r }))).onConflict((oc) => oc.doNothing()).execute();
}
