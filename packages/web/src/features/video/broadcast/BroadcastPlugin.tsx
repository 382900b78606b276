import { BroadcastListener } from './BroadcastListener';
import { BroadcastVoiceButton } from './BroadcastVoiceButton';
import { useBroadcastVoice } from './useBroadcastVoice';
import './broadcast.css';

/**
 * The /broadcastplugin body: the mute icon, and the audio-only provider A listener of the
 * match's broadcaster (MatchId, BroadcasterId, BroadcasterLanguage, CustId of the data
 * parameter). Starts muted unless IsAutoplay; the host's BroadcastVoice toggles it.
 */
export function BroadcastPlugin(props: { matchId?: number; broadcasterId?: number; language?: string; custId?: string; isAutoplay: boolean; matchOpen?: boolean }) {
  const voice = useBroadcastVoice(props.isAutoplay);
  return (
    <>
      <BroadcastVoiceButton isAutoplay={props.isAutoplay} voice={voice} />
      {props.matchId != null && props.broadcasterId != null && (
        <div hidden>
          <BroadcastListener matchId={props.matchId} broadcasterId={props.broadcasterId} language={props.language ?? 'en'}
            custId={props.custId} muted={voice.muted} matchOpen={props.matchOpen} />
        </div>
      )}
    </>
  );
}
