/** What other features use of moderation: the indecent-word check and a member's blocks. */
export { isIndecent, blockedIds, isFrozen } from './store';
export { moderationPlugin, requireOwnCustomer } from './plugin';
export { moderationMigrations } from './migrations';
export { moderationBackofficePlugin } from './backoffice';
export { muteStillActive } from './mutes';
export { matcherBuilds } from './store';
export type { IndecentWordsTable } from './tables';
