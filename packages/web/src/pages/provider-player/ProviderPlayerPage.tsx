import { useParams } from '../../shared/navigation';
import { StreamingProvider } from '@sideline/protocol';
import { useDataParam } from '../../shared/data-param';
import { ProviderChannelScreen } from '../../features/video';

/**
 * /agoralivestreaming/:matchId? (provider A) and /byteplusstreaming/:matchId? (provider B): the
 * route's match id plays that match's channel; without one the data parameter's AnchorId names
 * the streamer channel (schedule spec section 2, "Video player screens").
 */
export function ProviderPlayerPage(props: { provider: StreamingProvider }) {
  const params = useParams();
  const { data } = useDataParam();
  const matchId = Number(params.matchId);
  return (
    <ProviderChannelScreen
      provider={props.provider}
      matchId={Number.isInteger(matchId) && matchId > 0 ? matchId : null}
      anchorId={typeof data.AnchorId === 'number' ? data.AnchorId : null}
      language={(data.AnchorLanguage ?? data.UserLanguage ?? 'en').toLowerCase()}
    />
  );
}

/** /agoralivestreaming/:matchId? — provider A's player. */
export function AgoraPlayerPage() {
  return <ProviderPlayerPage provider={StreamingProvider.A} />;
}

/** /byteplusstreaming/:matchId? — provider B's player. */
export function BytePlusPlayerPage() {
  return <ProviderPlayerPage provider={StreamingProvider.B} />;
}
