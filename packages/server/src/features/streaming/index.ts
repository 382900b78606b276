export { streamingPlugin } from './plugin';
export { composeStreaming, resolveEventStream, ChannelType } from './service';
export { PROVIDER_STREAMERS, gameSources, anchorChannel } from './plan';
export { adFor, siteAd, SITE_ADS, DEFAULT_AD } from './ads';
export { eventStartGroups, publishEventStart } from './event-start';
export type { EventStartDeps } from './event-start';
export { publishPlayerStatus, registerSetPlayerStatus, SET_PLAYER_STATUS_PATH, SetPlayerStatusBody } from './player-status';
export { adsGroup, playerStatusGroup } from './groups';
export { adsMethods, playerStatusMethods } from './hub';
