import type { FastifyInstance } from 'fastify';
import { CollectHeartbeatData } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { makeRoom, openState, touchRoom } from '../chat/index';
import { recordHeartbeat } from './store';

/** Length of one heartbeat slot (the widget calls every 30 s). */
export const HEARTBEAT_SLOT_MS = 30_000;

/**
 * POST /CollectHeartbeatData: one record per member, room and 30 s slot; the collect-type
 * flags of calls in one slot add up (OR). While the match or programme is closed the call is
 * accepted (Code 200) and ignored: `IsSuccess: false`, nothing stored.
 */
export async function heartbeatPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, CollectHeartbeatData, async ({ requireSession, input }) => {
    const session = requireSession();
    const programType = input.ProgramType === 2 ? 2 : 1;
    const room = makeRoom(session.siteGroup, programType, input.MatchId, input.AnchorLanguage, input.AnchorId);
    const now = Date.now();
    if (!(await openState(store.db, programType, room.matchId)).isOpen) return { IsSuccess: false };
    await touchRoom(store.db, room, now);
    await recordHeartbeat(store.db, {
      customerId: session.customerId as number, room, collectType: input.CollectType,
      streamingSrc: input.StreamingSrc === null ? null : String(input.StreamingSrc), now, slot: Math.floor(now / HEARTBEAT_SLOT_MS),
    });
    return { IsSuccess: true };
  });
}
