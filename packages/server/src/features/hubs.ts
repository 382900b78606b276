import { HubPath } from '@sideline/protocol';
import { groupHub } from '../realtime/index';
import type { HubDefinition, HubDeps } from '../realtime/index';
import { chatGroup, chatRoomMethods } from './chat/index';
import type { ChatProgramType } from './chat/index';
import { memberGroupMethods } from './licensee/index';
import { scheduleHubMethods } from './schedule/index';
import { adsGroup, adsMethods, playerStatusMethods } from './streaming/index';

/**
 * The four hubs of the spec, by path, composed from the features that own their groups:
 * the chat hubs carry chat's room join and leave, streaming's ads join and the member's own
 * group; /streamerschedulehub is schedule's; /commonhub streaming's player status. app.ts
 * hands this to the real-time core (`createRealtime({ hubs })`).
 */
export function createHubs(deps: HubDeps): Record<HubPath, HubDefinition> {
  const chatHub = (programType: ChatProgramType) => groupHub(deps, {
    ...chatRoomMethods(programType, deps, [chatGroup, adsGroup]),
    ...adsMethods(programType, deps),
    ...memberGroupMethods(deps),
  });
  return {
    [HubPath.Chatroom]: chatHub(1),
    [HubPath.Entertainment]: chatHub(2),
    [HubPath.StreamerSchedule]: groupHub(deps, scheduleHubMethods(deps)),
    [HubPath.Common]: groupHub(deps, playerStatusMethods(deps)),
  };
}
