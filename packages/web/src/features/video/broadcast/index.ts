export { BroadcastVoiceButton } from './BroadcastVoiceButton';
export { useBroadcastVoice } from './useBroadcastVoice';
export { BroadcastListener, fetchBroadcastInfo } from './BroadcastListener';
export { BroadcastPlugin } from './BroadcastPlugin';
export { useMatchOpen } from './useMatchOpen';
