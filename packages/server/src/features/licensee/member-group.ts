import { AddMemberGroup } from '@sideline/protocol';
import { bindMethod, HubUnauthorizedError, joinGuarded, requireSession } from '../../realtime/index';
import type { HubDeps, HubMethodHandler } from '../../realtime/index';

/**
 * One logged-in member's own group on one site (per-member pushes: PushFastMarketSettlement).
 * Joined only through AddMemberGroup, which takes the member from the token, never from input.
 */
export function memberGroup(siteGroup: string, customerId: number): string {
  return `${siteGroup}:member:${customerId}`;
}

/** AddMemberGroup on the chat hubs: the token's own member group; anonymous tokens are refused. */
export function memberGroupMethods(deps: HubDeps): Record<string, HubMethodHandler> {
  return {
    [AddMemberGroup.name]: bindMethod(AddMemberGroup, async ([token, since], ctx) => {
      const session = await requireSession(deps.authenticate, token);
      if (!session.isUserLogin || session.customerId === null) throw new HubUnauthorizedError('not a member');
      return joinGuarded(deps.groups, memberGroup(session.siteGroup, session.customerId), since, ctx);
    }),
  };
}
