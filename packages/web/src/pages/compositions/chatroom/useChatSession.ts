import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckSiteGroup, entertainmentSourceOf, HeartbeatCollectType, ProgramType } from '@sideline/protocol';
import { apiClient, callApi } from '../../../shared/api';
import { sessionStore } from '../../../shared/session';
import type { ChatRoomInfo } from '../../../features/chat';
import { indecentWordsQuery } from '../../../features/chat/core';
import { heartbeatCollectType } from '../../../features/video';
import type { SourceOption } from '../../../features/video';
import { afterNextPaint } from '../../../shared/ui/lazyPanel';
import { createChatSession } from './chatSession';
import type { ChatSession } from './chatSession';

/** What the heartbeat reports, read at each beat (the latest render's values). */
export interface HeartbeatState {
  expanded: boolean;
  bulletChat: boolean;
  /** A chat-only page (StreamingPluginType 3): the heartbeat beats only while the chatroom is expanded. */
  chatOnly?: boolean;
  source: { current: SourceOption | null; streamingSrc: number | string } | undefined;
}

/**
 * The chat session (hub, group, room, alerts) of the room `info` once the token is known:
 * built and started, disposed on change. Rebuilt only when the room identity changes (or the
 * page asks, `epoch`); the heartbeat reads `heartbeat` as of the latest render.
 */
export function useChatSession(info: ChatRoomInfo | null, token: string | undefined, epoch: number | undefined, heartbeat: HeartbeatState): ChatSession | null {
  const [session, setSession] = useState<ChatSession | null>(null);
  const queryClient = useQueryClient();
  const live = useRef(heartbeat);
  live.current = heartbeat;
  const infoKey = info ? JSON.stringify(info) : null;

  useEffect(() => {
    if (!info || !token) return;
    const s = createChatSession({
      info,
      token,
      api: apiClient,
      fetchGroupName: async () => (await callApi(CheckSiteGroup, {})).GroupName,
      isTokenExpired: () => sessionStore.getState().tokenExpired,
      afterPaint: () => new Promise<void>((resolve) => afterNextPaint(resolve)),
      // The start-up's copy of the list when it loaded one (the page asks for it once).
      indecentWords: (options) => queryClient.fetchQuery(indecentWordsQuery(options)),
      heartbeat: () => {
        const { source } = live.current;
        // Chatroom section 4: "Expanding … in chat-only mode, starts the heartbeat".
        if (live.current.chatOnly && !live.current.expanded) return null;
        if (!source) {
          return {
            collectType: (live.current.expanded ? HeartbeatCollectType.ExpandedChatroom : 0) | (live.current.bulletChat ? HeartbeatCollectType.BulletViewingRecord : 0),
            // An entertainment programme reports its language's source code (24 CN … 28 PH).
            streamingSrc: info.programType === ProgramType.Entertainment ? entertainmentSourceOf(info.anchorLanguage) : null,
          };
        }
        return {
          collectType: heartbeatCollectType({ expandedChatroom: live.current.expanded, bulletChatOn: live.current.bulletChat, current: source.current }),
          streamingSrc: source.streamingSrc,
        };
      },
    });
    setSession(s);
    void s.room.start();
    return () => {
      void s.dispose();
      setSession(null);
    };
    // The session is rebuilt only when the room identity changes (or the page asks, epoch).
  }, [infoKey, token, epoch]); // eslint-disable-line react-hooks/exhaustive-deps

  // Expanding a chat-only page's chatroom starts the heartbeat (it paused while collapsed).
  useEffect(() => {
    if (session && heartbeat.chatOnly && heartbeat.expanded) session.room.resumeHeartbeat();
  }, [session, heartbeat.chatOnly, heartbeat.expanded]);

  return session;
}
