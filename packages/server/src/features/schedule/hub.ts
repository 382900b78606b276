import { AddStreamerScheduleGroup } from '@sideline/protocol';
import { bindMethod, joinGuarded } from '../../realtime/index';
import type { HubDeps, HubMethodHandler } from '../../realtime/index';
import { STREAMER_SCHEDULE_GROUP } from './groups';

/** /streamerschedulehub: the live-programme feed (PushLivePrograms), public data, no token. */
export function scheduleHubMethods(deps: HubDeps): Record<string, HubMethodHandler> {
  return {
    [AddStreamerScheduleGroup.name]: bindMethod(AddStreamerScheduleGroup, ([, since], ctx) =>
      joinGuarded(deps.groups, STREAMER_SCHEDULE_GROUP, since, ctx)),
  };
}
