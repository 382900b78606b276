export { hlsPlugin, defaultMediaDir, PLAYLIST_TYPE, SEGMENT_TYPE } from './plugin';
export type { HlsPluginOptions } from './plugin';
export { BROKEN_CHANNEL, LOOKS, livePlaylistPath, planChannel } from './channels';
export { liveWindow, renderPlaylist, renderMasterPlaylist, parseSourcePlaylist, loopSegmentUri, DEFAULT_WINDOW_SIZE } from './playlist';
export { shiftTimestamps } from './timestamps';
export { RENDITIONS, MEDIA_CODECS } from './library';
