import type { Executor } from '../../store/types';

/** Queries of the tutorial feature. One path for both dialects. */

export async function hasSeenTutorial(db: Executor, customerId: number): Promise<boolean> {
  return (await db.selectFrom('tutorial_seen').select('customer_id').where('customer_id', '=', customerId).executeTakeFirst()) !== undefined;
}

export async function markTutorialSeen(db: Executor, customerId: number, now: number): Promise<void> {
  await db.insertInto('tutorial_seen').values({ customer_id: customerId, seen_at: now })
    .onConflict((oc) => oc.column('customer_id').doNothing()).execute();
}
