import { AddPlayerStatusGroup } from '@sideline/protocol';
import type { HubDefinition } from '../signalr/types';
import { requireSession } from './auth';
import { bindMethod, joinResult, toStreamPosition } from './bind';
import type { HubDeps } from './chat';
import { playerStatusGroup } from './groups';
import { joinedGroups } from './joined';

/**
 * /commonhub: a streamer channel's player status, provider A (3, GetAgoraPlayerStatus) or
 * B (4, GetBytePlusPlayerStatus). Any valid token may join: the status of a channel is the
 * same for every site.
 */
export function createCommonHub(deps: HubDeps): HubDefinition {
  return {
    methods: {
      [AddPlayerStatusGroup.name]: bindMethod(AddPlayerStatusGroup, async ([provider, matchId, anchorId, language, token, since], ctx) => {
        await requireSession(deps.authenticate, token);
        const group = playerStatusGroup(provider, matchId, anchorId, language);
        const joined = await deps.groups.join(group, ctx.connection, toStreamPosition(since));
        joinedGroups(ctx.connection).add(group);
        return joinResult(group, joined);
      }),
    },
    onDisconnected(connection) {
      Promise.resolve(deps.groups.leaveAll(connection)).catch((error: unknown) =>
        deps.logger.error({ err: error, connectionId: connection.id }, 'leaving groups failed'),
      );
    },
  };
}
