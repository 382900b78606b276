export { createChatRoom } from './chatRoom';
export type { ChatClock, ChatHub, ChatRoom, ChatRoomDeps, ChatRoomInfo, ChatRoomSnapshot, FrameScheduler, NicknameOutcome, SendOutcome } from './chatRoom';
export { ChatRoomProvider, useChatRoom, useChatSnapshot } from './ChatRoomProvider';
export { ChatPanel } from './ChatPanel';
export type { ChatPanelProps } from './ChatPanel';
export { formatMessage, BULLET_TYPES, raisesNewMessageIndicator } from './format';
export type { FormatContext, MessageView, Translate } from './format';
export type { ChatRow } from './row';
export type { DrawerId } from './drawers';
