import { z } from 'zod';
import { defineStaffCall } from './define';
import { qInt } from '../fields';
import { MatchChatSettings } from '../match-events';
import { RoomRef } from './rooms';

/**
 * Match-aware chat on the live rooms desk (issue 22 item 3): whether match events switch this
 * room (a match chatroom, every site/language/anchor of it) into slow mode or hold its ticket
 * lines, and turning that off for the room. Off, the room behaves as the spec says.
 */
const RoomQuery = z.object({ ProgramType: qInt.pipe(z.union([z.literal(1), z.literal(2)])), MatchId: qInt.pipe(z.number().int().nonnegative()) });

export const RoomMatchChat = RoomRef.extend({
  /** False when staff turned match-aware chat off for this room. */
  IsEnabled: z.boolean(),
  /** The settings of the sites whose rooms of this match are known (SiteId and name). */
  Sites: z.array(MatchChatSettings.extend({ SiteId: z.number().int(), SiteName: z.string() })),
  /** End (epoch ms) of the slow mode or ticket hold running now in any room of it; null when none. */
  ActiveUntil: z.number().int().nullable(),
});
export type RoomMatchChat = z.infer<typeof RoomMatchChat>;

export const GetRoomMatchChat = defineStaffCall({
  name: 'GetRoomMatchChat', method: 'GET', path: '/desk/room/match-chat', access: 'read', feature: 'match-events', audited: false,
  request: RoomQuery,
  result: RoomMatchChat,
  summary: 'Match-aware chat of a room: on or off here, its sites\' settings, and the slow mode or ticket hold running now.',
});

export const SetRoomMatchChat = defineStaffCall({
  name: 'SetRoomMatchChat', method: 'POST', path: '/desk/room/match-chat', access: 'chat.moderate', feature: 'match-events', audited: true,
  request: RoomRef.extend({ IsEnabled: z.boolean(), Reason: z.string().trim().max(200).optional() }),
  result: RoomMatchChat,
  summary: 'Turn match-aware chat off (or back on) for a room; turning it off ends a running slow mode or ticket hold at once.',
});

const SiteQuery = z.object({ SiteId: qInt.pipe(z.number().int().positive()) });
const SiteMatchChat = MatchChatSettings.extend({ SiteId: z.number().int() });

/** A site's match-aware chat settings (no row: off, the spec's behaviour). */
export const GetSiteMatchChat = defineStaffCall({
  name: 'GetSiteMatchChat', method: 'GET', path: '/sites/match-chat', access: 'read', feature: 'match-events', audited: false,
  request: SiteQuery,
  result: SiteMatchChat,
  summary: 'A site\'s match-aware chat: on or off, slow mode or hold ticket lines, the slow-mode interval and how long it lasts.',
});

/** The same settings the operator's POST /Operator/MatchChatSettings sets; rooms see them at the next match event. */
export const SetSiteMatchChat = defineStaffCall({
  name: 'SetSiteMatchChat', method: 'POST', path: '/sites/match-chat', access: 'sites.edit', feature: 'match-events', audited: true,
  request: MatchChatSettings.extend({ SiteId: z.number().int().positive() }).strict(),
  result: SiteMatchChat,
  summary: 'Set a site\'s match-aware chat (mode, slow-mode interval, duration).',
});
