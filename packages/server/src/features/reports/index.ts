/** What app.ts and features/index.ts use of reports: the only way in. */
export { reportsMigrations } from './migrations';
export { reportsPlugin } from './plugin';
