import { HubPath, NICKNAME_COLOR_MAX, ProgramType } from '@sideline/protocol';
import type { ApiClient } from '../../../shared/api';
import { CHAT_PROFILE, ChatRoomConnection, HubClient } from '../../../shared/realtime';
import type { ConnectionFactory } from '../../../shared/realtime';
import { createAlerts } from '../../../features/chat';
import type { Alerts } from '../../../features/chat';
import { createChatRoom } from '../../../features/chat';
import type { ChatRoom, ChatRoomDeps, ChatRoomInfo } from '../../../features/chat';
import { systemClock } from '../../../shared/clock';

/** One page's chat: its hub client, group membership, alerts and room, started and stopped together. */
export interface ChatSession {
  room: ChatRoom;
  alerts: Alerts;
  hub: HubClient;
  /**
   * Joins the ads group (AddAdsGroup) with the chat group's current keys, on this and every
   * later connect, for a match without stream that has not started (PushEventStart arrives
   * there). Returns the leave function (stop rejoining).
   */
  joinAds(): () => void;
  dispose(): Promise<void>;
}

export interface ChatSessionOptions {
  info: ChatRoomInfo;
  token: string;
  api: Pick<ApiClient, 'callEnvelope'>;
  fetchGroupName: () => Promise<string>;
  isTokenExpired: () => boolean;
  heartbeat?: ChatRoomDeps['heartbeat'];
  /** The room's wait for its first lines to paint (ChatRoomDeps.afterPaint). */
  afterPaint?: ChatRoomDeps['afterPaint'];
  /** Where the page keeps the indecent-word list (ChatRoomDeps.indecentWords). */
  indecentWords?: ChatRoomDeps['indecentWords'];
  baseUrl?: string;
  connect?: ConnectionFactory;
}


/** A random nickname colour class 1-10 (section 9). */
export function randomColor(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * NICKNAME_COLOR_MAX);
}

/**
 * Wires the chat of a match or programme: a HubClient on /chatroomhub (entertainment:
 * /entertainmenthub) with the chat profile, the group membership (AddChatRoomGroup or
 * AddEntertainmentChatRoomGroup, UpdateConnectionKey flow; a rejoin that could not replay
 * reloads the history), the alerts and the room. Call `room.start()`; `dispose()` stops all.
 */
export function createChatSession(options: ChatSessionOptions): ChatSession {
  const { info } = options;
  const isEntertainment = info.programType === ProgramType.Entertainment;
  const log = (message: string, error: unknown) => console.warn(`[chat] ${message}`, error);
  const hub = new HubClient({
    url: `${options.baseUrl ?? ''}${isEntertainment ? HubPath.Entertainment : HubPath.Chatroom}`,
    profile: CHAT_PROFILE,
    connect: options.connect,
    clock: systemClock,
    onError: log,
  });
  const alerts = createAlerts(systemClock);
  const room = createChatRoom({
    info,
    api: options.api,
    hub,
    clock: systemClock,
    alerts,
    isTokenExpired: options.isTokenExpired,
    heartbeat: options.heartbeat,
    afterPaint: options.afterPaint,
    indecentWords: options.indecentWords,
    onError: log,
    onHistoryPosition: (group, position) => connection.resumeFrom(group, position),
  });
  const connection = new ChatRoomConnection({
    client: hub,
    keys: {
      matchId: info.matchId, language: info.anchorLanguage, anchorId: info.anchorId, groupName: info.groupName,
      token: options.token, keys: null, isLicensee: true,
    },
    joinMethod: isEntertainment ? 'AddEntertainmentChatRoomGroup' : 'AddChatRoomGroup',
    fetchGroupName: options.fetchGroupName,
    onJoined: (result) => {
      if (result && result.Recovered === false) void room.reloadHistory();
    },
    onError: log,
  });
  const ADS_KEY = 'ads';
  const joinAds = () => {
    void hub.join({
      key: ADS_KEY,
      method: 'AddAdsGroup',
      args: (since) => {
        const k = connection.keys;
        return [k.matchId, k.language, k.anchorId, k.groupName, k.token, k.keys, k.isLicensee, since];
      },
    });
    return () => hub.forget(ADS_KEY);
  };
  return {
    room,
    alerts,
    hub,
    joinAds,
    async dispose() {
      connection.dispose();
      await room.stop();
    },
  };
}
