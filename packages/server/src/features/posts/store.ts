import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../store/types';
import type { StreamerPostsTable } from './migrations';

/** Queries of streamer posts. */

export type PostRow = Selectable<StreamerPostsTable> & { streamer_name: string | null };

function withStreamer(db: Executor) {
  return db.selectFrom('streamer_posts as p')
    .leftJoin('streamers as s', 's.id', 'p.streamer_id')
    .selectAll('p')
    .select('s.name as streamer_name');
}

export interface PostFilter { state?: string; streamerId?: number }

/** The review list: newest first, a page at a time. */
export async function postRows(db: Executor, f: PostFilter, page: number, pageSize: number): Promise<{ rows: PostRow[]; total: number }> {
  let q = withStreamer(db);
  let count = db.selectFrom('streamer_posts').select((eb) => eb.fn.countAll<number>().as('n'));
  if (f.state) { q = q.where('p.state', '=', f.state); count = count.where('state', '=', f.state); }
  if (f.streamerId !== undefined) { q = q.where('p.streamer_id', '=', f.streamerId); count = count.where('streamer_id', '=', f.streamerId); }
  const rows = await q.orderBy('p.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  return { rows, total };
}

export async function countUnderReview(db: Executor, streamerId?: number): Promise<number> {
  let q = db.selectFrom('streamer_posts').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'under-review');
  if (streamerId !== undefined) q = q.where('streamer_id', '=', streamerId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export function postRow(db: Executor, id: number): Promise<PostRow | undefined> {
  return withStreamer(db).where('p.id', '=', id).executeTakeFirst();
}

export async function insertPost(db: Executor, values: Insertable<StreamerPostsTable>): Promise<number> {
  const row = await db.insertInto('streamer_posts').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Updates the post when it is in one of `fromStates` (any state when omitted); true when it did. */
export async function updatePost(db: Executor, id: number, set: Updateable<StreamerPostsTable>, fromStates?: readonly string[]): Promise<boolean> {
  let q = db.updateTable('streamer_posts').set(set).where('id', '=', id);
  if (fromStates) q = q.where('state', 'in', [...fromStates]);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Approves every post under review (of a streamer) last changed at or before `asOf`; answers their ids. */
export async function approveAll(db: Executor, asOf: number, by: string, now: number, streamerId?: number): Promise<number[]> {
  let pick = db.selectFrom('streamer_posts').select('id').where('state', '=', 'under-review').where('updated_at', '<=', asOf);
  if (streamerId !== undefined) pick = pick.where('streamer_id', '=', streamerId);
  const ids = (await pick.orderBy('id').execute()).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  await db.updateTable('streamer_posts')
    .set({ state: 'approved', reject_reason: null, reviewed_by: by, reviewed_at: now })
    .where('id', 'in', ids).where('state', '=', 'under-review').where('updated_at', '<=', asOf)
    .execute();
  return ids;
}

export async function deletePost(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('streamer_posts').where('id', '=', id).execute();
}

/** The post wall: approved posts of a streamer published by `now`, newest first. */
export function wallRows(db: Executor, streamerId: number, now: number, limit: number) {
  return db.selectFrom('streamer_posts').selectAll()
    .where('streamer_id', '=', streamerId).where('state', '=', 'approved').where('publish_at', '<=', now)
    .orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function streamerRow(db: Executor, id: number) {
  return db.selectFrom('streamers').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst();
}

export function streamerChoices(db: Executor) {
  return db.selectFrom('streamers').select(['id', 'name']).orderBy('name').execute();
}

/** Gift ids with their names (one row per gift; a gift may exist in several currencies). */
export async function giftChoices(db: Executor): Promise<Array<{ id: number; names_json: string }>> {
  const rows = await db.selectFrom('gifts').select(['id', 'names_json']).orderBy('id').execute();
  const seen = new Map<number, string>();
  for (const r of rows) if (!seen.has(r.id)) seen.set(r.id, r.names_json);
  return [...seen].map(([id, names_json]) => ({ id, names_json }));
}
