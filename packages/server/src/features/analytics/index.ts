/** What other features, sim, seed and app.ts use of analytics: the only way in. */
export { analyticsMigrations } from './migrations';
export { analyticsPlugin } from './plugin';
