import type { FastifyInstance } from 'fastify';
import { AddJackpot, GetJackpot } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { roomsOf } from '../chat/index';
import { addToJackpot, jackpots } from './store';

export const ADD_JACKPOT_PATH = AddJackpot.path;

/**
 * GET /GetJackpot: the jackpot total of every match that has one (the GetJackpots push carries
 * the same list). The operator's POST /Operator/Jackpot/Add ({ MatchId, Amount }) grows a
 * match's jackpot and pushes GetJackpots to the match's rooms — what the demo's life does.
 */
export async function jackpotPlugin(app: FastifyInstance): Promise<void> {
  const { store, realtime } = app.sideline;
  registerCall(app, GetJackpot, async () => ({ Jackpots: await jackpots(store.db) }));
  registerCall(app, AddJackpot, async ({ input }) => {
    await addToJackpot(store.db, input.MatchId, Math.round(input.Amount * 100), Date.now());
    const list = await jackpots(store.db);
    const rooms = await roomsOf(store.db, 1, input.MatchId);
    await Promise.all(rooms.map((r) => realtime.publish(r.group, 'GetJackpots', { Jackpots: list })));
    return { MatchId: input.MatchId, TotalPrize: list.find((j) => j.MatchId === input.MatchId)?.TotalPrize ?? 0, Rooms: rooms.length };
  });
}
