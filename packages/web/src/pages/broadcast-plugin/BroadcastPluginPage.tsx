import { BroadcastPlugin, useMatchOpen } from '../../features/video';
import { useDataParam } from '../../shared/data-param';

/** /broadcastplugin — the voice-broadcast listener: only a mute or unmute icon. */
export function BroadcastPluginPage() {
  const { data } = useDataParam();
  const custId = data.CustId ?? data.CustomerId;
  const matchOpen = useMatchOpen(data.MatchId);
  return (
    <main className="broadcast-page">
      <BroadcastPlugin
        isAutoplay={data.IsAutoplay ?? false}
        matchId={data.MatchId}
        broadcasterId={data.BroadcasterId}
        language={typeof data.BroadcasterLanguage === 'string' ? data.BroadcasterLanguage : data.UserLanguage}
        custId={custId == null ? undefined : String(custId)}
        matchOpen={matchOpen}
      />
    </main>
  );
}
