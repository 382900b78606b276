import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HubId, HubLanguage, ok, OPERATOR_KEY_HEADER, PlayerStatusProvider, StreamingProvider } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import { issuesToItems } from '../../http/validate';
import { playerStatusGroup } from './groups';
import type { Realtime } from '../../realtime/index';
import { requireOperator } from '../operator/auth';

/** Path of the operator call that pushes a streamer channel's player status (tests and the demo console). */
export const SET_PLAYER_STATUS_PATH = '/Operator/SetPlayerStatus';

/**
 * Body: the provider (3 A, 4 B), the channel (MatchId, AnchorId, Language, optional
 * ChannelName) and Status (false puts the viewers' player in error, true clears it and
 * reconnects if needed).
 */
export const SetPlayerStatusBody = z.object({
  Provider: PlayerStatusProvider,
  MatchId: HubId,
  AnchorId: HubId,
  Language: HubLanguage,
  ChannelName: z.string().max(200).optional(),
  Status: z.boolean(),
}).strict();
export type SetPlayerStatusBody = z.infer<typeof SetPlayerStatusBody>;

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
 * POST /Operator/SetPlayerStatus, guarded by the `Operator-Key` header (401 without the right
 * key): the provider clouds' "player status" signal, which the demo cannot receive, raised by
 * hand. An operator tool like /Operator/SetLiveStatus, not a widget call, so it is not in the
 * contract's call list. Answers `{ Group }` in the envelope.
 */
export function registerSetPlayerStatus(app: FastifyInstance): void {
  const { realtime, config } = app.sideline;
  app.post(SET_PLAYER_STATUS_PATH, { config: { api: true, callName: 'SetPlayerStatus' } }, async (request, reply) => {
    const key = request.headers[OPERATOR_KEY_HEADER.toLowerCase()];
    requireOperator(Array.isArray(key) ? key[0] : key, config.operatorKey);
    const parsed = SetPlayerStatusBody.safeParse(request.body ?? {});
    if (!parsed.success) throw ApiError.validation(issuesToItems(parsed.error));
    const group = await publishPlayerStatus(realtime, parsed.data);
    return reply.code(200).send(ok({ Group: group }));
  });
}
