// One way to name a room's history, shared with the start-up and the server's early answers: the
// protocol holds it (data-param/room.ts).
export { dataRoomHistoryRequest, historyRequest, roomLanguageOf } from '@sideline/protocol';
