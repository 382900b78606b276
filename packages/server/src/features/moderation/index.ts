/** What other features use of moderation: the indecent-word check and a member's blocks. */
export { isIndecent, blockedIds } from './store';
export { moderationPlugin, requireOwnCustomer } from './plugin';
