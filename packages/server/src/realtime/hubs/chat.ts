import type { ParsedHubMethodArgs } from '@sideline/protocol';
import { AddAdsGroup, AddChatRoomGroup, AddEntertainmentChatRoomGroup, AddMemberGroup, RemoveFromGroup } from '@sideline/protocol';
import { HubUnauthorizedError } from '../signalr/errors';
import type { HubDefinition, InvocationContext } from '../signalr/types';
import type { HubAuthenticator } from '../types';
import type { RealtimeLogger } from '../signalr/types';
import { requireSession } from './auth';
import { bindMethod, joinResult, toStreamPosition } from './bind';
import { adsGroup, chatGroup, memberGroup } from './groups';
import type { ChatProgramType } from './groups';
import { joinedGroups } from './joined';
import type { GroupMembership } from './membership';

/** What the chat hubs need from the rest of the server. */
export interface HubDeps {
  authenticate: HubAuthenticator;
  groups: GroupMembership;
  logger: RealtimeLogger;
}

type ChatJoinArgs = ParsedHubMethodArgs<'AddChatRoomGroup'>;

/**
 * /chatroomhub (ProgramType Match) and /entertainmenthub (Entertainment): join the chat room or
 * the ads group, leave them; a logged-in member also joins their own member group
 * (AddMemberGroup, built from the token's member). A chat join needs a valid token whose site
 * group equals `groupName`; the group itself is built here, so nobody joins a room their token
 * does not allow.
 */
export function createChatHub(programType: ChatProgramType, deps: HubDeps): HubDefinition {
  const joinDef = programType === 1 ? AddChatRoomGroup : AddEntertainmentChatRoomGroup;

  async function join(kind: 'chat' | 'ads', args: ChatJoinArgs, ctx: InvocationContext) {
    const [matchId, language, anchorId, groupName, token, , , since] = args;
    const session = await requireSession(deps.authenticate, token);
    if (session.siteGroup !== groupName) throw new HubUnauthorizedError('site group mismatch');
    const build = kind === 'chat' ? chatGroup : adsGroup;
    return joinTracked(build(session.siteGroup, programType, matchId, language, anchorId), since, ctx);
  }

  /** Joins `group` from `since` and records it as this connection's (undone if the connection closed meanwhile). */
  async function joinTracked(group: string, since: Parameters<typeof toStreamPosition>[0], ctx: InvocationContext) {
    const joined = await deps.groups.join(group, ctx.connection, toStreamPosition(since));
    if (!ctx.connection.alive) {
      await deps.groups.leave(group, ctx.connection);
      throw new Error('connection closed during join');
    }
    joinedGroups(ctx.connection).add(group);
    return joinResult(group, joined);
  }

  return {
    methods: {
      [joinDef.name]: bindMethod(joinDef, (args, ctx) => join('chat', args, ctx)),
      [AddAdsGroup.name]: bindMethod(AddAdsGroup, (args, ctx) => join('ads', args, ctx)),
      // The member's own group: built from the token's member only; anonymous tokens are refused.
      [AddMemberGroup.name]: bindMethod(AddMemberGroup, async ([token, since], ctx) => {
        const session = await requireSession(deps.authenticate, token);
        if (!session.isUserLogin || session.customerId === null) throw new HubUnauthorizedError('not a member');
        return joinTracked(memberGroup(session.siteGroup, session.customerId), since, ctx);
      }),
      [RemoveFromGroup.name]: bindMethod(RemoveFromGroup, async ([matchId, language, anchorId, oldGroup], ctx) => {
        // Leaving only touches this connection's own memberships, so no token is required
        // (the client calls it right after its keys changed, possibly with a stale token).
        const joined = joinedGroups(ctx.connection);
        let removed = false;
        for (const group of [
          chatGroup(oldGroup, programType, matchId, language, anchorId),
          adsGroup(oldGroup, programType, matchId, language, anchorId),
        ]) {
          if (!joined.delete(group)) continue;
          await deps.groups.leave(group, ctx.connection);
          removed = true;
        }
        return { Removed: removed };
      }),
    },
    onDisconnected(connection) {
      Promise.resolve(deps.groups.leaveAll(connection)).catch((error: unknown) =>
        deps.logger.error({ err: error, connectionId: connection.id }, 'leaving groups failed'),
      );
    },
  };
}
