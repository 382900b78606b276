/**
 * The hub mechanism features build their hubs on: contract binding, token checks, the guarded
 * join and leave-on-disconnect. Hub definitions, group names and who may join live in the
 * features that own them (features/hubs.ts composes them).
 */
export type { GroupMembership, GroupJoinResult } from './membership';
export { bindMethod, joinResult, toStreamPosition } from './bind';
export { requireSession, requireSiteSession } from './auth';
export { joinedGroups } from './joined';
export { groupHub, joinGuarded } from './hub';
export type { HubDeps, HubsFactory } from './hub';
