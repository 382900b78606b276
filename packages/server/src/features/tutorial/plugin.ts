import type { FastifyInstance } from 'fastify';
import { GetNeedShowTutorial, SetTutorialSeen } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { requireOwnCustomer } from '../moderation/index';
import { customerOf } from '../wallet/index';

/**
 * GET /GetNeedShowTutorial: true until the member has finished or closed the tutorial; POST
 * /SetTutorialSeen records that (issue 16 item 37: recording it when asked meant a widget that
 * asked twice never showed it). Every node and every later visit then answer false.
 */
export async function tutorialPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetNeedShowTutorial, async ({ requireSession, input }) => {
    const own = requireOwnCustomer(requireSession(), input.CustomerId);
    const seen = await store.db.selectFrom('tutorial_seen').select('customer_id').where('customer_id', '=', own).executeTakeFirst();
    return { IsNeedShowTutorial: seen === undefined };
  });
  registerCall(app, SetTutorialSeen, async ({ requireSession }) => {
    const own = customerOf(requireSession());
    await store.db.insertInto('tutorial_seen').values({ customer_id: own, seen_at: Date.now() })
      .onConflict((oc) => oc.column('customer_id').doNothing()).execute();
    return { IsTutorialSeen: true };
  });
}
