import type { Executor } from '../../store/types';
import type { PromotedOddsTable } from './migrations';

export type PromotionRow = Omit<PromotedOddsTable, 'id'> & { id: number };
export type NewPromotion = Omit<PromotedOddsTable, 'id'>;

const norm = (r: NewPromotion & { id: number | bigint }): PromotionRow => ({
  ...r, id: Number(r.id), match_id: Number(r.match_id), market_id: Number(r.market_id),
  created_at: Number(r.created_at), expires_at: Number(r.expires_at), point: r.point === null ? null : Number(r.point),
});

export async function insertPromotion(db: Executor, p: NewPromotion): Promise<PromotionRow> {
  const row = await db.insertInto('promoted_odds').values(p).returning('id').executeTakeFirstOrThrow();
  return { ...p, id: Number(row.id) };
}

export async function findPromotion(db: Executor, id: number): Promise<PromotionRow | null> {
  const row = await db.selectFrom('promoted_odds').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? norm(row) : null;
}

/** Active, unexpired promotions of a room (match, language lower-case, anchor), oldest first. */
export async function activePromotions(db: Executor, matchId: number, language: string, anchorId: number, now: number): Promise<PromotionRow[]> {
  const rows = await db.selectFrom('promoted_odds').selectAll()
    .where('match_id', '=', matchId).where('language', '=', language.toLowerCase()).where('anchor_id', '=', anchorId)
    .where('status', '=', 'active').where('expires_at', '>', now).orderBy('id').execute();
  return rows.map(norm);
}

/** Active promotions of a room's market (cancel) or of any of the markets (delete). */
export async function activeOn(db: Executor, where: { marketIds: number[]; matchId?: number; language?: string; anchorId?: number }): Promise<PromotionRow[]> {
  if (where.marketIds.length === 0) return [];
  let q = db.selectFrom('promoted_odds').selectAll().where('status', '=', 'active').where('market_id', 'in', where.marketIds);
  if (where.matchId !== undefined) q = q.where('match_id', '=', where.matchId);
  if (where.language !== undefined) q = q.where('language', '=', where.language.toLowerCase());
  if (where.anchorId !== undefined) q = q.where('anchor_id', '=', where.anchorId);
  return (await q.execute()).map(norm);
}

export async function setPromotionStatus(db: Executor, ids: number[], status: 'cancelled' | 'deleted'): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('promoted_odds').set({ status }).where('id', 'in', ids).execute();
}

/** Every active promotion whose expiry passed before `now` (the sim tidies them up). */
export async function expiredActive(db: Executor, now: number): Promise<PromotionRow[]> {
  return (await db.selectFrom('promoted_odds').selectAll().where('status', '=', 'active').where('expires_at', '<=', now).execute()).map(norm);
}

export function listSites(db: Executor) {
  return db.selectFrom('sites').select(['id', 'group_name']).execute();
}

/** Promotions newest first (of one match, or all): the back office's recommend-bet list. */
export async function recentPromotions(db: Executor, matchId: number | undefined, limit: number): Promise<PromotionRow[]> {
  let q = db.selectFrom('promoted_odds').selectAll();
  if (matchId !== undefined) q = q.where('match_id', '=', matchId);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
