import { BroadcastVoiceButton } from '../../features/broadcast';
import { useDataParam } from '../../shared/data-param';

/** /broadcastplugin — the voice-broadcast listener: only a mute or unmute icon. */
export function BroadcastPluginPage() {
  const { data } = useDataParam();
  return (
    <main className="broadcast-page">
      <BroadcastVoiceButton isAutoplay={data.IsAutoplay ?? false} />
    </main>
  );
}
