export { streamingPlugin } from './plugin';
export { composeStreaming, resolveEventStream, ChannelType } from './service';
export { PROVIDER_STREAMERS, gameSources, anchorChannel } from './plan';
