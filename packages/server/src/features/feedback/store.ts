import type { Executor } from '../../store/types';

/** Queries of the feedback feature. One path for both dialects. */

export function findRating(db: Executor, customerId: number) {
  return db.selectFrom('feedback_ratings').select('id').where('customer_id', '=', customerId).limit(1).executeTakeFirst();
}

export interface NewRating {
  customerId: number; siteId: number; matchId: number; anchorId: number;
  programType: number; rating: number; feedback: string; now: number;
}

export async function insertRating(db: Executor, r: NewRating): Promise<void> {
  await db.insertInto('feedback_ratings').values({
    customer_id: r.customerId, site_id: r.siteId, match_id: r.matchId, anchor_id: r.anchorId,
    program_type: r.programType, rating: r.rating, feedback: r.feedback, created_at: r.now,
  }).execute();
}
