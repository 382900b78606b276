/** What other features and app.ts use of live bet cards: the only way in. */
export { betCardsPlugin } from './plugin';
export { betCardMigrations } from './migrations';
