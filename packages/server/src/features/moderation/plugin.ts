import type { FastifyInstance } from 'fastify';
import { BlockCustomer, GetBlock, GetIndecent } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { ApiError, badRequest, notFound } from '../../http/errors';
import type { Session } from '../../http/session';
import { addBlock, blockedIds, findCustomer, indecentWords } from './store';

/** The CustomerId query of GetBlock/GetNeedShowTutorial must be the caller's own (Code 403 otherwise). */
export function requireOwnCustomer(session: Session, customerId: number): number {
  const own = session.customerId;
  if (own === null) throw new ApiError(401, 'Token', 'This call needs a logged-in member');
  if (customerId !== own) throw new ApiError(403, 'CustomerId', 'CustomerId is not the caller', 200);
  return own;
}

/**
 * Moderation feature: the indecent-word list, and block-and-report. A block hides the blocked
 * customer's messages from the blocker (history of programmes; the widget filters live pushes
 * with GetBlock).
 */
export async function moderationPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;

  // The caller's site adds its own mask words to the shared ones.
  registerCall(app, GetIndecent, async ({ session }) => ({ IndecentDto: await indecentWords(store.db, session?.siteId ?? null) }));

  registerCall(app, GetBlock, async ({ requireSession, input }) => {
    const own = requireOwnCustomer(requireSession(), input.CustomerId);
    return { BlockIds: await blockedIds(store.db, own) };
  });

  registerCall(app, BlockCustomer, async ({ requireSession, input }) => {
    const session = requireSession();
    const own = session.customerId as number;
    if (input.BlockCustomerId === own) throw badRequest('BlockCustomerId', 'You cannot block yourself');
    const target = await findCustomer(store.db, input.BlockCustomerId);
    if (!target) throw notFound(`Customer ${input.BlockCustomerId} does not exist`);
    await addBlock(store.db, {
      customerId: own, blockedId: input.BlockCustomerId, nickname: input.BlockNickname.slice(0, 64), matchId: input.MatchId, now: Date.now(),
    });
    return { BlockIds: await blockedIds(store.db, own) };
  });
}
