import type { FastifyInstance } from 'fastify';
import { SetPlayerStatus, StreamingProvider } from '@sideline/protocol';
import type { SetPlayerStatusBody } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { playerStatusGroup } from './groups';
import type { Realtime } from '../../realtime/index';

/** Path of the operator call that pushes a streamer channel's player status (tests and the demo console). */
export const SET_PLAYER_STATUS_PATH = SetPlayerStatus.path;

/** Publishes GetAgoraPlayerStatus (provider 3) or GetBytePlusPlayerStatus (4) to the channel's /commonhub group. */
export async function publishPlayerStatus(realtime: Pick<Realtime, 'publish'>, body: SetPlayerStatusBody): Promise<string> {
  const group = playerStatusGroup(body.Provider, body.MatchId, body.AnchorId, body.Language);
  const payload = {
    MatchId: body.MatchId, AnchorId: body.AnchorId, Language: body.Language, Status: body.Status,
    ...(body.ChannelName !== undefined ? { ChannelName: body.ChannelName } : {}),
  };
  if (body.Provider === StreamingProvider.A) await realtime.publish(group, 'GetAgoraPlayerStatus', payload);
  else await realtime.publish(group, 'GetBytePlusPlayerStatus', payload);
  return group;
}

/**
 * POST /Operator/SetPlayerStatus (contract: `SetPlayerStatus`; the transport checks the
 * `Operator-Key` header): the provider clouds' "player status" signal, which the demo cannot
 * receive, raised by hand. Answers `{ Group }` in the envelope.
 */
export function registerSetPlayerStatus(app: FastifyInstance): void {
  const { realtime } = app.sideline;
  registerCall(app, SetPlayerStatus, async ({ input }) => ({ Group: await publishPlayerStatus(realtime, input) }));
}
