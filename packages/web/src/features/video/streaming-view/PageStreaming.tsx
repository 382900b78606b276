import { useMemo } from 'react';
import { useDataParam } from '../../../shared/data-param';
import { useVerifyToken } from '../../../shared/session/useVerifyToken';
import { pageStreamingArgs } from './pageArgs';
import { StreamingView } from './StreamingView';
import type { StreamingViewProps } from './StreamingView';

export { pageStreamingArgs };

/** What the page around it feeds the streaming view (start-up, hubs, match-open state). */
export type PageStreamingProps = { licensee?: boolean } & Pick<
  StreamingViewProps, 'ad' | 'playerStatus' | 'onSourceChange' | 'onStreamingLoaded' | 'enabledGV' | 'matchOpen'
>;

/**
 * The streaming view as a page mounts it: reads the data parameter (MatchId, UserLanguage,
 * WatchTimeLimit, IsLicenseeChatroom, FocusSource, BroadcasterId …) and the verified login state
 * (the page's start-up verified the token first). `broadcasterId` from the page query wins.
 */
export function PageStreaming(props: PageStreamingProps) {
  const { data } = useDataParam();
  const verify = useVerifyToken(data.Token);
  const query = typeof window !== 'undefined' ? new URLSearchParams(window.location.search) : new URLSearchParams();
  const broadcasterQuery = Number(query.get('broadcasterId') ?? Number.NaN);
  const preference = useMemo(() => ({
    focusSource: data.FocusSource ?? null,
    isFocusGV: data.IsFocusGV ?? false,
    broadcasterId: Number.isInteger(broadcasterQuery) ? broadcasterQuery : (data.BroadcasterId ?? null),
    anchorId: data.AnchorId ?? null,
    anchorLanguage: data.AnchorLanguage ?? null,
  }), [data, broadcasterQuery]);
  const args = pageStreamingArgs(data);
  if (!args) return null;
  return (
    <StreamingView
      matchId={args.matchId}
      language={args.language}
      siteId={data.SiteId}
      isUserLogin={verify.data?.IsUserLogin ?? data.IsUserLogin ?? false}
      isLicenseeChatroom={data.IsLicenseeChatroom ?? props.licensee ?? false}
      watchTimeLimit={data.WatchTimeLimit ?? null}
      streamerIds={args.streamerIds}
      exclusiveStreamerType={args.exclusiveStreamerType}
      maskedStreamingSrc={args.maskedStreamingSrc}
      pluginType={args.pluginType}
      isHideTitle={data.IsHideTitle ?? false}
      preference={preference}
      ad={props.ad}
      enabledGV={props.enabledGV}
      matchOpen={props.matchOpen}
      playerStatus={props.playerStatus}
      onSourceChange={props.onSourceChange}
      onStreamingLoaded={props.onStreamingLoaded}
    />
  );
}
