import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ChatRoom, ChatRoomSnapshot } from './chatRoom';

const ChatRoomContext = createContext<ChatRoom | null>(null);

/** Makes one chat room available below (its owner creates, starts and stops it). */
export function ChatRoomProvider(props: { room: ChatRoom; children: ReactNode }) {
  return <ChatRoomContext.Provider value={props.room}>{props.children}</ChatRoomContext.Provider>;
}

/** The chat room of the nearest provider; throws outside one (a missing provider is a bug). */
export function useChatRoom(): ChatRoom {
  const room = useContext(ChatRoomContext);
  if (!room) throw new Error('useChatRoom must be used inside <ChatRoomProvider>');
  return room;
}

/** The room's snapshot; re-renders at most once per animation frame under load. */
export function useChatSnapshot(): ChatRoomSnapshot {
  const room = useChatRoom();
  return useSyncExternalStore(room.subscribe, room.getSnapshot, room.getSnapshot);
}
