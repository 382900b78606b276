/** What other features, sim, seed and app.ts use of feedback: the only way in. */
export { feedbackMigrations } from './migrations';
export { feedbackPlugin } from './plugin';
