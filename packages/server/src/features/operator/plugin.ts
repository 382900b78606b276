import type { FastifyInstance } from 'fastify';
import { MuteCustomer, SetChatroomStatus } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { badRequest } from '../../http/errors';
import { muteCustomer, setChatroomStatus } from './service';

/**
 * The operator console's chat calls, registered from the contract (`auth: 'operator'`: the
 * transport checks the `Operator-Key` header): POST /Operator/SetChatroomStatus and
 * POST /Operator/MuteCustomer. The other operator calls live with their features.
 */
export async function operatorPlugin(app: FastifyInstance): Promise<void> {
  const { store, realtime } = app.sideline;
  const deps = { store, realtime };
  registerCall(app, SetChatroomStatus, async ({ input }) => {
    if (input.ProgramType === 3) throw badRequest('ProgramType', 'Only match (1) and programme (2) chatrooms can be opened or closed');
    const programType = input.ProgramType === 2 ? 2 : 1;
    await setChatroomStatus(deps, programType, input.MatchId, input.IsOpen);
    return { MatchId: input.MatchId, IsOpen: input.IsOpen };
  });
  registerCall(app, MuteCustomer, async ({ input }) => {
    await muteCustomer(deps, input.CustomerId, input.IsMuted);
    return { CustomerId: input.CustomerId, IsMuted: input.IsMuted };
  });
}
