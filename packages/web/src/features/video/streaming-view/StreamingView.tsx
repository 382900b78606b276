import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ChannelSource, GetBytePlusInfoForStreamer, GetAgoraInfoForStreamer, MatchStatus, ProgramType, StreamingPluginType,
  StreamingErrorCode, StreamingProvider,
} from '@sideline/protocol';
import type { AdInfo, Streaming } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { useHostBridge, useHostMessage } from '../../../shared/host/HostBridgeProvider';
import { AdView } from '../player/AdView';
import { FreeViewingCover } from '../free-viewing/lazyCover';
import { ErrorPhoto } from '../player/lazyErrorPhoto';
import { HlsPlayer } from '../player/HlsPlayer';
import { VideoControls } from '../player/lazyControls';
import { PlayerRetryContext } from '../player/retry';
import { NoStreamingImage } from '../player/NoStreamingImage';
import '../player/player.css';
import { IconButton } from '../../../shared/ui/IconButton';
import { ProviderPlayer } from '../providers/lazy';
import { SourceDropdown } from '../sources/SourceDropdown';
import { buildSourceOptions, selectInitialSource, streamingSrcOf } from '../sources/sources';
import type { SourceOption, SourcePreference } from '../sources/sources';
import { FreeViewingBadge } from '../free-viewing/FreeViewingBadge';
import { freeViewingApplies } from '../free-viewing/freeViewing';
import { useFreeViewing } from '../free-viewing/useFreeViewing';
import { BroadcastListener } from '../broadcast/lazy';
import { streamingQuery } from './queries';
import { awaitsStart } from './awaitsStart';
import { useStageSlots } from './StageSlots';
import { useStreamUrl } from './useStreamUrl';
import { TeamHeader } from './TeamHeader';
import './streaming-view.css';

export { awaitsStart };


/** What shows when no source plays (schedule spec section 8's table). */
export type IdleScreen = 'ad' | 'no-source-error' | 'no-streaming-image';

/**
 * With nothing to play: a licensee chatroom shows the ad info while the match waits to start;
 * a non-licensee chatroom with ad info present shows the error photo with NoStreamingSource
 * (E103); without ad info, the default 'no streaming' image.
 */
export function idleScreen(args: { hasAd: boolean; awaitsStart: boolean; isLicenseeChatroom: boolean }): IdleScreen {
  if (!args.hasAd) return 'no-streaming-image';
  if (!args.isLicenseeChatroom) return 'no-source-error';
  return args.awaitsStart ? 'ad' : 'no-streaming-image';
}

export interface StreamingViewProps {
  matchId: number;
  language: string;
  siteId?: number;
  isUserLogin: boolean;
  isLicenseeChatroom?: boolean;
  watchTimeLimit?: number | null;
  streamerIds?: string | null;
  exclusiveStreamerType?: number | null;
  maskedStreamingSrc?: string | null;
  pluginType?: StreamingPluginType;
  isHideTitle?: boolean;
  enabledGV?: boolean;
  preference?: SourcePreference;
  /**
   * The ad to show when nothing plays and the match has not started; undefined: the one the
   * GetStreaming answer carries (AdInfo).
   */
  ad?: AdInfo | null;
  /** The match is open (CheckMatchStatus / CheckChatroomStatus); the voice broadcast leaves when it closes. */
  matchOpen?: boolean;
  /** Player-status pushes of the common hub, keyed by provider. */
  playerStatus?: Partial<Record<StreamingProvider, boolean>>;
  /** Tells the caller which source plays (heartbeat StreamingSrc / collect type). */
  onSourceChange?: (option: SourceOption | null, streamingSrc: number | string) => void;
  /** Streaming data loaded (start-up continues: user info, gifts …). */
  onStreamingLoaded?: (streaming: Streaming) => void;
}

/**
 * The streaming screen: team header, toolbar (source dropdown, refresh, mute — muted by
 * default — and the page's settings menu), then the player of the chosen source: HLS, provider A/B, the GV
 * sports feed or the voice broadcast; the no-streaming image or ad when nothing plays; free
 * viewing for anonymous viewers. Talks to the host page: ChangeSource, SwitchChannel,
 * ChangeBroadcaster, ToggleVoice, StreamingInfo out; SwitchSource, GetStreamingInfo in;
 * InitStreamingFinished once the streaming data is mounted. The page's settings menu and its
 * overlay (bullet chat, clipped to the video box) come through StageSlots.
 */
export function StreamingView(props: StreamingViewProps) {
  const { t } = useTranslation();
  const bridge = useHostBridge();
  const { matchId, language } = props;
  const slots = useStageSlots();
  const query = useQuery(streamingQuery({
    matchId, language, streamerIds: props.streamerIds, maskedStreamingSrc: props.maskedStreamingSrc,
    pluginType: props.pluginType ?? StreamingPluginType.StreamingAndChatroom, exclusiveStreamerType: props.exclusiveStreamerType,
  }));
  const streaming = query.data ?? null;
  const options = useMemo(() => (streaming ? buildSourceOptions(streaming, { enabledGV: props.enabledGV ?? true }) : []), [streaming, props.enabledGV]);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const ad = props.ad === undefined ? (streaming?.AdInfo ?? null) : props.ad;
  // No stream and not started: the ad plays instead of the sports-data feed (unless GV is asked for).
  const adFirst = !!ad && !!streaming && awaitsStart(streaming) && !props.preference?.isFocusGV && (props.isLicenseeChatroom ?? false);
  const current = useMemo(
    () => options.find((o) => o.key === chosenKey) ?? (adFirst ? null : selectInitialSource(options, props.preference ?? {})),
    [options, chosenKey, props.preference, adFirst],
  );
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  // The error photo's "Try again": what the toolbar's refresh does, and the look-up again if it failed.
  const { refetch, isError: lookupFailed } = query;
  const retry = useCallback(() => {
    setRefreshKey((k) => k + 1);
    if (lookupFailed) void refetch();
  }, [refetch, lookupFailed]);
  const { onSourceChange, onStreamingLoaded } = props;

  useEffect(() => {
    if (streaming) onStreamingLoaded?.(streaming);
  }, [streaming, onStreamingLoaded]);
  // Schedule document, host signals: InitFinished and InitStreamingFinished "once streaming has
  // mounted" — this view, whatever its call answered (a failed look-up shows its error inside it).
  useEffect(() => {
    bridge.send('InitFinished', {});
    bridge.send('InitStreamingFinished', {});
  }, [bridge]);
  useEffect(() => { onSourceChange?.(current, streamingSrcOf(current)); }, [current, onSourceChange]);

  const select = useCallback((o: SourceOption) => {
    setChosenKey(o.key);
    bridge.send('ChangeSource', { Source: o.source });
    if (o.source === ChannelSource.Streamer) bridge.send('SwitchChannel', { AnchorId: o.channel?.AnchorId ?? null, Language: o.channel?.Language ?? null });
    if (o.source === ChannelSource.Broadcast && o.channel) bridge.send('ChangeBroadcaster', { BroadcasterId: o.channel.AnchorId });
  }, [bridge]);

  useHostMessage('SwitchSource', (p) => {
    const hit = options.find((o) => o.source === p.Source && (p.AnchorId == null || o.channel?.AnchorId === p.AnchorId)
      && (p.Language == null || o.channel?.Language === p.Language.toUpperCase()));
    if (hit) select(hit);
  });
  useHostMessage('GetStreamingInfo', () => {
    bridge.send('StreamingInfo', { Sources: options.map((o) => ({ Key: o.key, Source: o.source, Label: o.label })), Current: current?.key ?? null });
  });

  const toggleMute = () => {
    setMuted((m) => !m);
    bridge.send('ToggleVoice', { IsMuted: !muted });
  };

  const free = useFreeViewing({
    active: freeViewingApplies({
      isUserLogin: props.isUserLogin, isLicenseeChatroom: props.isLicenseeChatroom ?? false,
      watchTimeLimit: props.watchTimeLimit, streamingSrc: streamingSrcOf(current),
    }) && !!streaming,
    matchId,
    limit: props.watchTimeLimit ?? 0,
  });
  const freeActive = freeViewingApplies({
    isUserLogin: props.isUserLogin, isLicenseeChatroom: props.isLicenseeChatroom ?? false,
    watchTimeLimit: props.watchTimeLimit, streamingSrc: streamingSrcOf(current),
  });

  const urlState = useStreamUrl(current, { matchId, siteId: props.siteId ?? 0, language }, refreshKey);
  const channel = current?.channel ?? null;
  const matchInfo = useMemo(() => channel && {
    MatchId: matchId, AnchorId: channel.AnchorId, Language: channel.Language, ProgramType: ProgramType.Match, ChannelType: channel.ChannelType,
  }, [channel, matchId]);
  const fetchInfoA = useCallback(() => callApi(GetAgoraInfoForStreamer, matchInfo!), [matchInfo]);
  const fetchInfoB = useCallback(() => callApi(GetBytePlusInfoForStreamer, matchInfo!), [matchInfo]);

  let body;
  /** What the video controls can do for the body shown: null, no controls (no video). */
  let controls: { volume: boolean; pip: boolean } | null = null;
  if (query.isPending) body = <span className="player__spinner spinner" role="status" aria-label="loading" />;
  else if (query.isError) body = <ErrorPhoto code="E101" />;
  else if (free.expired && freeActive) body = <FreeViewingCover />;
  else if (!current) {
    const idle = idleScreen({ hasAd: !!ad, awaitsStart: !!streaming && awaitsStart(streaming), isLicenseeChatroom: props.isLicenseeChatroom ?? false });
    if (idle === 'ad' && ad) body = <AdView ad={ad} />;
    else if (idle === 'no-source-error') body = <ErrorPhoto code={StreamingErrorCode.NoStreamingSource} />;
    else body = <NoStreamingImage language={language} />;
  } else if (current.source === ChannelSource.GV) {
    body = <img className="player-gv" src={streaming?.SlmtUrl ?? ''} alt="GV" data-gv="true" />;
  } else if (current.source === ChannelSource.Broadcast && channel) {
    body = <BroadcastListener matchId={matchId} broadcasterId={channel.AnchorId} language={channel.Language} muted={muted} matchOpen={props.matchOpen ?? true} />;
  } else if (channel?.StreamingProvider === StreamingProvider.A || channel?.StreamingProvider === StreamingProvider.B) {
    body = <ProviderPlayer key={current.key} provider={channel.StreamingProvider} fetchInfoA={fetchInfoA} fetchInfoB={fetchInfoB}
      muted={muted} refreshKey={refreshKey} playerStatus={props.playerStatus?.[channel.StreamingProvider] ?? null} />;
    controls = { volume: false, pip: true };
  } else if (urlState.kind === 'url') {
    body = <HlsPlayer key={current.key} url={urlState.url} muted={muted} volume={volume} refreshKey={refreshKey} />;
    controls = { volume: true, pip: true };
  } else if (urlState.kind === 'error') {
    body = <ErrorPhoto code={urlState.code} serverCode={urlState.serverCode} />;
  } else {
    body = <span className="player__spinner spinner" role="status" aria-label="loading" />;
  }

  return (
    <section className="streaming-view" aria-label={t('streaming', { defaultValue: 'Streaming' })} data-source={current?.key ?? 'none'}>
      {!props.isHideTitle && streaming?.TeamInfo && <TeamHeader team={streaming.TeamInfo} />}
      <div className="streaming-view__toolbar">
        <SourceDropdown options={options} current={current} onSelect={select} />
        <IconButton icon="refresh" label={t('refresh', { defaultValue: 'Refresh' })} data-action="refresh" data-tutorial-target="toolbar" onClick={() => setRefreshKey((k) => k + 1)} />
        <IconButton icon={muted ? 'volume-off' : 'volume'} label={muted ? t('unmute', { defaultValue: 'Unmute' }) : t('mute', { defaultValue: 'Mute' })}
          data-action="mute" data-tutorial-target="toolbar" aria-pressed={muted} onClick={toggleMute} />
        {slots.tools}
        {freeActive && !free.expired && <FreeViewingBadge remaining={free.remaining} />}
        {slots.menu && <div className="streaming-view__menu">{slots.menu}</div>}
      </div>
      <div className="player-box" data-refresh={refreshKey} ref={box}>
        <PlayerRetryContext.Provider value={retry}>{body}</PlayerRetryContext.Provider>
        {slots.overlay}
        {controls && (
          <VideoControls box={box} muted={muted} onToggleMute={toggleMute} live={streaming?.MatchStatus === MatchStatus.Running} pip={controls.pip} matchId={matchId}
            {...(controls.volume ? { volume, onVolume: (v: number) => { setVolume(v); if (muted && v > 0) toggleMute(); } } : {})} />
        )}
      </div>
    </section>
  );
}
