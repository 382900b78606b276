import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from '../../../shared/navigation';
import { useTranslation } from 'react-i18next';
import { LayoutType, ProgramType, ScheduleDataType, ToolbarItem, TutorialStep } from '@sideline/protocol';
import type { EntertainmentProgramme, PlatformVariant, ScheduleItem } from '@sideline/protocol';
import { useFocusTrap } from '../../../shared/a11y';
import { encodeDataParam, useDataParam } from '../../../shared/data-param';
import { useHostBridge } from '../../../shared/host';
import { LazyHlsPlayer, PlayerRetryContext, VideoControls } from '../../../features/video';
import { LazyFeedbackPrompt } from '../../../features/programmes';
import { Leaderboard } from '../../../features/programmes';
import { useShowLeaderboard } from '../../../features/programmes';
import { LazyLobbyPanel, useProgrammes } from '../../../features/programmes';
import { TOOLBAR_COMMANDS } from '../../../features/shell';
import type { ToolbarHandlers } from '../../../features/shell';
import { platformVariant } from '../../../features/shell';
import type { PlatformPage } from '../../../features/shell';
import { EventListModal } from '../../../features/programmes';
import { usePromotionEntry } from '../../../features/programmes';
import { LazyScheduleView } from '../../../features/programmes';
import { useIsMobile } from '../../../features/programmes';
import { TutorialOverlay } from '../../../features/shell';
import { useTutorial } from '../../../features/shell';
import type { TutorialControl } from '../../../features/shell';
import { programmeTitle } from './programmeTitle';
import { useProgramme } from './useProgramme';
import { Icon } from '../../../shared/ui/Icon';
import { IconButton } from '../../../shared/ui/IconButton';
import type { IconName } from '../../../shared/ui/Icon';
import './entertainment.css';

/** The schedule overlay's code, fetched when its button is hovered or focused so opening is instant. */
const preloadSchedule = () => { LazyScheduleView.preload().catch(() => undefined); };

/**
 * The top bar's icon for a command where an icon is the convention (issue 17 item 1: refresh,
 * sound, leaderboard, live streaming, events); the others keep their text. The button keeps the
 * translated name as its accessible name and tooltip.
 */
function iconOf(id: ToolbarItem, muted: boolean): IconName | null {
  switch (id) {
    case ToolbarItem.Refresh: return 'refresh';
    case ToolbarItem.Voice: return muted ? 'volume-off' : 'volume';
    case ToolbarItem.Leaderboard: return 'trophy';
    case ToolbarItem.Streamer: return 'tv';
    case ToolbarItem.Promotion: return 'calendar';
    default: return null;
  }
}

export interface EntertainmentFrameProps {
  page: Extract<PlatformPage, 'entertainment' | 'credit'>;
  /**
   * The chatroom (composed by the page), given the video stage to lay its bullet chat over and
   * the frame's tutorial (pass it to ChatroomSection so its menu opens this one, not a second)
   * and the programme's push handler (ChatroomSection's onChatroomStatus: CheckChatroomStatus
   * pushes drive the programme's open state).
   */
  renderChat?: (args: { stage: ReactNode; variant: PlatformVariant; tutorial: TutorialControl; onChatroomStatus: (isOpen: boolean, tokenExpired: boolean) => void }) => ReactNode;
}

type Overlay = 'none' | 'lobby' | 'schedule' | 'events' | 'leaderboard';

/**
 * The entertainment (and credit) page frame: a full-screen overlay with a title bar (title and,
 * unless in preview mode, close), the top bar (streamer name, refresh, mute, layout switch on
 * desktop, lobby, events, leaderboard — per platform variant), the programme's video, the
 * page's chatroom (hidden in preview mode or when toggled off) and the lobby, schedule, events
 * and leaderboard overlays, feedback and the tutorial. Host messages: IsFullChatroom while
 * shown, EntertainmentChatRoom on chat toggles, GoToSingleMatch from the schedule's match cards.
 */
export function EntertainmentFrame({ page, renderChat }: EntertainmentFrameProps) {
  const { t, i18n } = useTranslation();
  const { data } = useDataParam();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const bridge = useHostBridge();
  const isMobile = useIsMobile();
  const isPreview = search.get('isPreview')?.toLowerCase() === 'true' || data.IsPreview === true;
  const eventId = data.MatchId ?? null;
  const token = data.Token ?? null;
  const isUserLogin = data.IsUserLogin ?? Boolean(token);
  const programme = useProgramme(eventId, token);
  const exclusiveStreamerType = typeof data.ExclusiveStreamerType === 'number' ? data.ExclusiveStreamerType : null;
  // The title bar's programme title when the data parameter carries none (issue 16 item 30).
  const listed = useProgrammes(!data.Title && eventId !== null, exclusiveStreamerType);
  const [layout, setLayout] = useState<LayoutType>(data.LayoutType === LayoutType.Horizontal ? LayoutType.Horizontal : LayoutType.Vertical);
  const [muted, setMuted] = useState(true);
  const [refreshKey, setRefreshKey] = useState(0);
  const [volume, setVolume] = useState(1);
  const stageBox = useRef<HTMLDivElement>(null);
  const retry = useCallback(() => setRefreshKey((k) => k + 1), []);
  const [chatOpen, setChatOpen] = useState(true);
  const [overlay, setOverlay] = useState<Overlay>('none');
  const [closed, setClosed] = useState(false);
  const scheduleScroller = useRef<HTMLDivElement>(null);
  useFocusTrap(scheduleScroller, { active: overlay === 'schedule', onEscape: () => setOverlay('none') });
  const tutorial = useTutorial(typeof data.CustomerId === 'number' ? data.CustomerId : null, isUserLogin);
  const promotionEntry = usePromotionEntry();
  const showLeaderboard = useShowLeaderboard(isUserLogin);
  const variant = platformVariant({ page, isMobile, layout, embedded: data.IsLicenseeChatroom === true });
  const ctx = {
    variant, isPreview, isUserLogin, canUpdateNickname: data.CanUpdateNickname ?? true,
    flags: { leaderboard: showLeaderboard, promotion: promotionEntry, gv: false },
  };

  // The player's chunk travels beside the start-up calls (it is lazy: issue 20).
  useEffect(() => {
    LazyHlsPlayer.preload().catch(() => undefined);
  }, []);

  useEffect(() => {
    bridge.send('IsFullChatroom', { IsFull: true });
    return () => {
      bridge.send('IsFullChatroom', { IsFull: false });
    };
  }, [bridge]);

  const close = useCallback(() => {
    void programme.leave();
    setClosed(true);
    bridge.send('EntertainmentChatRoom', { expandChat: false });
    bridge.send('IsFullChatroom', { IsFull: false });
  }, [programme, bridge]);

  // Schedule document, host signals: InitFinished and InitStreamingFinished once streaming has mounted.
  const streamingMounted = programme.setting.isSuccess;
  useEffect(() => {
    if (!streamingMounted) return;
    bridge.send('InitFinished', {});
    bridge.send('InitStreamingFinished', {});
  }, [streamingMounted, bridge, data.MatchId]);

  const switchTo = useCallback(
    (next: { EventId: number; AnchorId: number; Title: string | null; LayoutType: LayoutType; StreamerName: string | null; Language: string }) => {
      void programme.leave();
      setOverlay('none');
      const nextData = {
        ...data, MatchId: next.EventId, AnchorId: next.AnchorId, Title: next.Title, LayoutType: next.LayoutType,
        StreamerName: next.StreamerName, AnchorLanguage: next.Language, ProgramType: ProgramType.Entertainment,
      };
      const params = new URLSearchParams(search);
      params.set('data', encodeDataParam(nextData));
      void navigate({ search: `?${params.toString()}` });
    },
    [programme, data, search, navigate],
  );
  const onLobbySwitch = (p: EntertainmentProgramme) =>
    switchTo({ EventId: p.EventId, AnchorId: p.AnchorId, Title: p.Title, LayoutType: p.LayoutType, StreamerName: p.StreamerName, Language: p.Language });
  const onScheduleOpen = (item: ScheduleItem) => {
    if (item.DataType === ScheduleDataType.Match) {
      bridge.send('GoToSingleMatch', { MatchId: item.MatchId });
      return;
    }
    if (item.EventId !== null) {
      switchTo({ EventId: item.EventId, AnchorId: item.AnchorId, Title: item.Title, LayoutType: item.LayoutType, StreamerName: item.AnchorName, Language: item.Language });
    }
  };

  const handlers: ToolbarHandlers = {
    [ToolbarItem.Refresh]: () => setRefreshKey((k) => k + 1),
    [ToolbarItem.Voice]: () => setMuted((m) => !m),
    [ToolbarItem.Chatroom]: () => {
      const next = !chatOpen;
      setChatOpen(next);
      bridge.send('EntertainmentChatRoom', { expandChat: next });
    },
    [ToolbarItem.Leaderboard]: () => setOverlay('leaderboard'),
    [ToolbarItem.Streamer]: () => setOverlay((o) => (o === 'lobby' ? 'none' : 'lobby')),
    [ToolbarItem.Promotion]: () => setOverlay('events'),
  };

  if (closed) {
    return <div className="ent-closed" role="status">{t('programme-closed')}</div>;
  }
  const streamerName = programme.setting.data?.StreamerName ?? data.StreamerName ?? '';
  const url = programme.setting.data?.Url ?? null;
  const isOpen = programme.open.isMatchOpen;
  const stage = (
    <div className="ent-stage" ref={stageBox}>
      {isOpen === false && <div className="ent-stage__closed">{t('programme-closed')}</div>}
      {isOpen !== false && url && (
        <PlayerRetryContext.Provider value={retry}>
          <LazyHlsPlayer url={url} muted={muted} volume={volume} refreshKey={refreshKey} />
          <VideoControls box={stageBox} muted={muted} onToggleMute={() => setMuted((m) => !m)} volume={volume}
            onVolume={(v) => { setVolume(v); if (v > 0) setMuted(false); }} live pip matchId={eventId ?? undefined} programType={2} />
        </PlayerRetryContext.Provider>
      )}
      {isOpen !== false && !url && programme.setting.isSuccess && <div className="ent-stage__closed">{t('no-streaming')}</div>}
    </div>
  );
  const showChat = !isPreview && chatOpen && renderChat !== undefined;
  const visible = TOOLBAR_COMMANDS.filter((c) => c.visible(ctx) && c.id !== ToolbarItem.Menu);
  const title = programmeTitle(data.Title, listed.data ?? [], eventId) ?? t('app-title');

  return (
    <div className={`ent ent--${layout === LayoutType.Horizontal ? 'horizontal' : 'vertical'}`} data-variant={variant} data-preview={isPreview || undefined}>
      <header className="ent__title-bar">
        <h2 className="ent__title">{title}</h2>
        {!isPreview && (
          <IconButton icon="close" className="ent__close" label={t('close')} onClick={close} />
        )}
      </header>
      <nav className="ent__top-bar" aria-label={t('toolbar')}>
        {visible.map((c) =>
          c.id === ToolbarItem.StreamerName ? (
            <span key={c.id} className="ent__streamer" data-tutorial-target="toolbar"><span className="visually-hidden">{t(c.label)}: </span>{streamerName}</span>
          ) : (
            <button
              key={c.id}
              type="button"
              className={iconOf(c.id, muted) ? 'icon-btn ent__tool ent__tool--icon' : 'btn btn--ghost ent__tool'}
              data-tutorial-target="toolbar"
              data-toolbar-item={c.id}
              aria-pressed={c.id === ToolbarItem.Voice ? !muted : c.id === ToolbarItem.Chatroom ? chatOpen : undefined}
              aria-label={c.id === ToolbarItem.Voice ? t(muted ? 'unmute' : 'mute') : t(c.label)}
              title={c.id === ToolbarItem.Voice ? t(muted ? 'unmute' : 'mute') : t(c.label)}
              onClick={() => c.run(handlers)}
            >
              {iconOf(c.id, muted) ? <Icon name={iconOf(c.id, muted)!} /> : t(c.label)}
            </button>
          ),
        )}
        {!isMobile && (
          <button
            type="button"
            className="btn btn--ghost ent__tool"
            data-tutorial-target="toolbar"
            title={t('switch-mode')}
            onClick={() => setLayout((l) => (l === LayoutType.Horizontal ? LayoutType.Vertical : LayoutType.Horizontal))}
          >
            {t(layout === LayoutType.Horizontal ? 'layout-vertical' : 'layout-horizontal')}
          </button>
        )}
        <button type="button" className="btn btn--ghost ent__tool" data-tutorial-target="toolbar" aria-label={t('schedule')}
          onPointerEnter={preloadSchedule} onFocus={preloadSchedule} onClick={() => setOverlay('schedule')}>
          {t('schedule')}
        </button>
      </nav>
      <div className="ent__body">
        {showChat ? renderChat({ stage, variant, tutorial, onChatroomStatus: programme.onPush }) : stage}
        <LazyLobbyPanel
          open={overlay === 'lobby'}
          currentEventId={eventId}
          exclusiveStreamerType={exclusiveStreamerType}
          onSwitch={onLobbySwitch}
          onClose={() => setOverlay('none')}
        />
      </div>
      {overlay === 'schedule' && (
        <div className="fullscreen-modal" role="dialog" aria-modal="true" aria-label={t('streamer-topic')} ref={scheduleScroller}>
          <header className="overlay-bar">
            <h2 className="overlay-bar__title">{t('streamer-topic')}</h2>
            <IconButton icon="close" label={t('close')} onClick={() => setOverlay('none')} />
          </header>
          <div className="ent__schedule">
            <LazyScheduleView
              userLanguage={i18n.language}
              languageFilter="all"
              exclusiveStreamerType={exclusiveStreamerType}
              scroller={scheduleScroller}
              onOpen={onScheduleOpen}
            />
          </div>
        </div>
      )}
      <EventListModal open={overlay === 'events'} userLanguage={i18n.language} onClose={() => setOverlay('none')} />
      <Leaderboard
        open={overlay === 'leaderboard'}
        currencyId={typeof data.CurrencyId === 'number' ? data.CurrencyId : 0}
        isUserLogin={isUserLogin}
        onClose={() => setOverlay('none')}
      />
      {eventId !== null && (
        <LazyFeedbackPrompt
          customerId={typeof data.CustomerId === 'number' ? data.CustomerId : null}
          isUserLogin={isUserLogin}
          matchId={eventId}
          anchorId={typeof data.AnchorId === 'number' ? data.AnchorId : 0}
          programType={ProgramType.Entertainment}
          blocked={tutorial.step !== TutorialStep.Closed}
        />
      )}
      <TutorialOverlay step={tutorial.step} onNext={tutorial.next} />
    </div>
  );
}
