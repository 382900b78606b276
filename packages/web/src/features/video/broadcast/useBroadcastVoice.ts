import { useCallback, useState } from 'react';
import { useHostBridge, useHostMessage } from '../../../shared/host/HostBridgeProvider';

/**
 * The voice-broadcast listener's mute state (schedule spec "Broadcast listener"): starts
 * muted unless IsAutoplay; toggled by the viewer (the host page is told with ToggleVoice) or
 * by the host page's BroadcastVoice message (voiceToggle 0 means muted).
 */
export function useBroadcastVoice(isAutoplay: boolean) {
  const bridge = useHostBridge();
  const [muted, setMuted] = useState(!isAutoplay);
  useHostMessage('BroadcastVoice', (payload) => setMuted(payload.voiceToggle === 0));
  const toggle = useCallback(() => {
    const next = !muted;
    setMuted(next);
    bridge.send('ToggleVoice', { IsMuted: next });
  }, [bridge, muted]);
  return { muted, toggle };
}
