import { AddAdsGroup, AddPlayerStatusGroup } from '@sideline/protocol';
import { bindMethod, joinGuarded, requireSession, requireSiteSession } from '../../realtime/index';
import type { HubDeps, HubMethodHandler } from '../../realtime/index';
import type { ChatProgramType } from '../chat/index';
import { adsGroup, playerStatusGroup } from './groups';

/** AddAdsGroup on the chat hubs: the room's ads group, for a token of that site group (as a chat join). */
export function adsMethods(programType: ChatProgramType, deps: HubDeps): Record<string, HubMethodHandler> {
  return {
    [AddAdsGroup.name]: bindMethod(AddAdsGroup, async ([matchId, language, anchorId, groupName, token, , , since], ctx) => {
      const session = await requireSiteSession(deps.authenticate, token, groupName);
      return joinGuarded(deps.groups, adsGroup(session.siteGroup, programType, matchId, language, anchorId), since, ctx);
    }),
  };
}

/**
 * /commonhub: a streamer channel's player status, provider A (3, GetAgoraPlayerStatus) or
 * B (4, GetBytePlusPlayerStatus). Any valid token may join: the status of a channel is the
 * same for every site.
 */
export function playerStatusMethods(deps: HubDeps): Record<string, HubMethodHandler> {
  return {
    [AddPlayerStatusGroup.name]: bindMethod(AddPlayerStatusGroup, async ([provider, matchId, anchorId, language, token, since], ctx) => {
      await requireSession(deps.authenticate, token);
      return joinGuarded(deps.groups, playerStatusGroup(provider, matchId, anchorId, language), since, ctx);
    }),
  };
}
