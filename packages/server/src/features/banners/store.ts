import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../store/types';
import type { BannersTable } from './migrations';

/** Queries of the banners. */
export type BannerRow = Selectable<BannersTable>;
export type BannerValues = Omit<Insertable<BannersTable>, 'id' | 'created_at' | 'created_by'>;

export function bannerRows(db: Executor, f: { position?: string; siteId?: number }): Promise<BannerRow[]> {
  let query = db.selectFrom('banners').selectAll().orderBy('position').orderBy('start_at').orderBy('id');
  if (f.position) query = query.where('position', '=', f.position);
  if (f.siteId !== undefined) query = query.where('site_id', '=', f.siteId);
  return query.execute();
}

export function bannerRow(db: Executor, id: number): Promise<BannerRow | undefined> {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A banner other than `exceptId` that is on, for the same site (null: every site), position and
 * device, and shares an instant with [start, end).
 */
export async function overlapping(db: Executor, b: { siteId: number | null; position: string; device: string; start: number; end: number }, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('banners').select('id')
    .where('status', '=', 1).where('position', '=', b.position).where('device', '=', b.device)
    .where('start_at', '<', b.end).where('end_at', '>', b.start);
  query = b.siteId === null ? query.where('site_id', 'is', null) : query.where('site_id', '=', b.siteId);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** On and running at `now`, for the position, for the site (when known) or every site: the site's own first. */
export function runningBanners(db: Executor, position: string, siteId: number | null, now: number): Promise<BannerRow[]> {
  return db.selectFrom('banners').selectAll()
    .where('status', '=', 1).where('position', '=', position)
    .where('start_at', '<=', now).where('end_at', '>', now)
    .where((eb) => (siteId === null ? eb('site_id', 'is', null) : eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)])))
    .orderBy('start_at').orderBy('id')
    .execute();
}

export async function insertBanner(db: Executor, values: BannerValues, by: string, now: number): Promise<number> {
  const row = await db.insertInto('banners').values({ ...values, created_at: now, created_by: by }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateBanner(db: Executor, id: number, values: Updateable<BannersTable>): Promise<void> {
  await db.updateTable('banners').set(values).where('id', '=', id).execute();
}

export async function deleteBanner(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('banners').where('id', '=', id).execute();
}
