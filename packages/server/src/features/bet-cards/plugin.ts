import type { FastifyInstance } from 'fastify';
import { FollowBetCard, GetBetCards, OperatorSettleMarket } from '@sideline/protocol';
import { serviceDeps } from '../../http/context';
import { registerCall } from '../../http/register';
import { bettingRuntime } from '../betting/index';
import { onTicketShown } from '../chat/index';
import { gamblingGuard } from '../responsible-gambling/index';
import { withIdempotency } from '../wallet/index';
import { createCard, followCard, marketMoved, roomCards, settleMarket } from './service';

/**
 * Live bet cards (issue 22 item 2): a shown ticket becomes a card (chat's shown-ticket hook),
 * every saved market change moves its cards (the sportsbook's market listener), GET /BetCards,
 * POST /BetCards/Follow (paid, idempotent, responsible-gambling guarded) and the operator's
 * POST /Operator/SettleMarket. Rules in `service.ts`.
 */
export async function betCardsPlugin(app: FastifyInstance): Promise<void> {
  const rt = bettingRuntime(app.sideline);
  const deps = { ...serviceDeps(app), rt };
  app.addHook('preHandler', gamblingGuard(app)); // responsible gambling: card follow
  const offShown = onTicketShown(app.sideline.store, async (shown) => {
    try {
      await createCard(deps, shown);
    } catch (err) {
      app.log.error({ err }, 'creating a bet card failed');
    }
  });
  const offMarket = rt.simulator.onMarketChange(async (market) => {
    try {
      await marketMoved(deps, market);
    } catch (err) {
      app.log.error({ err, marketId: market.id }, 'moving bet cards failed');
    }
  });
  app.addHook('onClose', async () => {
    offShown();
    offMarket();
  });
  registerCall(app, GetBetCards, ({ session, input }) => roomCards(deps, session, input));
  registerCall(app, FollowBetCard, (ctx) => withIdempotency(ctx, 'FollowBetCard', (run) => followCard(deps, ctx.requireSession(), ctx.input, run)));
  registerCall(app, OperatorSettleMarket, ({ input }) => settleMarket(deps, input));
}
