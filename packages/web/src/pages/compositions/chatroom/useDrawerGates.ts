import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatSession } from './chatSession';
import type { DrawerGates } from './drawerGates';

const noSubscribe = () => () => undefined;
const none = () => null;

/**
 * The drawer gates of the session's room: login, IsMatchOpen and the config's IsSendGift from
 * the room, the data parameter's IsAllowSendGift, and IsGiftDisable from the latest
 * CheckChatroomStatus push for this match (the server's GetConfig already folds the start
 * state into IsSendGift).
 */
export function useDrawerGates(session: ChatSession | null, allowSendGift: boolean): DrawerGates {
  const room = session?.room ?? null;
  const snap = useSyncExternalStore(room ? room.subscribe : noSubscribe, room ? room.getSnapshot : none, room ? room.getSnapshot : none);
  const [giftDisable, setGiftDisable] = useState(false);
  useEffect(() => {
    if (!session) return undefined;
    setGiftDisable(false);
    return session.hub.on('CheckChatroomStatus', (payload: unknown) => {
      const p = typeof payload === 'object' && payload !== null ? (payload as { MatchId?: unknown; IsGiftDisable?: unknown }) : {};
      if (typeof p.MatchId === 'number' && p.MatchId !== session.room.info.matchId) return;
      if (typeof p.IsGiftDisable === 'boolean') setGiftDisable(p.IsGiftDisable);
    });
  }, [session]);
  return {
    isLoggedIn: session?.room.info.isLoggedIn ?? false,
    isMatchOpen: snap?.isMatchOpen ?? true,
    isAllowSendGift: allowSendGift && (snap?.config?.IsSendGift ?? true),
    isGiftDisable: giftDisable,
  };
}
