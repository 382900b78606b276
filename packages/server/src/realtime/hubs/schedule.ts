import { AddStreamerScheduleGroup } from '@sideline/protocol';
import type { HubDefinition } from '../signalr/types';
import { bindMethod, joinResult, toStreamPosition } from './bind';
import type { HubDeps } from './chat';
import { STREAMER_SCHEDULE_GROUP } from './groups';
import { joinedGroups } from './joined';

/** /streamerschedulehub: the live-programme feed (PushLivePrograms), public data, no token. */
export function createStreamerScheduleHub(deps: HubDeps): HubDefinition {
  return {
    methods: {
      [AddStreamerScheduleGroup.name]: bindMethod(AddStreamerScheduleGroup, async ([, since], ctx) => {
        const joined = await deps.groups.join(STREAMER_SCHEDULE_GROUP, ctx.connection, toStreamPosition(since));
        joinedGroups(ctx.connection).add(STREAMER_SCHEDULE_GROUP);
        return joinResult(STREAMER_SCHEDULE_GROUP, joined);
      }),
    },
    onDisconnected(connection) {
      Promise.resolve(deps.groups.leaveAll(connection)).catch((error: unknown) =>
        deps.logger.error({ err: error, connectionId: connection.id }, 'leaving groups failed'),
      );
    },
  };
}
