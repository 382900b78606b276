/** What other features, sim and app.ts use of schedule: its hub group and methods, the live-set changes. */
export { STREAMER_SCHEDULE_GROUP } from './groups';
export { scheduleHubMethods } from './hub';
export { livePublisher } from './plugin';
export { matchStartPublisher } from './operator';
export type { MatchStartHook } from './operator';
export { setMatchStatus, setProgrammeStatus } from './live';
export type { LivePublisher } from './live';
