export { BroadcastVoiceButton } from './BroadcastVoiceButton';
export { useBroadcastVoice } from './useBroadcastVoice';
