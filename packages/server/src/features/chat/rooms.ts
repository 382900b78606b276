import { HubLanguage, MatchStatus, ProgramStatus } from '@sideline/protocol';
import { chatGroup } from './groups';
import type { ChatProgramType } from './groups';
import { badRequest } from '../../http/errors';
import type { Executor } from '../../store/types';
import { bool } from '../../store/values';
import {
  chatRoomRowsOf, chatRoomRowsSince, chatroomOverride, matchExists, matchOpenRow, programmeExists, programmeStatusRow, upsertChatRoom,
} from './store';

/**
 * A chat room: one match (ProgramType 1) or programme (2), language and anchor, on one site.
 * `group` is the hub group its events go to (realtime `chatGroup`), also its key in storage.
 */
export interface Room {
  group: string;
  siteGroup: string;
  programType: ChatProgramType;
  matchId: number;
  /** Lower-cased. */
  language: string;
  anchorId: number;
}

/** Builds a room from request fields; a language that cannot be part of a group name is a 400. */
export function makeRoom(siteGroup: string, programType: ChatProgramType, matchId: number, language: string, anchorId: number): Room {
  if (!HubLanguage.safeParse(language).success) throw badRequest('AnchorLanguage', 'AnchorLanguage must be a language code (letters and -)');
  if (!Number.isSafeInteger(matchId) || matchId < 0) throw badRequest('MatchId', 'MatchId must be a non-negative integer');
  if (!Number.isSafeInteger(anchorId) || anchorId < 0) throw badRequest('AnchorId', 'AnchorId must be a non-negative integer');
  const lang = language.toLowerCase();
  return { group: chatGroup(siteGroup, programType, matchId, lang, anchorId), siteGroup, programType, matchId, language: lang, anchorId };
}

/** Whether an id is a match (1) or an entertainment programme (2); null when neither exists. */
export async function programTypeOf(db: Executor, id: number): Promise<ChatProgramType | null> {
  if (await matchExists(db, id)) return 1;
  return await programmeExists(db, id) ? 2 : null;
}

export interface OpenState {
  isOpen: boolean;
  isGiftDisable: boolean;
}

/**
 * Open state of a match or programme chatroom: the operator's override when set; otherwise a
 * match is open unless ended or cancelled, a programme unless ended. Unknown ids are closed.
 */
export async function openState(db: Executor, programType: ChatProgramType, matchId: number): Promise<OpenState> {
  const override = await chatroomOverride(db, programType, matchId);
  if (programType === 1) {
    const match = await matchOpenRow(db, matchId);
    const isGiftDisable = match ? bool(match.is_gift_disable) : true;
    if (override) return { isOpen: bool(override.is_open), isGiftDisable };
    const closed: number[] = [MatchStatus.End, MatchStatus.Canceled];
    return { isOpen: !!match && !closed.includes(match.status), isGiftDisable };
  }
  const programme = await programmeStatusRow(db, matchId);
  if (override) return { isOpen: bool(override.is_open), isGiftDisable: !programme };
  return { isOpen: !!programme && programme.status !== ProgramStatus.End, isGiftDisable: !programme };
}

/** Records that the room is in use (the registry operator pushes and the demo's life fan out to). */
export async function touchRoom(db: Executor, room: Room, now: number): Promise<void> {
  await upsertChatRoom(db, {
    group_name: room.group, site_group: room.siteGroup, program_type: room.programType, match_id: room.matchId,
    language: room.language, anchor_id: room.anchorId, last_seen_at: now,
  });
}

/** Rooms this process has registered, per database handle (never one process's rooms for another database). */
const registered = new WeakMap<Executor, Set<string>>();
/** Past this many remembered rooms the memory starts over (a room is then registered once more). */
const REGISTERED_MAX = 10_000;

/**
 * Registers the room once per process (MessagePush): the registry learns a room a member chats
 * in without a write per message. Its last-seen time is kept fresh by history loads, entries
 * and heartbeats (`touchRoom`), which every viewer of a room sends.
 */
export async function registerRoom(db: Executor, room: Room, now: number): Promise<void> {
  let seen = registered.get(db);
  if (!seen) registered.set(db, seen = new Set());
  if (seen.has(room.group)) return;
  await touchRoom(db, room, now);
  if (seen.size >= REGISTERED_MAX) seen.clear();
  seen.add(room.group);
}

/** Every known room of a match or programme (all sites, languages and anchors). */
export async function roomsOf(db: Executor, programType: ChatProgramType, matchId: number): Promise<Room[]> {
  const rows = await chatRoomRowsOf(db, programType, matchId);
  return rows.map(toRoom);
}

/** Rooms seen since `since` (epoch ms). */
export async function activeRooms(db: Executor, since: number): Promise<Room[]> {
  const rows = await chatRoomRowsSince(db, since);
  return rows.map(toRoom);
}

function toRoom(r: { group_name: string; site_group: string; program_type: number; match_id: number; language: string; anchor_id: number }): Room {
  return {
    group: r.group_name, siteGroup: r.site_group, programType: r.program_type === 2 ? 2 : 1,
    matchId: Number(r.match_id), language: r.language, anchorId: r.anchor_id,
  };
}
