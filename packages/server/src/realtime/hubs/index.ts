import { HubPath } from '@sideline/protocol';
import type { HubDefinition } from '../signalr/types';
import { createChatHub } from './chat';
import type { HubDeps } from './chat';
import { createCommonHub } from './common';
import { createStreamerScheduleHub } from './schedule';

export type { HubDeps } from './chat';
export type { GroupMembership, GroupJoinResult } from './membership';
export { adsGroup, chatGroup, memberGroup, playerStatusGroup, STREAMER_SCHEDULE_GROUP } from './groups';
export type { ChatProgramType } from './groups';
export { bindMethod } from './bind';

/** The four hubs of the spec, by path, ready for `hubServer.mapHub`. */
export function createHubs(deps: HubDeps): Record<HubPath, HubDefinition> {
  return {
    [HubPath.Chatroom]: createChatHub(1, deps),
    [HubPath.Entertainment]: createChatHub(2, deps),
    [HubPath.StreamerSchedule]: createStreamerScheduleHub(deps),
    [HubPath.Common]: createCommonHub(deps),
  };
}
