import type { StreamPositionPayload } from '@sideline/protocol';
import type { HubDefinition, HubMethodHandler, InvocationContext, RealtimeLogger } from '../signalr/types';
import type { HubAuthenticator } from '../types';
import { joinResult, toStreamPosition } from './bind';
import { joinedGroups } from './joined';
import type { GroupMembership } from './membership';

/** What a feature's hub methods get from the mechanism (app.ts injects `authenticate`). */
export interface HubDeps {
  authenticate: HubAuthenticator;
  groups: GroupMembership;
  logger: RealtimeLogger;
}

/** Builds every hub of a node from the mechanism's deps: path → definition (app.ts composes the features'). */
export type HubsFactory = (deps: HubDeps) => Record<string, HubDefinition>;

/**
 * The guarded join, the one way a hub method joins a group: joins `group` from `since` and
 * records it as the connection's. A connection that closed while the join was under way
 * (its `onDisconnected` already left every group) is taken out again and the call fails, so
 * no group keeps a closed connection.
 */
export async function joinGuarded(groups: GroupMembership, group: string, since: StreamPositionPayload | null | undefined, ctx: InvocationContext) {
  const joined = await groups.join(group, ctx.connection, toStreamPosition(since));
  if (!ctx.connection.alive) {
    await groups.leave(group, ctx.connection);
    throw new Error('connection closed during join');
  }
  joinedGroups(ctx.connection).add(group);
  return joinResult(group, joined);
}

/** A hub whose connections leave every group they joined when they end. */
export function groupHub(deps: HubDeps, methods: Record<string, HubMethodHandler>): HubDefinition {
  return {
    methods,
    onDisconnected(connection) {
      Promise.resolve(deps.groups.leaveAll(connection)).catch((error: unknown) =>
        deps.logger.error({ err: error, connectionId: connection.id }, 'leaving groups failed'),
      );
    },
  };
}
