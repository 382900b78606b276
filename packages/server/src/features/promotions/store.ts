import type { Executor } from '../../store/types';

/** Queries of the promotions (one row per promotion and language). */

/** Every non-draft row in `language` or English (the fallback), in admin sort order. */
export function listPromotionRows(db: Executor, language: string, draft: number) {
  return db.selectFrom('promotions').selectAll()
    .where('language', 'in', [language, 'en'])
    .where('status', '<>', draft)
    .orderBy('sort').orderBy('id')
    .execute();
}

export function promotionRows(db: Executor, id: number, language: string) {
  return db.selectFrom('promotions').selectAll()
    .where('id', '=', id).where('language', 'in', [language, 'en'])
    .execute();
}
