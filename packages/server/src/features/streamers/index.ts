/** What other features, sim, seed and app.ts use of streamers: the only way in. */
export { streamersPlugin } from './plugin';
export { streamersBackofficePlugin } from './backoffice';
export { streamersMigrations } from './migrations';
export type { StreamersTable } from './tables';
export { streamerLanguageRow, streamerLanguages } from './store';
export { seedStreamers } from './admin-store';
