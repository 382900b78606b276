/** What other features, sim and app.ts use of schedule (its hub group and methods, the live-set changes): the only way in. */
export { STREAMER_SCHEDULE_GROUP } from './groups';
export { scheduleHubMethods } from './hub';
export { livePublisher } from './plugin';
export { matchStartPublisher } from './operator';
export type { MatchStartHook } from './operator';
export { setMatchStatus, setProgrammeStatus } from './live';
export type { LivePublisher } from './live';
export { tagOf } from './cards';
export { SET_LIVE_STATUS_PATH } from './operator';
export { schedulePlugin } from './plugin';
export { toHongKongTime, fromHongKongTime, HONG_KONG_OFFSET_MS } from './time';
export type { MatchesTable } from './tables';
export { matchTimes, runningMatchAnchors, runningMatchRooms } from './store';
