import { useMemo } from 'react';
import { StreamingPluginType } from '@sideline/protocol';
import { useDataParam } from '../../shared/data-param';
import { useVerifyToken } from '../widget-shell/useVerifyToken';
import { StreamingView } from './StreamingView';
import type { StreamingViewProps } from './StreamingView';

/**
 * The streaming view as a page mounts it: reads the data parameter (MatchId, UserLanguage,
 * WatchTimeLimit, IsLicenseeChatroom, FocusSource, BroadcasterId …) and the verified login state
 * (the page's start-up verified the token first). `broadcasterId` from the page query wins.
 */
export function PageStreaming(props: { licensee?: boolean } & Pick<StreamingViewProps, 'ad' | 'playerStatus' | 'onSourceChange' | 'onStreamingLoaded'>) {
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
  if (data.MatchId == null) return null;
  const streamerIds = Array.isArray(data.StreamerIds) ? data.StreamerIds.join(',') : (data.StreamerIds ?? null);
  return (
    <StreamingView
      matchId={data.MatchId}
      language={data.UserLanguage ?? 'en'}
      siteId={data.SiteId}
      isUserLogin={verify.data?.IsUserLogin ?? data.IsUserLogin ?? false}
      isLicenseeChatroom={data.IsLicenseeChatroom ?? props.licensee ?? false}
      watchTimeLimit={data.WatchTimeLimit ?? null}
      streamerIds={streamerIds}
      exclusiveStreamerType={data.ExclusiveStreamerType ?? null}
      maskedStreamingSrc={data.MaskedStreamingSrc ?? null}
      pluginType={(data.StreamingPluginType as StreamingPluginType | undefined) ?? StreamingPluginType.StreamingAndChatroom}
      isHideTitle={data.IsHideTitle ?? false}
      preference={preference}
      ad={props.ad}
      playerStatus={props.playerStatus}
      onSourceChange={props.onSourceChange}
      onStreamingLoaded={props.onStreamingLoaded}
    />
  );
}
