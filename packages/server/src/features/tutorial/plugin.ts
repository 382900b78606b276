import type { FastifyInstance } from 'fastify';
import { GetNeedShowTutorial } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { requireOwnCustomer } from '../moderation/index';

/**
 * GET /GetNeedShowTutorial: true exactly once per member (the first visit), recorded at that
 * moment, so every node and every later visit answer false.
 */
export async function tutorialPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetNeedShowTutorial, async ({ requireSession, input }) => {
    const own = requireOwnCustomer(requireSession(), input.CustomerId);
    const inserted = await store.db.insertInto('tutorial_seen').values({ customer_id: own, seen_at: Date.now() })
      .onConflict((oc) => oc.column('customer_id').doNothing()).executeTakeFirst();
    return { IsNeedShowTutorial: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
  });
}
