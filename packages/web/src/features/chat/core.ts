/**
 * The chat domain's React-free public face: what the start-up (run by the boot module before the
 * React chunks have loaded) needs to ask for a room's history early. Re-exported by index.ts;
 * nothing here may import React (bootGraph.test.ts walks it).
 */
export { dataRoomHistoryRequest, historyRequest, roomLanguageOf } from './list/historyRequest';
