import type { GetMessage } from '../calls/chat';
import type { RequestOf } from '../calls/define';
import type { DataParam } from './schema';

/** The room's language: the anchor's, else the streamer's, else the viewer's, lower case. */
export function roomLanguageOf(data: Pick<DataParam, 'AnchorLanguage' | 'StreamerLanguage' | 'UserLanguage'>): string {
  return (data.AnchorLanguage ?? data.StreamerLanguage ?? data.UserLanguage ?? 'en').toLowerCase();
}

/**
 * GET /Message of a room, built one way for the room, for the start-up that asks for it early
 * (the API client's `prime`) and for the server's early answers: an early answer is taken only
 * by an identical request.
 */
export function historyRequest(room: { matchId: number; anchorLanguage: string; anchorId: number; groupName: string }): RequestOf<typeof GetMessage> {
  return { MatchId: room.matchId, AnchorLanguage: room.anchorLanguage, AnchorId: room.anchorId, GroupName: room.groupName };
}

/** The room a licensee page's data parameter names, once its site group is known (as the page's chat room info builds it). */
export function dataRoomHistoryRequest(data: DataParam, groupName: string): RequestOf<typeof GetMessage> | null {
  if (data.MatchId === undefined) return null;
  return historyRequest({ matchId: data.MatchId, anchorLanguage: roomLanguageOf(data), anchorId: typeof data.AnchorId === 'number' ? data.AnchorId : 0, groupName });
}

/**
 * The member a room is for: the data parameter's CustomerId, else (a logged-in viewer) the one
 * GET /GetUserToken names; null for an anonymous viewer. One rule for the page's chat room info
 * and for the server's early answers (the room's block list is asked for this id).
 */
export function roomCustomerOf(data: Pick<DataParam, 'CustomerId'>, isUserLogin: boolean, me: { CustomerId?: unknown } | null | undefined): number | null {
  if (typeof data.CustomerId === 'number') return data.CustomerId;
  return isUserLogin && typeof me?.CustomerId === 'number' ? me.CustomerId : null;
}
