/** What other features and app.ts use of chat: its room group and hub methods. */
export { chatGroup } from './groups';
export type { ChatProgramType, RoomGroupBuilder } from './groups';
export { chatRoomMethods } from './hub';
