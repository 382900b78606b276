import type { FastifyInstance } from 'fastify';
import { GetNeedShowTutorial, SetTutorialSeen } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { requireOwnCustomer } from '../moderation/index';
import { customerOf } from '../wallet/index';
import { hasSeenTutorial, markTutorialSeen } from './store';

/**
 * GET /GetNeedShowTutorial: true until the member has finished or closed the tutorial; POST
 * /SetTutorialSeen records that (issue 16 item 37: recording it when asked meant a widget that
 * asked twice never showed it). Every node and every later visit then answer false.
 */
export async function tutorialPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetNeedShowTutorial, async ({ requireSession, input }) => {
    const own = requireOwnCustomer(requireSession(), input.CustomerId);
    return { IsNeedShowTutorial: !await hasSeenTutorial(store.db, own) };
  });
  registerCall(app, SetTutorialSeen, async ({ requireSession }) => {
    const own = customerOf(requireSession());
    await markTutorialSeen(store.db, own, Date.now());
    return { IsTutorialSeen: true };
  });
}
