import type { Executor } from '../../store/types';

/** Queries of the lucky-box feature. One path for both dialects. */

/** Boxes on sale in a currency: unlocked and not expired at `now`. */
export function listBoxes(db: Executor, currencyId: number, now = Date.now()) {
  return db.selectFrom('lucky_boxes').selectAll()
    .where('currency_id', '=', currencyId).where('status', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('sort').orderBy('id').execute();
}

export function findBox(db: Executor, id: number) {
  return db.selectFrom('lucky_boxes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function boxSettings(db: Executor, boxIds: readonly number[]) {
  if (boxIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('lucky_box_settings').selectAll()
    .where('lucky_box_id', 'in', [...boxIds]).orderBy('lucky_box_id').orderBy('draw_chance', 'desc').orderBy('gift_id').execute();
}

export function lastDraw(db: Executor, boxId: number) {
  return db.selectFrom('lucky_box_draws').selectAll().where('lucky_box_id', '=', boxId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function insertDraw(db: Executor, row: {
  luckyBoxId: number; customerId: number; giftId: number; nickname: string; streamerName: string | null;
  matchId: number | null; anchorId: number | null; now: number;
}): Promise<void> {
  await db.insertInto('lucky_box_draws').values({
    lucky_box_id: row.luckyBoxId, customer_id: row.customerId, gift_id: row.giftId, nickname: row.nickname,
    streamer_name: row.streamerName, match_id: row.matchId, anchor_id: row.anchorId, drawn_at: row.now,
  }).execute();
}
