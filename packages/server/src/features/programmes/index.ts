/** What other features, sim, seed and app.ts use of programmes: the only way in. */
export { programmeMigrations } from './migrations';
export { programmesPlugin } from './plugin';
export type { ProgrammesTable, TagsTable } from './tables';
export { liveProgrammeRooms, programmeTimes } from './store';
