/** What app.ts and other features use of events: the back-office plugin (with its scheduler) and the migrations. */
export { eventsBackofficePlugin } from './backoffice';
export { eventMigrations } from './migrations';
export { schedulerStep, SCHEDULER_INTERVAL_MS } from './scheduler';
export { eventsWorkbook } from './template';
export type { EventSheetRow } from './template';
export type { EventsTable } from './migrations';
