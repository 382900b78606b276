/** What other features, sim, seed and app.ts use of tutorial: the only way in. */
export { tutorialMigrations } from './migrations';
export { tutorialPlugin } from './plugin';
