import type { FastifyInstance } from 'fastify';
import { MuteCustomer, OPERATOR_KEY_HEADER, SetChatroomStatus } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { badRequest } from '../../http/errors';
import { requireOperator } from './auth';
import { muteCustomer, setChatroomStatus } from './service';

/**
 * The operator endpoints (seed of the operator console), guarded by the `Operator-Key`
 * header: POST /Operator/SetChatroomStatus and POST /Operator/MuteCustomer.
 */
export async function operatorPlugin(app: FastifyInstance): Promise<void> {
  const { store, realtime, config } = app.sideline;
  const deps = { store, realtime };
  registerCall(app, SetChatroomStatus, async ({ header, input }) => {
    requireOperator(header(OPERATOR_KEY_HEADER), config.operatorKey);
    if (input.ProgramType === 3) throw badRequest('ProgramType', 'Only match (1) and programme (2) chatrooms can be opened or closed');
    const programType = input.ProgramType === 2 ? 2 : 1;
    await setChatroomStatus(deps, programType, input.MatchId, input.IsOpen);
    return { MatchId: input.MatchId, IsOpen: input.IsOpen };
  });
  registerCall(app, MuteCustomer, async ({ header, input }) => {
    requireOperator(header(OPERATOR_KEY_HEADER), config.operatorKey);
    await muteCustomer(deps, input.CustomerId, input.IsMuted);
    return { CustomerId: input.CustomerId, IsMuted: input.IsMuted };
  });
}
