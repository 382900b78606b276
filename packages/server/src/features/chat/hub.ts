import { AddChatRoomGroup, AddEntertainmentChatRoomGroup, RemoveFromGroup } from '@sideline/protocol';
import { bindMethod, joinGuarded, joinedGroups, requireSiteSession } from '../../realtime/index';
import type { HubDeps, HubMethodHandler } from '../../realtime/index';
import { chatGroup } from './groups';
import type { ChatProgramType, RoomGroupBuilder } from './groups';

/**
 * The chat room methods of /chatroomhub (ProgramType Match) and /entertainmenthub
 * (Entertainment). A join needs a valid token whose site group equals `groupName`; the group
 * itself is built here, so nobody joins a room their token does not allow. RemoveFromGroup
 * leaves the room's groups in `roomGroups` (the chat room and the others joined per room, as
 * the ads group) that this connection joined.
 */
export function chatRoomMethods(programType: ChatProgramType, deps: HubDeps, roomGroups: readonly RoomGroupBuilder[]): Record<string, HubMethodHandler> {
  const joinDef = programType === 1 ? AddChatRoomGroup : AddEntertainmentChatRoomGroup;
  return {
    [joinDef.name]: bindMethod(joinDef, async ([matchId, language, anchorId, groupName, token, , , since], ctx) => {
      const session = await requireSiteSession(deps.authenticate, token, groupName);
      return joinGuarded(deps.groups, chatGroup(session.siteGroup, programType, matchId, language, anchorId), since, ctx);
    }),
    [RemoveFromGroup.name]: bindMethod(RemoveFromGroup, async ([matchId, language, anchorId, oldGroup], ctx) => {
      // Leaving only touches this connection's own memberships, so no token is required
      // (the client calls it right after its keys changed, possibly with a stale token).
      const joined = joinedGroups(ctx.connection);
      let removed = false;
      for (const build of roomGroups) {
        const group = build(oldGroup, programType, matchId, language, anchorId);
        if (!joined.delete(group)) continue;
        await deps.groups.leave(group, ctx.connection);
        removed = true;
      }
      return { Removed: removed };
    }),
  };
}
