import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GetAgoraInfoForStreamer, GetBytePlusInfoForStreamer, ProgramType, StreamingErrorCode, StreamingProvider } from '@sideline/protocol';
import type { StreamerChannelRequest } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { ErrorPhoto } from '../player/lazyErrorPhoto';
import '../player/player.css';
import { ProviderPlayer } from '../providers/ProviderPlayer';
import { matchProviderChannel } from './providerChannel';
import { streamingQuery } from './queries';
import './provider-screen.css';

export interface ProviderChannelScreenProps {
  provider: StreamingProvider;
  /** The route's match id; null: the streamer's channel named by `anchorId`. */
  matchId: number | null;
  anchorId: number | null;
  language: string;
}

/**
 * The video player screen of provider A (/agoralivestreaming) or B (/byteplusstreaming): with
 * a match id it plays that match's channel on the provider, otherwise the streamer's own
 * channel. Spinner, the video, or the error picture ('Error Code：' and a code) — never blank.
 */
export function ProviderChannelScreen(props: ProviderChannelScreenProps) {
  const { provider, matchId, anchorId, language } = props;
  const streaming = useQuery({ ...streamingQuery({ matchId: matchId ?? 0, language }), enabled: matchId !== null });
  let channel: StreamerChannelRequest | null = null;
  if (matchId === null && anchorId !== null) {
    channel = { MatchId: 0, AnchorId: anchorId, Language: language.toUpperCase(), ProgramType: ProgramType.Match, ChannelType: 0 };
  } else if (streaming.data) {
    channel = matchProviderChannel(streaming.data, provider, { anchorId, language: null });
  }
  const key = channel ? JSON.stringify(channel) : '';
  const fetchInfoA = useCallback(() => callApi(GetAgoraInfoForStreamer, JSON.parse(key) as StreamerChannelRequest), [key]);
  const fetchInfoB = useCallback(() => callApi(GetBytePlusInfoForStreamer, JSON.parse(key) as StreamerChannelRequest), [key]);

  let body;
  if (matchId !== null && streaming.isPending) body = <span className="player__spinner spinner" role="status" aria-label="loading" />;
  else if (streaming.isError) body = <ErrorPhoto code={StreamingErrorCode.InternalServerError} />;
  else if (!channel) body = <ErrorPhoto code={StreamingErrorCode.NoStreamingSource} />;
  else {
    body = provider === StreamingProvider.A
      ? <ProviderPlayer key={key} provider={provider} fetchInfoA={fetchInfoA} />
      : <ProviderPlayer key={key} provider={provider} fetchInfoB={fetchInfoB} />;
  }
  return (
    <main className="provider-screen" data-provider={provider} data-match-id={matchId ?? undefined}>
      <div className="player-box">{body}</div>
    </main>
  );
}
