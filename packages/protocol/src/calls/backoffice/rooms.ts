import { z } from 'zod';
import { defineStaffCall } from './define';
import { qInt } from '../fields';
import { ProgramType } from '../../enums';

/**
 * Live chat room desk ("live chat room", "chat room management and log") and the moderation
 * actions taken from it. A room is a match (ProgramType 1) or programme (2) chatroom; all of its
 * per-site/language/anchor groups count as one room here, as the operator's open/close does.
 */
export const RoomRef = z.object({ ProgramType: z.union([z.literal(ProgramType.Match), z.literal(ProgramType.Entertainment)]), MatchId: z.number().int().nonnegative() });
export type RoomRef = z.infer<typeof RoomRef>;
const RoomQuery = z.object({ ProgramType: qInt.pipe(z.union([z.literal(1), z.literal(2)])), MatchId: qInt.pipe(z.number().int().nonnegative()) });

/** Spec "Chat room: open, closed, under maintenance, or not enabled for the player's currency". */
export const DeskRoomState = z.enum(['open', 'closed', 'maintenance']);

export const DeskRoom = RoomRef.extend({
  /** Match "Home v Away" or the programme title. */
  Title: z.string(),
  State: DeskRoomState,
  /** Connected viewers across all nodes (hub connections in the room's groups). */
  Viewers: z.number().int().nonnegative(),
  /** Accepted messages in the last 60 s. */
  MessagesPerMinute: z.number().int().nonnegative(),
  /** Slow mode: seconds between two messages of one viewer; null = the site's MessageFrequency. */
  SlowModeSeconds: z.number().int().nullable(),
  LastMessageAt: z.number().int().nullable(),
});
export type DeskRoom = z.infer<typeof DeskRoom>;

/** One chat line as staff see it (IsDeleted/IsHate lines included, marked). */
export const DeskLine = z.object({
  MessageId: z.number().int(),
  ProgramType: z.number().int(),
  MatchId: z.number().int(),
  CustomerId: z.number().int().nullable(),
  Nickname: z.string(),
  Message: z.string(),
  Type: z.number().int(),
  Timestamp: z.number().int(),
  SiteId: z.number().int(),
  Language: z.string(),
  IsHate: z.boolean(),
  IsDeleted: z.boolean(),
});
export type DeskLine = z.infer<typeof DeskLine>;

/** Moderation action kinds as the room log and audit name them. */
export const ModerationActionKind = z.enum(['delete-message', 'mute', 'unmute', 'close', 'open', 'slow-mode', 'clear-chat', 'freeze', 'unfreeze']);
export const RoomLogEntry = z.object({
  At: z.number().int(),
  StaffEmail: z.string(),
  Kind: ModerationActionKind,
  CustomerId: z.number().int().nullable(),
  MessageId: z.number().int().nullable(),
  Reason: z.string().nullable(),
  Detail: z.string().nullable(),
});

export const ListLiveRooms = defineStaffCall({
  name: 'ListLiveRooms', method: 'GET', path: '/desk/rooms', access: 'read', feature: 'chat', audited: false,
  request: z.object({}), result: z.object({ Rooms: z.array(DeskRoom) }),
  summary: 'Rooms live now (seen in the last 5 minutes or with viewers), busiest first. Live updates: staff hub DeskRooms.',
});

export const GetRoomChat = defineStaffCall({
  name: 'GetRoomChat', method: 'GET', path: '/desk/room/chat', access: 'read', feature: 'chat', audited: false,
  request: RoomQuery.extend({ BeforeId: qInt.optional(), Limit: qInt.pipe(z.number().int().min(1).max(200)).default(100) }),
  result: z.object({ Room: DeskRoom, Lines: z.array(DeskLine) }),
  summary: 'A room\'s recent lines, newest last. Live: staff hub WatchRoom → DeskLine events.',
});

export const GetRoomLog = defineStaffCall({
  name: 'GetRoomLog', method: 'GET', path: '/desk/room/log', access: 'read', feature: 'chat', audited: false,
  request: RoomQuery.extend({ Limit: qInt.pipe(z.number().int().min(1).max(500)).default(100) }),
  result: z.object({ Entries: z.array(RoomLogEntry) }),
  summary: 'Every moderation action taken in the room, newest first.',
});

export const DeleteChatMessage = defineStaffCall({
  name: 'DeleteChatMessage', method: 'POST', path: '/desk/message/delete', access: 'chat.moderate', feature: 'chat', audited: true,
  request: z.object({ MessageId: z.number().int().positive(), Reason: z.string().trim().max(200).optional() }),
  result: z.object({ MessageId: z.number().int(), IsDeleted: z.boolean() }),
  summary: 'Delete a line: gone from GET /Message history and, through the DeleteMessages push, from every viewer\'s list.',
});

/** Mute duration: forever, or N days / N hours (auto-lifting). */
export const MuteDuration = z.enum(['forever', 'days', 'hours']);
export const MutePlayer = defineStaffCall({
  name: 'MutePlayer', method: 'POST', path: '/players/mute', access: 'chat.moderate', feature: 'moderation', audited: true,
  request: z.object({
    CustomerId: z.number().int().positive(),
    /** Required (spec "Mute: reason"). */
    Reason: z.string().trim().min(1).max(200),
    Duration: MuteDuration,
    /** Days (1-3650) or hours (1-87600); omitted/null for 'forever'. */
    Amount: z.number().int().min(1).max(87600).nullable().optional(),
    /** Also hide the player's existing lines from others (IsHate), as the operator mute does. */
    HideLines: z.boolean().default(false),
  }).refine((v) => v.Duration === 'forever' || (v.Amount != null && (v.Duration === 'hours' || v.Amount <= 3650)), { message: 'Required', path: ['Amount'] }),
  result: z.object({ CustomerId: z.number().int(), IsMuted: z.boolean(), Until: z.number().int().nullable() }),
  summary: 'Mute a player: their next send answers IsMuted (customer-muted). Until null = forever.',
});

export const UnmutePlayer = defineStaffCall({
  name: 'UnmutePlayer', method: 'POST', path: '/players/unmute', access: 'chat.moderate', feature: 'moderation', audited: true,
  request: z.object({ CustomerId: z.number().int().positive(), Reason: z.string().trim().min(1).max(200) }),
  result: z.object({ CustomerId: z.number().int(), IsMuted: z.boolean() }),
  summary: 'Lift a mute (spec "unmute reason" required).',
});

export const GetPlayerLines = defineStaffCall({
  name: 'GetPlayerLines', method: 'GET', path: '/players/lines', access: 'read', feature: 'chat', audited: false,
  request: z.object({ CustomerId: qInt.pipe(z.number().int().positive()), Limit: qInt.pipe(z.number().int().min(1).max(200)).default(50) }),
  result: z.object({ Lines: z.array(DeskLine) }),
  summary: 'The player\'s recent lines in every room, newest first.',
});

export const SetRoomOpen = defineStaffCall({
  name: 'SetRoomOpen', method: 'POST', path: '/desk/room/open', access: 'chat.moderate', feature: 'chat', audited: true,
  request: RoomRef.extend({ IsOpen: z.boolean(), Reason: z.string().trim().max(200).optional() }),
  result: RoomRef.extend({ IsOpen: z.boolean() }),
  summary: 'Close or open the room (viewers get CheckChatroomStatus, as the operator switch does).',
});

export const SetSlowMode = defineStaffCall({
  name: 'SetSlowMode', method: 'POST', path: '/desk/room/slow-mode', access: 'chat.moderate', feature: 'chat', audited: true,
  request: RoomRef.extend({ Seconds: z.number().int().min(1).max(3600).nullable() }),
  result: RoomRef.extend({ SlowModeSeconds: z.number().int().nullable() }),
  summary: 'Slow mode: the room\'s cool-down between two messages of a viewer (null = off, site default).',
});

export const ClearRoomChat = defineStaffCall({
  name: 'ClearRoomChat', method: 'POST', path: '/desk/room/clear', access: 'chat.moderate', feature: 'chat', audited: true,
  request: RoomRef.extend({ Reason: z.string().trim().max(200).optional() }),
  result: RoomRef.extend({ Deleted: z.number().int() }),
  summary: 'Delete every line of the room (history empty; viewers\' lists emptied by DeleteMessages All).',
});
