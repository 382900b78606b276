import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ChatRoom, ChatRoomSnapshot } from './chatRoom';
import { createChatLineActions } from './lineActions';
import type { ChatLineActions } from './lineActions';

const ChatRoomContext = createContext<ChatRoom | null>(null);
const ChatLineActionsContext = createContext<ChatLineActions | null>(null);

/**
 * Makes one chat room available below (its owner creates, starts and stops it), with the
 * line actions its list, chat bar and features share.
 */
export function ChatRoomProvider(props: { room: ChatRoom; children: ReactNode }) {
  const [actions] = useState(createChatLineActions);
  return (
    <ChatRoomContext.Provider value={props.room}>
      <ChatLineActionsContext.Provider value={actions}>{props.children}</ChatLineActionsContext.Provider>
    </ChatRoomContext.Provider>
  );
}

/** The line actions of the nearest chat room provider; throws outside one. */
export function useChatLineActions(): ChatLineActions {
  const actions = useContext(ChatLineActionsContext);
  if (!actions) throw new Error('useChatLineActions must be used inside <ChatRoomProvider>');
  return actions;
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
