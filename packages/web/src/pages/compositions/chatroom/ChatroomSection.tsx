import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { TicketInfo } from '@sideline/protocol';
import { PlatformVariant, ProgramType, TutorialStep } from '@sideline/protocol';
import { useDataParam } from '../../../shared/data-param';
import { AlertsProvider } from '../../../features/chat';
import { BulletChatOverlay } from '../../../features/chat';
import { VideoStage } from '../../../features/chat';
import { ChatPanel } from '../../../features/chat';
import type { ChatPanelProps } from '../../../features/chat';
import { followTicketOf } from '../../../features/chat';
import type { ChatRow } from '../../../features/chat';
import { ChatRoomProvider } from '../../../features/chat';
import { TicketCardContext } from '../../../features/chat';
import type { TicketCardSlotProps } from '../../../features/chat';
import { DisclaimerDialog } from '../../../features/shell';
import { useChatSettings } from '../../../features/shell';
import { SettingsMenu } from '../../../features/shell';
import type { SourceOption } from '../../../features/video';
import { StageSlotsContext } from '../../../features/video';
import { TutorialOverlay } from '../../../features/shell';
import { useTutorial } from '../../../features/shell';
import type { TutorialControl } from '../../../features/shell';
import { useVerifyToken } from '../../../shared/session/useVerifyToken';
import { afterNextPaint, firstContentShown, useFirstContentShown } from '../../../shared/ui/lazyPanel';
import { dismissChatPreview } from '../../../shared/ui/chatPreview';
import { NicknameEditorOpenContext, RequestNicknameContext } from '../../../features/chat';
import { nicknameEditable } from '../../../features/chat';
import { randomColor } from './chatSession';
import type { ChatSession } from './chatSession';
import { gateDrawers } from './drawerGates';
import { useChatroomInfo } from './useChatroomInfo';
import { useDrawerGates } from './useDrawerGates';
import { useChatSession } from './useChatSession';
import { useExpanded } from './useExpanded';
import { useSessionEvents } from './useSessionEvents';
import './chatroom.css';

export interface ChatroomSectionProps {
  /** The video area (the streaming view); the bullet chat flies over it. */
  stage?: ReactNode;
  programType?: ProgramType;
  variant?: PlatformVariant;
  /**
   * The source that plays (the streaming view's onSourceChange): CollectHeartbeatData and
   * SaveChatroomEntry carry its StreamingSrc, and CollectType adds the viewing-record flags
   * (never for game or broadcast sources). Absent: StreamingSrc null, no viewing records.
   */
  heartbeatSource?: { current: SourceOption | null; streamingSrc: number | string };
  /** Also join the ads group (a match without stream that has not started). */
  adsGroup?: boolean;
  /** PushEventStart for this match arrived (the page resets the match and reinitialises). */
  onEventStart?: (matchId: number) => void;
  /** The room's IsMatchOpen (status check at start, CheckChatroomStatus pushes). */
  onMatchOpenChange?: (open: boolean) => void;
  /**
   * Each CheckChatroomStatus push for this room as it arrives, with whether the token has
   * expired (the entertainment programme's `useProgramme().onPush`).
   */
  onChatroomStatus?: (isOpen: boolean, tokenExpired: boolean) => void;
  /** Changing it rebuilds the chat session (rejoins the chat), e.g. after the match started. */
  sessionEpoch?: number;
  /**
   * The stage is a streaming view that takes the settings menu into its toolbar and the bullet
   * chat into its video box (StageSlots), so there is one menu and bullets never cover the toolbar.
   */
  slotsInStage?: boolean;
  /** The chat bar's drawers (gift, sticker, wheel, ticket, quick bet); one open at a time. */
  drawers?: ChatPanelProps['drawers'];
  /** Gift names for gift and lucky-box lines in the list. */
  giftName?: ChatPanelProps['giftName'];
  /** Rendered inside the chat room's providers (e.g. the gift animation overlay; it may listen on the session's hub). */
  renderOverlay?: (session: ChatSession) => ReactNode;
  /**
   * The page's tutorial when the page owns it (the entertainment frame renders its overlay):
   * the menu's Tutorial entry opens it and step 2 opens the menu. Absent: the section runs the
   * two-step tutorial itself (first visit per GET /GetNeedShowTutorial, or from the menu).
   */
  tutorial?: TutorialControl;
  /**
   * Follow on a shared-ticket line (type 10): the quick-bet ticket to open (the betting
   * features' `onFollowTicket`, which asks for login first). Absent: no Follow buttons.
   */
  onFollowTicket?: (ticket: TicketInfo) => void;
  /** Renders a shared-ticket line as a live bet card (the betting features' `ticketCard`, issue 22). Absent: the spec's line. */
  ticketCard?: ComponentType<TicketCardSlotProps>;
  /** The page's toolbar icons, shown in the stage's toolbar (slotsInStage). */
  stageTools?: ReactNode;
  /** Rendered beside the chat (e.g. the feedback prompt), told whether the tutorial is open and the viewer's CustomerId. */
  renderExtras?: (ctx: { tutorialOpen: boolean; customerId: number | null }) => ReactNode;
  /**
   * What the page shows (StreamingPluginType): the chat side is left out when 'streaming'; when
   * 'chat' (only chatroom) the heartbeat beats only while the chatroom is expanded.
   */
  show?: 'both' | 'streaming' | 'chat';
}

/**
 * The chatroom of a widget page: builds the chat session (hub, group, room, alerts) for the
 * data parameter's match once the token is verified, lays the bullet chat over the page's
 * video `stage`, and shows the chat panel beside it with the settings menu, disclaimer and
 * the two-step tutorial (its own, or the page's `tutorial`). Collapse/expand tells the host page (StreamerChatRoom {expandChat, expandGift})
 * and follows its LicenseeStreamerChatRoom / StreamerChatRoom messages.
 */
export function ChatroomSection(props: ChatroomSectionProps) {
  const { data } = useDataParam();
  const verify = useVerifyToken(data.Token);
  const isUserLogin = verify.data?.IsUserLogin ?? (data.Token ? null : false);
  const programType = props.programType ?? ProgramType.Match;
  const variant = props.variant ?? PlatformVariant.Widget;
  const [color] = useState(() => randomColor());
  const info = useChatroomInfo({ isUserLogin, programType, color });
  const [expanded, toggleExpanded, showExpandIcon] = useExpanded(programType, data);
  const [nicknameOpen, setNicknameOpen] = useState(false);
  const requestNickname = useCallback(() => setNicknameOpen(true), []);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  // One tutorial per page: the section's own only runs (and asks the server) without the page's.
  // It asks, and fetches its overlay's chunk, once the first chat lines have painted: a coach
  // mark over an empty room helps nobody, and its call and chunk shared the mobile link and the
  // main thread with those lines (issue 20).
  const afterFirstLines = useFirstContentShown();
  const ownTutorial = useTutorial(info?.customerId ?? null, isUserLogin === true && props.tutorial === undefined && afterFirstLines);
  const tutorial = props.tutorial ?? ownTutorial;
  const tutorialOverlay = props.tutorial === undefined && (afterFirstLines || ownTutorial.step !== TutorialStep.Closed)
    ? <TutorialOverlay step={ownTutorial.step} onNext={ownTutorial.next} />
    : null;
  const bulletChat = useChatSettings((s) => s.bulletChat);
  const session = useChatSession(info, data.Token, props.sessionEpoch, { expanded, bulletChat, source: props.heartbeatSource, chatOnly: props.show === 'chat' });
  const gates = useDrawerGates(session, info?.giftAllowed ?? true);
  const { isLoggedIn: gLogin, isMatchOpen: gOpen, isAllowSendGift: gAllow, isGiftDisable: gDisable } = gates;
  const drawers = useMemo(
    () => gateDrawers(props.drawers, { isLoggedIn: gLogin, isMatchOpen: gOpen, isAllowSendGift: gAllow, isGiftDisable: gDisable }),
    [props.drawers, gLogin, gOpen, gAllow, gDisable],
  );
  // The first chat lines are on screen: the parts held for them (the betting and gift hosts, the
  // panels' idle prefetch, the tutorial) may go (issue 20). Once those lines have painted: mounted
  // in the same render, the hosts' chunk requests and calls delayed the lines they wait for. (A room
  // whose start calls failed is 'ready' too, without lines.)
  useEffect(() => {
    if (!session) return undefined;
    let cancel: (() => void) | null = null;
    const check = () => {
      if (cancel === null && session.room.getSnapshot().status === 'ready') {
        cancel = afterNextPaint(() => {
          // The list took the server's preview's place as it drew (MessageList); a collapsed chat draws no list.
          dismissChatPreview();
          firstContentShown();
        });
      }
    };
    check();
    const off = session.room.subscribe(check);
    return () => {
      off();
      cancel?.();
    };
  }, [session]);
  useSessionEvents(session, { onEventStart: props.onEventStart, onMatchOpenChange: props.onMatchOpenChange, onChatroomStatus: props.onChatroomStatus }, props.adsGroup);
  const followRef = useRef(props.onFollowTicket);
  followRef.current = props.onFollowTicket;
  const language = (data.UserLanguage ?? 'en').toLowerCase();
  // Stable, so memoised chat rows are not re-rendered; reads the latest page callback.
  const followRow = useCallback((row: ChatRow) => {
    const ticket = followTicketOf(row, language);
    if (ticket) followRef.current?.(ticket);
  }, [language]);

  const canUpdateNickname = (data.CanUpdateNickname ?? true) && isUserLogin === true;
  const chat = session ? (
    <TicketCardContext.Provider value={props.ticketCard ?? null}>
    <ChatPanel
      expanded={expanded}
      onToggleExpanded={toggleExpanded}
      showExpandIcon={showExpandIcon}
      canUpdateNickname={canUpdateNickname}
      nicknameOpen={nicknameOpen}
      onNicknameOpenChange={setNicknameOpen}
      drawers={drawers}
      giftName={props.giftName}
      onFollowTicket={props.onFollowTicket ? followRow : undefined}
    />
    </TicketCardContext.Provider>
  ) : null;
  const menu = (
    <SettingsMenu
      variant={variant}
      isPreview={data.IsPreview ?? false}
      isUserLogin={isUserLogin === true}
      canEditNickname={Boolean(session) && nicknameEditable({ isLoggedIn: isUserLogin === true, canUpdateNickname, currencyId: info?.currencyId })}
      onNickname={() => setNicknameOpen(true)}
      onDisclaimer={() => setDisclaimerOpen(true)}
      onTutorial={tutorial.start}
      forceOpen={tutorial.step === TutorialStep.Step2}
    />
  );
  const bullets = Boolean(session) && bulletChat;
  const inStage = props.slotsInStage === true && props.stage !== undefined;
  // In-stage overlay carries its own room provider, so the stage can sit outside the session's
  // providers and is not remounted (video restarted) when the session arrives.
  const stageOverlay = inStage && bullets && session ? <ChatRoomProvider room={session.room}><BulletChatOverlay /></ChatRoomProvider> : null;
  const stage = props.stage !== undefined && (
    <StageSlotsContext.Provider value={inStage ? { menu, overlay: stageOverlay, tools: props.stageTools } : { menu: null, overlay: null }}>
      <VideoStage bullets={bullets && !inStage}>{props.stage}</VideoStage>
    </StageSlotsContext.Provider>
  );
  if (inStage) {
    const side = (
      <>
        {props.show !== 'streaming' && (
          <div className="chatroom-side">
            {chat ?? (data.MatchId !== undefined && <div className="chatroom-loading" role="status"><span className="spinner" aria-hidden="true" /></div>)}
          </div>
        )}
        <DisclaimerDialog open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} />
        {tutorialOverlay}
        {props.renderExtras?.({ tutorialOpen: tutorial.step !== TutorialStep.Closed, customerId: info?.customerId ?? null })}
      </>
    );
    return (
      <NicknameEditorOpenContext.Provider value={nicknameOpen}>
        <RequestNicknameContext.Provider value={requestNickname}>
            <div className={`chatroom-layout${expanded ? '' : ' chatroom-layout--collapsed'}${props.show === 'streaming' ? ' chatroom-layout--streaming-only' : ''}`}>
            {stage}
            {session ? (
              <AlertsProvider alerts={session.alerts}>
                <ChatRoomProvider room={session.room}>
                  {side}
                  {props.renderOverlay?.(session)}
                </ChatRoomProvider>
              </AlertsProvider>
            ) : side}
          </div>
        </RequestNicknameContext.Provider>
      </NicknameEditorOpenContext.Provider>
    );
  }
  const body = (
    <div className={`chatroom-layout${expanded ? '' : ' chatroom-layout--collapsed'}`}>
      {stage}
      <div className="chatroom-side">
        {!inStage && <div className="chatroom-tools">{props.stageTools}{menu}</div>}
        {chat ?? (data.MatchId !== undefined && <div className="chatroom-loading" role="status"><span className="spinner" aria-hidden="true" /></div>)}
      </div>
      <DisclaimerDialog open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} />
      {tutorialOverlay}
      {props.renderExtras?.({ tutorialOpen: tutorial.step !== TutorialStep.Closed, customerId: info?.customerId ?? null })}
    </div>
  );
  return (
    <NicknameEditorOpenContext.Provider value={nicknameOpen}>
      <RequestNicknameContext.Provider value={requestNickname}>
        {session ? (
          <AlertsProvider alerts={session.alerts}>
            <ChatRoomProvider room={session.room}>
              {body}
              {props.renderOverlay?.(session)}
            </ChatRoomProvider>
          </AlertsProvider>
        ) : body}
      </RequestNicknameContext.Provider>
    </NicknameEditorOpenContext.Provider>
  );
}
