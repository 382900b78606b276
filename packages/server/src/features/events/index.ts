/** What app.ts and other features use of events: the back-office plugin (with its scheduler), the migrations, the scheduler's step. */
export { eventsBackofficePlugin } from './backoffice';
export { eventMigrations } from './migrations';
export { schedulerStep, SCHEDULER_INTERVAL_MS } from './scheduler';
export type { EventsTable } from './migrations';
