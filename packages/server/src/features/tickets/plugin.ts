import type { FastifyInstance } from 'fastify';
import { GetBetDetails } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { betDetails } from './service';
import { gamblingGuard } from '../responsible-gambling/index';

/** Ticket sharing: POST /GetBetDetails (the share list). Sharing itself is a ShowingTicket (10) MessagePush (chat). */
export async function ticketsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', gamblingGuard(app)); // responsible gambling: ticket show list
  registerCall(app, GetBetDetails, ({ requireSession, input }) => betDetails(app.sideline.store, requireSession(), input.MatchId));
}
