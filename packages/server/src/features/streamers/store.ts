import type { Executor } from '../../store/types';

/** Queries of the streamer pages. */

/** Streamers of the given languages (all when `languages` is null), active only when `activeOnly`. */
export function listStreamers(db: Executor, languages: string[] | null, activeOnly: boolean) {
  let q = db.selectFrom('streamers').selectAll();
  if (languages) q = q.where('language', 'in', languages.length ? languages : ['']);
  if (activeOnly) q = q.where('status', '=', 1);
  return q.orderBy('sort').orderBy('id').execute();
}

export function findStreamer(db: Executor, id: number) {
  return db.selectFrom('streamers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A streamer's language row, if the streamer exists (the demo's promoted odds). */
export async function streamerLanguageRow(db: Executor, id: number) {
  return db.selectFrom('streamers').select('language').where('id', '=', id).executeTakeFirst();
}

/** Every streamer's id and language (the demo's rooms and warm-up). */
export async function streamerLanguages(db: Executor) {
  return db.selectFrom('streamers').select(['id', 'language']).execute();
}
