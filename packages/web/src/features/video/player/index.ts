export { HlsPlayer } from './HlsPlayer';
export type { HlsPlayerProps } from './HlsPlayer';
export { ErrorPhoto } from './lazyErrorPhoto';
export { NoStreamingImage, NO_STREAMING_TEXT, noStreamingLanguage } from './NoStreamingImage';
export { AdView } from './AdView';
export { hlsReducer, hlsErrorCode, initialHls } from './playerState';
export type { HlsState, HlsEvent, HlsStatus } from './playerState';
export { loadHls } from './loadHls';
