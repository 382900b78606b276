/** What other features, sim and app.ts use of match-aware chat: the only way in. */
export { matchEventsMigrations } from './migrations';
export { matchEventsPlugin } from './plugin';
export { postMatchEvent, endDueWindows } from './service';
export type { MatchEventsDeps } from './service';
export { drawMatchEvent, FEED_STEP_MS } from './feed';
export { seedMatchChatSettings } from './seed';
