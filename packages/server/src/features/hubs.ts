import { HubPath, STAFF_HUB_PATH } from '@sideline/protocol';
import { groupHub } from '../realtime/index';
import type { HubDefinition, HubDeps } from '../realtime/index';
import type { Store } from '../store/types';
import { chatGroup, chatRoomMethods, staffDeskMethods } from './chat/index';
import type { ChatProgramType } from './chat/index';
import { memberGroupMethods } from './licensee/index';
import { scheduleHubMethods } from './schedule/index';
import { adsGroup, adsMethods, playerStatusMethods } from './streaming/index';

/**
 * The four hubs of the spec and the back office's staff hub, by path, composed from the features that own their groups:
 * the chat hubs carry chat's room join and leave, streaming's ads join and the member's own
 * group; /streamerschedulehub is schedule's; /commonhub streaming's player status. app.ts
 * hands this to the real-time core (`createRealtime({ hubs })`).
 */
export function createHubs(deps: HubDeps, store?: Store): Record<string, HubDefinition> {
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
    // The back office's staff hub (joins carry the staff session's CSRF token).
    ...(store ? { [STAFF_HUB_PATH]: groupHub(deps, staffDeskMethods(deps, store)) } : {}),
  };
}
