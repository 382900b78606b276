import type { FastifyInstance } from 'fastify';
import { GetAllSportBetType, GetSingleTicket, PlaceBet } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { serviceDeps } from '../../http/context';
import { withIdempotency } from '../wallet/index';
import { bettingRuntime } from './runtime';
import { placeBet, singleTicket } from './service';
import { registerBettingOperator } from './operator';
import { gamblingGuard } from '../responsible-gambling/index';

/**
 * Quick bet against the sportsbook: GET /GetAllSportBetType, POST /GetSingleTicket,
 * POST /PlaceBet (paid, idempotent), and the operator's POST /Operator/SetMarketState and
 * GET /Operator/Markets.
 */
export async function bettingPlugin(app: FastifyInstance): Promise<void> {
  const rt = bettingRuntime(app.sideline);
  app.addHook('preHandler', gamblingGuard(app)); // responsible gambling: quick bet, keypad, follow
  registerCall(app, GetAllSportBetType, () => ({ SportBetTypes: [...rt.sportsbook.betTypes()] }));
  registerCall(app, GetSingleTicket, ({ input }) => singleTicket(rt, input));
  registerCall(app, PlaceBet, (ctx) => withIdempotency(ctx, 'PlaceBet', (run) => placeBet({ ...serviceDeps(app), rt }, ctx.requireSession(), ctx.input, run)));
  registerBettingOperator(app, rt);
}
