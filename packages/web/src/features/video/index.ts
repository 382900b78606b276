/** The video domain's public face: player, providers, sources, broadcast, free viewing, streaming view. */
export { BroadcastPlugin, useMatchOpen } from './broadcast';
export { isHlsUrl } from './player/isHlsUrl';
export { HlsPlayer } from './player/HlsPlayer';
export { LazyHlsPlayer } from './player/lazyHlsPlayer';
export { VideoControls } from './player/lazyControls';
export { PlayerRetryContext } from './player/retry';
export type { PlayerStatusChannel } from './providers/playerStatusFeed';
export { ProviderPlayer } from './providers/lazy';
export { usePlayerStatus } from './providers/usePlayerStatus';
export { heartbeatCollectType } from './sources/sources';
export type { SourceOption } from './sources/sources';
export { pageStreamingArgs, streamingQuery, streamingQueryPrefix } from './core';
export type { StreamingArgs } from './core';
export { LazyPageStreaming, StreamingSkeleton } from './streaming-view/LazyPageStreaming';
export { StageSlotsContext } from './streaming-view/StageSlots';
export { awaitsStart } from './streaming-view/awaitsStart';
export { ProviderChannelScreen } from './streaming-view/ProviderChannelScreen';
