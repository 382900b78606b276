import type { FastifyInstance } from 'fastify';
import {
  CheckMatchStatus, CheckProgramStatus, EntertainmentMessagePush, GetConfig, GetEntertainmentConfig, GetMessage, MessagePushCall,
  MessageType, SaveChatroomEntry,
} from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { chatConfig, history, isOpen, pushMessage, saveEntry } from './service';
import { requireSurface } from '../responsible-gambling/index';

/**
 * Chat feature: MessagePush (match and entertainment), history, config, room entry and the
 * open-state checks of matches and programmes. Rules in `service.ts`.
 */
export async function chatPlugin(app: FastifyInstance): Promise<void> {
  const deps = { store: app.sideline.store, realtime: app.sideline.realtime };
  registerCall(app, MessagePushCall, async ({ requireSession, input }) => {
    if (input.Type === MessageType.ShowingTicket) await requireSurface(deps.store, requireSession(), 'bet'); // responsible gambling: ticket show
    return pushMessage(deps, requireSession(), input, 1);
  });
  registerCall(app, EntertainmentMessagePush, ({ requireSession, input }) => pushMessage(deps, requireSession(), input, 2));
  registerCall(app, GetMessage, ({ session, input }) => history(deps, session, input));
  registerCall(app, GetConfig, async ({ session, input }) => ({ Config: await chatConfig(deps, session, input, 1) }));
  registerCall(app, GetEntertainmentConfig, async ({ session, input }) => ({ Config: await chatConfig(deps, session, input, 2) }));
  registerCall(app, SaveChatroomEntry, ({ requireSession, input }) => saveEntry(deps, requireSession(), input));
  registerCall(app, CheckMatchStatus, ({ input }) => isOpen(deps, 1, input.MatchId));
  registerCall(app, CheckProgramStatus, ({ input }) => isOpen(deps, 2, input.EventId));
}
