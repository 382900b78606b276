/**
 * Live hub connections (chatroom-and-streaming.md section 4): the two reconnect profiles, the
 * framework-free HubClient, the chat group membership with the UpdateConnectionKey flow, and
 * the React bindings.
 */
export { CHAT_PROFILE, OTHER_PROFILE, type HubProfile } from './profiles';
export { systemClock, type Clock, type TimerHandle } from './clock';
export {
  signalrConnectionFactory,
  type ConnectionFactory,
  type ConnectionRequest,
  type ConnectionState,
  type HubConnectionLike,
} from './connection';
export { isEventMeta, SequenceTracker, type EventMeta } from './sequence';
export {
  HubClient, type Args, type EventHandler, type EventRest, type HubClientOptions, type HubClientSnapshot, type HubGroupJoin, type Payload, type Result,
} from './hubClient';
export { ChatRoomConnection, type ChatJoinMethod, type ChatRoomConnectionOptions, type ChatRoomKeys } from './chatRoomConnection';
export { joinMemberGroup, MEMBER_GROUP_KEY } from './memberGroup';
export { HubClientProvider, useHubClient, useHubConnection } from './HubClientProvider';
