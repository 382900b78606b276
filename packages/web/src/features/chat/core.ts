/**
 * The chat domain's React-free public face: what the start-up (run by the boot module before the
 * React chunks have loaded) needs to ask for a room's history and start calls early. Re-exported by index.ts;
 * nothing here may import React (bootGraph.test.ts walks it).
 */
export { dataRoomHistoryRequest, historyRequest, roomLanguageOf } from './list/historyRequest';
export { indecentWordsQuery, primeRoomStart } from './list/roomStart';
export type { RoomStartInfo } from './list/roomStart';
export type { ChatRoomInfo } from './list/chatRoomTypes';
