/** What other features, sim and app.ts use of chat (rooms, messages, its hub group and methods): the only way in. */
export { chatGroup } from './groups';
export type { ChatProgramType, RoomGroupBuilder } from './groups';
export { chatRoomMethods } from './hub';
export { eventPayload, insertMessage, postMessage, toChatMessage } from './messages';
export { chatMigrations } from './migrations';
export { chatPlugin } from './plugin';
export { activeRooms, makeRoom, openState, roomsOf, touchRoom } from './rooms';
export type { Room } from './rooms';
export { anchorName } from './store';
export type { ChatConfigsTable } from './tables';
export { maskedLicenseeName } from './rules';
export { isCurrencySupported, siteChatConfig } from './turnover';
export { closedChatroomOverrides, pruneRoomHistory } from './store';
export { chatDeskPlugin } from './desk-plugin';
export { liveRooms, STAFF_DESK_GROUP, staffRoomGroup } from './desk';
export type { DeskDeps } from './desk';
export { staffDeskMethods } from './desk-hub';
