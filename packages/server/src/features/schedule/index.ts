/** What other features and app.ts use of schedule: its hub group and hub methods. */
export { STREAMER_SCHEDULE_GROUP } from './groups';
export { scheduleHubMethods } from './hub';
