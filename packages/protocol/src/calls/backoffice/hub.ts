import { z } from 'zod';
import { DeskLine, DeskRoom, RoomLogEntry, RoomRef } from './rooms';

/**
 * The staff hub: same SignalR JSON protocol as the viewer hubs, its own path. Like the viewer
 * hubs' joins carry the Token, each staff join carries the session's CSRF token (from
 * StaffLogin/StaffMe; the page holds it, the cookie cannot be read by script): a revoked,
 * expired or disabled session is refused ("unauthorized" HubException). The hub only reads;
 * every change goes through a POST call.
 */
export const STAFF_HUB_PATH = '/backofficehub';

export interface StaffHubMethodDef<Name extends string = string, Args extends z.ZodTuple = z.ZodTuple, Res extends z.ZodType = z.ZodType> {
  name: Name; args: Args; result: Res; summary: string;
}
export interface StaffHubEventDef<Name extends string = string, Args extends z.ZodTuple = z.ZodTuple> {
  name: Name; args: Args; summary: string;
}

export const staffHubMethods = {
  WatchDesk: { name: 'WatchDesk', args: z.tuple([z.string().min(1).max(200)]), result: z.object({ Rooms: z.array(DeskRoom) }), summary: 'WatchDesk(csrfToken): join the desk; answers the rooms now, then DeskRooms every 2 s.' },
  WatchRoom: { name: 'WatchRoom', args: z.tuple([z.string().min(1).max(200), RoomRef]), result: z.object({ Watching: z.boolean() }), summary: 'WatchRoom(csrfToken, room): follow one room: DeskLine, DeskLinesDeleted, DeskAction.' },
  UnwatchRoom: { name: 'UnwatchRoom', args: z.tuple([RoomRef]), result: z.object({ Watching: z.boolean() }), summary: 'Stop following a room.' },
} as const satisfies Record<string, StaffHubMethodDef>;

export const staffHubEvents = {
  DeskRooms: { name: 'DeskRooms', args: z.tuple([z.object({ Rooms: z.array(DeskRoom) })]), summary: 'The live rooms list (replace the table).' },
  DeskLine: { name: 'DeskLine', args: z.tuple([DeskLine]), summary: 'A new line in a watched room.' },
  DeskLinesDeleted: { name: 'DeskLinesDeleted', args: z.tuple([RoomRef.extend({ MessageIds: z.array(z.number().int()), All: z.boolean() })]), summary: 'Lines deleted (All: the room was cleared).' },
  DeskAction: { name: 'DeskAction', args: z.tuple([RoomRef.extend({ Entry: RoomLogEntry })]), summary: 'A moderation action in a watched room (room log row), also mute/unmute of a player who spoke there.' },
} as const satisfies Record<string, StaffHubEventDef>;
