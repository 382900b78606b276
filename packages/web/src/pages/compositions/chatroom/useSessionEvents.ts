import { useEffect, useRef } from 'react';
import { sessionStore } from '../../../shared/session';
import { useHostBridge } from '../../../shared/host';
import type { ChatSession } from './chatSession';

export interface SessionEventHandlers {
  onEventStart?: (matchId: number) => void;
  onMatchOpenChange?: (open: boolean) => void;
  onChatroomStatus?: (isOpen: boolean, tokenExpired: boolean) => void;
}

/**
 * What the page hears from the session: PushEventStart for this match, each CheckChatroomStatus
 * push for this room, and the room's IsMatchOpen as it changes (the latest render's handlers);
 * and, while `adsGroup`, membership of the ads group. Tells the host page InitChatRoomFinished
 * once the room has started (history loaded), once per session.
 */
export function useSessionEvents(session: ChatSession | null, handlers: SessionEventHandlers, adsGroup: boolean | undefined): void {
  const callbacks = useRef(handlers);
  callbacks.current = handlers;
  const bridge = useHostBridge();

  useEffect(() => {
    if (!session) return undefined;
    let told = false;
    const tell = () => {
      if (told || session.room.getSnapshot().status !== 'ready') return;
      told = true;
      bridge.send('InitChatRoomFinished', {});
    };
    tell();
    return session.room.subscribe(tell);
  }, [session, bridge]);

  useEffect(() => {
    if (!session) return undefined;
    // PushEventStart is sequenced in the chat and ads groups: always handled, so positions advance.
    const off = session.hub.on('PushEventStart', (payload: unknown) => {
      const id = typeof payload === 'object' && payload !== null ? (payload as { MatchId?: unknown }).MatchId : undefined;
      if (id === session.room.info.matchId) callbacks.current.onEventStart?.(id);
    });
    const offStatus = session.hub.on('CheckChatroomStatus', (payload: unknown) => {
      const p = typeof payload === 'object' && payload !== null ? (payload as { MatchId?: unknown; IsMatchOpen?: unknown }) : {};
      if (typeof p.MatchId === 'number' && p.MatchId !== session.room.info.matchId) return;
      callbacks.current.onChatroomStatus?.(p.IsMatchOpen === true, sessionStore.getState().tokenExpired);
    });
    let open = session.room.getSnapshot().isMatchOpen;
    callbacks.current.onMatchOpenChange?.(open);
    const unsubscribe = session.room.subscribe(() => {
      const next = session.room.getSnapshot().isMatchOpen;
      if (next === open) return;
      open = next;
      callbacks.current.onMatchOpenChange?.(open);
    });
    return () => {
      off();
      offStatus();
      unsubscribe();
    };
  }, [session]);

  useEffect(() => {
    if (!session || !adsGroup) return undefined;
    return session.joinAds();
  }, [session, adsGroup]);
}
