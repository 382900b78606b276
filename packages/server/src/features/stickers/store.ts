import type { Executor } from '../../store/types';

/** Queries of the stickers feature. One path for both dialects. */

export function activeStickers(db: Executor) {
  return db.selectFrom('stickers').selectAll().where('status', '=', 1).orderBy('sort').orderBy('id').execute();
}

/** The sticker named `t` or whose URL is `t`, whatever its status. */
export function findSticker(db: Executor, t: string) {
  return db.selectFrom('stickers').selectAll()
    .where((eb) => eb.or([eb('name', '=', t), eb('url', '=', t)])).executeTakeFirst();
}
