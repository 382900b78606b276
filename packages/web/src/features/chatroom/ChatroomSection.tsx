import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CheckSiteGroup, HeartbeatCollectType, PlatformVariant, ProgramType } from '@sideline/protocol';
import { apiClient, callApi } from '../../shared/api';
import { useDataParam } from '../../shared/data-param';
import { useHostBridge, useHostMessage } from '../../shared/host';
import { sessionStore } from '../../shared/session';
import { AlertsProvider } from '../alerts/AlertsProvider';
import { VideoStage } from '../bullet-chat/VideoStage';
import { ChatPanel } from '../chat/ChatPanel';
import { ChatRoomProvider } from '../chat/ChatRoomProvider';
import { DisclaimerDialog } from '../disclaimer/DisclaimerDialog';
import { chatSettings, useChatSettings } from '../settings-menu/chatSettings';
import { SettingsMenu } from '../settings-menu/SettingsMenu';
import { TutorialEntry } from '../tutorial-entry/TutorialEntry';
import { useVerifyToken } from '../widget-shell/useVerifyToken';
import { createChatSession, randomColor } from './chatSession';
import type { ChatSession } from './chatSession';
import { defaultExpanded } from './layout';
import { useChatroomInfo } from './useChatroomInfo';
import './chatroom.css';

export interface ChatroomSectionProps {
  /** The video area (the streaming view); the bullet chat flies over it. */
  stage?: ReactNode;
  programType?: ProgramType;
  variant?: PlatformVariant;
}

/**
 * The chatroom of a widget page: builds the chat session (hub, group, room, alerts) for the
 * data parameter's match once the token is verified, lays the bullet chat over the page's
 * video `stage`, and shows the chat panel beside it with the settings menu, disclaimer and
 * tutorial. Collapse/expand tells the host page (StreamerChatRoom {expandChat, expandGift})
 * and follows its LicenseeStreamerChatRoom / StreamerChatRoom messages.
 */
export function ChatroomSection(props: ChatroomSectionProps) {
  const { data } = useDataParam();
  const bridge = useHostBridge();
  const verify = useVerifyToken(data.Token);
  const isUserLogin = verify.data?.IsUserLogin ?? (data.Token ? null : false);
  const programType = props.programType ?? ProgramType.Match;
  const variant = props.variant ?? PlatformVariant.Widget;
  const [color] = useState(() => randomColor());
  const info = useChatroomInfo({ isUserLogin, programType, color });
  const [session, setSession] = useState<ChatSession | null>(null);
  const [expanded, setExpanded] = useState(() => defaultExpanded({ programType, layoutType: data.LayoutType, enableDefaultOpen: data.EnableDefaultOpenChatroom }));
  const [nicknameOpen, setNicknameOpen] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [tutorialSignal, setTutorialSignal] = useState(0);
  const bulletChat = useChatSettings((s) => s.bulletChat);
  const live = useRef({ expanded, bulletChat });
  live.current = { expanded, bulletChat };
  const infoKey = info ? JSON.stringify(info) : null;

  useEffect(() => {
    // Entertainment chat that opens expanded starts with bullet chat off (section 4 defaults).
    if (programType === ProgramType.Entertainment && expanded) chatSettings.getState().setBulletChat(false);
    // Only on mount: later toggles are the viewer's choice.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!info || !data.Token) return;
    const s = createChatSession({
      info,
      token: data.Token,
      api: apiClient,
      fetchGroupName: async () => (await callApi(CheckSiteGroup, {})).GroupName,
      isTokenExpired: () => sessionStore.getState().tokenExpired,
      heartbeat: () => ({
        collectType: (live.current.expanded ? HeartbeatCollectType.ExpandedChatroom : 0) | (live.current.bulletChat ? HeartbeatCollectType.BulletViewingRecord : 0),
        streamingSrc: null,
      }),
    });
    setSession(s);
    void s.room.start();
    return () => {
      void s.dispose();
      setSession(null);
    };
    // The session is rebuilt only when the room identity changes.
  }, [infoKey, data.Token]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggleExpanded = () => {
    const next = !expanded;
    setExpanded(next);
    bridge.send('StreamerChatRoom', { expandChat: next, expandGift: false });
  };
  useHostMessage('LicenseeStreamerChatRoom', (p) => {
    if (typeof p.expandChat === 'boolean') setExpanded(p.expandChat);
  });
  useHostMessage('StreamerChatRoom', (p) => {
    if (typeof p.expandChat === 'boolean') setExpanded(p.expandChat);
  });

  const canUpdateNickname = (data.CanUpdateNickname ?? true) && isUserLogin === true;
  const chat = session ? (
    <ChatPanel
      expanded={expanded}
      onToggleExpanded={toggleExpanded}
      canUpdateNickname={canUpdateNickname}
      nicknameOpen={nicknameOpen}
      onNicknameOpenChange={setNicknameOpen}
    />
  ) : null;
  const body = (
    <div className={`chatroom-layout${expanded ? '' : ' chatroom-layout--collapsed'}`}>
      {props.stage !== undefined && <VideoStage bullets={Boolean(session) && bulletChat}>{props.stage}</VideoStage>}
      <div className="chatroom-side">
        <div className="chatroom-tools">
          <SettingsMenu
            variant={variant}
            isPreview={data.IsPreview ?? false}
            canEditNickname={canUpdateNickname && Boolean(session)}
            onNickname={() => setNicknameOpen(true)}
            onDisclaimer={() => setDisclaimerOpen(true)}
            onTutorial={() => setTutorialSignal((n) => n + 1)}
          />
        </div>
        {chat ?? (data.MatchId !== undefined && <div className="chatroom-loading" role="status"><span className="spinner" aria-hidden="true" /></div>)}
      </div>
      <DisclaimerDialog open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} />
      <TutorialEntry customerId={info?.customerId ?? null} isLoggedIn={isUserLogin === true} openSignal={tutorialSignal} />
    </div>
  );
  if (!session) return body;
  return (
    <AlertsProvider alerts={session.alerts}>
      <ChatRoomProvider room={session.room}>{body}</ChatRoomProvider>
    </AlertsProvider>
  );
}
