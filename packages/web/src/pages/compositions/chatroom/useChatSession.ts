import { useEffect, useRef, useState } from 'react';
import { CheckSiteGroup, HeartbeatCollectType } from '@sideline/protocol';
import { apiClient, callApi } from '../../../shared/api';
import { sessionStore } from '../../../shared/session';
import type { ChatRoomInfo } from '../../../features/chat';
import { heartbeatCollectType } from '../../../features/video';
import type { SourceOption } from '../../../features/video';
import { createChatSession } from './chatSession';
import type { ChatSession } from './chatSession';

/** What the heartbeat reports, read at each beat (the latest render's values). */
export interface HeartbeatState {
  expanded: boolean;
  bulletChat: boolean;
  source: { current: SourceOption | null; streamingSrc: number | string } | undefined;
}

/**
 * The chat session (hub, group, room, alerts) of the room `info` once the token is known:
 * built and started, disposed on change. Rebuilt only when the room identity changes (or the
 * page asks, `epoch`); the heartbeat reads `heartbeat` as of the latest render.
 */
export function useChatSession(info: ChatRoomInfo | null, token: string | undefined, epoch: number | undefined, heartbeat: HeartbeatState): ChatSession | null {
  const [session, setSession] = useState<ChatSession | null>(null);
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
      heartbeat: () => {
        const { source } = live.current;
        if (!source) {
          return {
            collectType: (live.current.expanded ? HeartbeatCollectType.ExpandedChatroom : 0) | (live.current.bulletChat ? HeartbeatCollectType.BulletViewingRecord : 0),
            streamingSrc: null,
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

  return session;
}
