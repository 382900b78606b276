import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChannelSource, LayoutType, StreamingPluginType, StreamingProvider } from '@sideline/protocol';
import type { Streaming } from '@sideline/protocol';
import { useDataParam } from '../../../shared/data-param';
import { useHostBridge } from '../../../shared/host/HostBridgeProvider';
import { ChatroomSection } from '../chatroom/ChatroomSection';
import type { ChatroomSectionProps } from '../chatroom/ChatroomSection';
import { usePlayerStatus } from '../../../features/video';
import type { PlayerStatusChannel } from '../../../features/video';
import type { SourceOption } from '../../../features/video';
import { LazyPageStreaming } from '../../../features/video';
import { streamingQueryPrefix } from '../../../features/video';
import { awaitsStart } from '../../../features/video';
import { platformVariant } from '../../../features/shell';
import { LazyPageFeedback, LazyPageToolbar, pageToolbarItems } from '../licensee-tools';
import { useUserToken } from '../../../features/betting';
import type { FastMarketSource } from '../licensee-tools';
import { dismissChatPreview, useDismissChatPreview } from '../../../shared/ui/chatPreview';
import { useStartup } from './useStartup';

/** Two PushEventStart copies (chat group and ads group) within this window are one start. */
export const EVENT_START_DEDUPE_MS = 5_000;

/** The provider channel of the playing source, or null (HLS, GV, broadcast, nothing). */
export function providerChannelOf(option: SourceOption | null, matchId: number): PlayerStatusChannel | null {
  const channel = option?.channel;
  if (!channel || (channel.StreamingProvider !== StreamingProvider.A && channel.StreamingProvider !== StreamingProvider.B)) return null;
  if (option.source !== ChannelSource.Streamer) return null;
  return { provider: channel.StreamingProvider, matchId, anchorId: channel.AnchorId, language: channel.Language };
}

/** Whether the viewer waits in the ads group: the match has no stream and has not started, and no source plays. */
export function waitsForStart(streaming: Streaming | null, current: SourceOption | null): boolean {
  return streaming !== null && current === null && awaitsStart(streaming);
}

/**
 * The streaming + chat body of /licensee and /streamingplugin: runs the start-up sequence
 * (token, streaming, user info, gifts, lucky boxes, stickers, welcome info, indecent words,
 * feature settings), then shows the chatroom with the streaming view as its stage and
 * announces `readySignal`. Wires what joins the two: the playing source into the heartbeat,
 * the ads group while the match waits to start, PushEventStart (refetch streaming, remount the
 * view, rejoin the chat), provider player status from /commonhub, EnabledGV, and the match-open
 * state for the voice broadcast.
 */
/** Chatroom props the page adds (gift drawers, overlays …); the wiring props are this component's. */
export type StreamingChatroomChatProps = Omit<
  ChatroomSectionProps, 'stage' | 'slotsInStage' | 'heartbeatSource' | 'adsGroup' | 'onEventStart' | 'onMatchOpenChange' | 'sessionEpoch'
>;

/** What the page shows of streaming and chat (StreamingPluginType 1 only streaming, 3 only chatroom, else both). */
export function pluginShows(pluginType: unknown): 'both' | 'streaming' | 'chat' {
  if (pluginType === StreamingPluginType.OnlyStreaming) return 'streaming';
  if (pluginType === StreamingPluginType.OnlyChatroom) return 'chat';
  return 'both';
}

export function StreamingChatroom(props: {
  licensee?: boolean;
  readySignal?: 'InitFinished';
  chat?: StreamingChatroomChatProps;
  /** The page's platform variant row: 'widget' (/licensee) or 'plugin' (/streamingplugin). */
  page?: 'widget' | 'plugin';
  /** The betting holder: the feedback prompt waits while its fast-market modal is open. */
  fastMarket?: FastMarketSource;
}) {
  const { t } = useTranslation();
  const { data } = useDataParam();
  const bridge = useHostBridge();
  const queryClient = useQueryClient();
  const startup = useStartup();
  const [epoch, setEpoch] = useState(0);
  const [source, setSource] = useState<{ current: SourceOption | null; streamingSrc: number | string } | undefined>(undefined);
  const [streaming, setStreaming] = useState<Streaming | null>(null);
  const [matchOpen, setMatchOpen] = useState(true);
  const lastStart = useRef(-Infinity);
  const matchId = data.MatchId ?? 0;
  const { readySignal } = props;
  const ready = startup.status === 'ready';
  const variant = platformVariant({ page: props.page ?? 'widget', isMobile: false, layout: LayoutType.Vertical });
  const shows = pluginShows(data.StreamingPluginType);
  // GET /GetUserToken answers members only (an anonymous token would be sent to /login).
  const me = useUserToken(ready && startup.outcome.isUserLogin && typeof data.SiteId !== 'number');
  const siteId = typeof data.SiteId === 'number' ? data.SiteId : (me.data?.SiteId ?? null);

  // The streaming view's chunk travels while the start-up calls are out (it is not on the first
  // chat line's path).
  useEffect(() => {
    if (shows !== 'chat') LazyPageStreaming.preload().catch(() => undefined);
  }, [shows]);
  useEffect(() => {
    if (ready && readySignal) bridge.send(readySignal, {});
  }, [ready, readySignal, bridge]);

  const onSourceChange = useCallback((current: SourceOption | null, streamingSrc: number | string) => {
    setSource((s) => (s && s.current?.key === current?.key && s.streamingSrc === streamingSrc ? s : { current, streamingSrc }));
  }, []);
  const onStreamingLoaded = useCallback((s: Streaming) => setStreaming(s), []);
  const onEventStart = useCallback((id: number) => {
    const now = Date.now();
    if (now - lastStart.current < EVENT_START_DEDUPE_MS) return;
    lastStart.current = now;
    setStreaming(null);
    setSource(undefined);
    void queryClient.invalidateQueries({ queryKey: streamingQueryPrefix(id) });
    setEpoch((e) => e + 1);
  }, [queryClient]);

  const current = source?.current ?? null;
  const providerChannel = useMemo(() => providerChannelOf(current, matchId), [current, matchId]);
  const playerStatus = usePlayerStatus(providerChannel, data.Token ?? null);
  // The server's preview of the chat (issue 20) stays while the start-up runs, then goes with the
  // page's own list (MessageList), or here when the page shows none: a failed start-up, a
  // streaming-only page, or the page leaving.
  useDismissChatPreview(startup.status === 'failed' || (ready && shows === 'streaming'));
  useEffect(() => dismissChatPreview, []);

  if (startup.status === 'running') {
    return (
      <div className="widget-loading" role="status" aria-live="polite" data-startup="running">
        <span className="spinner" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    );
  }
  if (startup.status === 'failed') {
    return <div className="widget-error" role="alert" data-startup="failed"><p>{t('system-error')}</p></div>;
  }
  const stage = shows === 'chat' ? undefined : (
    <LazyPageStreaming
      key={epoch}
      licensee={props.licensee}
      enabledGV={startup.outcome.enabledGV}
      matchOpen={matchOpen}
      playerStatus={playerStatus}
      onSourceChange={onSourceChange}
      onStreamingLoaded={onStreamingLoaded}
    />
  );
  return (
    <>
      <ChatroomSection
        {...props.chat}
        variant={variant}
        show={shows}
        stageTools={<LazyPageToolbar variant={variant} isUserLogin={startup.outcome.isUserLogin} siteId={siteId} itemsFor={pageToolbarItems} />}
        renderExtras={(ctx) => <LazyPageFeedback tutorialOpen={ctx.tutorialOpen} customerId={ctx.customerId} isUserLogin={startup.outcome.isUserLogin} fastMarket={props.fastMarket} />}
        slotsInStage
        heartbeatSource={source}
        adsGroup={waitsForStart(streaming, current) && source !== undefined}
        onEventStart={onEventStart}
        onMatchOpenChange={setMatchOpen}
        sessionEpoch={epoch}
        stage={stage}
      />
    </>
  );
}
