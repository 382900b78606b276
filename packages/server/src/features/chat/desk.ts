import type { DeskLine, DeskRoom, HubEventPayload, RoomRef } from '@sideline/protocol';
import type { Realtime } from '../../realtime/index';
import type { Store } from '../../store/types';
import { bool } from '../../store/values';
import { staffError } from '../staff/index';
import type { ChatProgramType } from './groups';
import { activeRooms, openState, roomsOf } from './rooms';
import * as q from './store';

/**
 * The live chat room desk (back office): rooms live now with viewers and messages per minute,
 * a room's lines, a player's lines, deletion and clearing (gone from history and, by the
 * DeleteMessages push, from every viewer's list), open/close and slow mode. Staff watching a
 * room get its lines and actions on the staff hub (groups `staffRoomGroup`).
 */
export interface DeskDeps {
  store: Store;
  realtime: Realtime;
  /** This node's id (viewer counts are written per node and summed). */
  nodeId: string;
  maintenance: () => boolean;
}

/** Rooms count as live when seen in the last 5 minutes or holding viewers. */
const LIVE_WINDOW_MS = 5 * 60_000;
/** Other nodes' counts older than this are ignored (each node writes every 5 s). */
const VIEWERS_FRESH_MS = 15_000;

export const STAFF_DESK_GROUP = 'staff:desk';
export const staffRoomGroup = (programType: number, matchId: number): string => `staff:room:${programType}:${matchId}`;

type LineRow = Awaited<ReturnType<typeof q.deskLines>>[number];
export function toDeskLine(r: LineRow): DeskLine {
  return {
    MessageId: Number(r.id), ProgramType: r.program_type, MatchId: Number(r.match_id), CustomerId: r.customer_id,
    Nickname: r.nickname, Message: r.message, Type: r.type, Timestamp: Number(r.created_at), SiteId: r.site_id,
    Language: r.language, IsHate: bool(r.is_hate), IsDeleted: r.deleted_at !== null && r.deleted_at !== undefined,
  };
}

const key = (pt: number, id: number) => `${pt}:${id}`;

/** This node's hub connections per room of the rooms seen lately. */
async function localViewers(deps: DeskDeps, now: number) {
  const rooms = await activeRooms(deps.store.db, now - LIVE_WINDOW_MS);
  return rooms.map((r) => ({ group: r.group, programType: r.programType, matchId: r.matchId, viewers: deps.realtime.groups.memberCount(r.group) }))
    .filter((r) => r.viewers > 0);
}

/** Writes this node's viewer counts (every 5 s, from the chat plugin's timer). */
export async function publishNodeViewers(deps: DeskDeps, now = Date.now()): Promise<void> {
  await q.writeNodeViewers(deps.store.db, deps.nodeId, await localViewers(deps, now), now);
}

async function title(deps: DeskDeps, pt: number, id: number): Promise<string> {
  if (pt === 1) {
    const m = await q.matchTitle(deps.store.db, id);
    return m ? `${m.home_team} v ${m.away_team}` : `Match ${id}`;
  }
  const p = await q.programmeTitle(deps.store.db, id);
  return p ? p.title : `Programme ${id}`;
}

async function deskRoom(deps: DeskDeps, ref: { programType: ChatProgramType; matchId: number }, stats: { viewers: number; perMinute: number; last: number | null; slow: number | null }): Promise<DeskRoom> {
  const state = await openState(deps.store.db, ref.programType, ref.matchId);
  return {
    ProgramType: ref.programType, MatchId: ref.matchId, Title: await title(deps, ref.programType, ref.matchId),
    State: deps.maintenance() ? 'maintenance' : state.isOpen ? 'open' : 'closed',
    Viewers: stats.viewers, MessagesPerMinute: stats.perMinute, SlowModeSeconds: stats.slow, LastMessageAt: stats.last,
  };
}

/** Rooms live now (seen in the last 5 minutes or with viewers on any node), busiest first. */
export async function liveRooms(deps: DeskDeps, now = Date.now()): Promise<DeskRoom[]> {
  const db = deps.store.db;
  const [rooms, local, others, counts, slow] = await Promise.all([
    activeRooms(db, now - LIVE_WINDOW_MS), localViewers(deps, now), q.otherNodesViewers(db, deps.nodeId, now - VIEWERS_FRESH_MS),
    q.messageCountsSince(db, now - 60_000), q.slowModes(db),
  ]);
  const refs = new Map<string, { programType: ChatProgramType; matchId: number }>();
  const add = (pt: number, id: number) => refs.set(key(pt, id), { programType: pt === 2 ? 2 : 1, matchId: id });
  for (const r of rooms) add(r.programType, r.matchId);
  for (const r of others) add(r.program_type, Number(r.match_id));
  const viewers = new Map<string, number>();
  for (const r of local) viewers.set(key(r.programType, r.matchId), (viewers.get(key(r.programType, r.matchId)) ?? 0) + r.viewers);
  for (const r of others) viewers.set(key(r.program_type, Number(r.match_id)), (viewers.get(key(r.program_type, Number(r.match_id))) ?? 0) + Number(r.viewers));
  const perMinute = new Map(counts.map((c) => [key(c.program_type, Number(c.match_id)), { n: Number(c.n), last: c.last === null ? null : Number(c.last) }]));
  const slowBy = new Map(slow.map((s) => [key(s.program_type, Number(s.match_id)), s.seconds]));
  const list = await Promise.all([...refs.entries()].map(([k, ref]) => deskRoom(deps, ref, {
    viewers: viewers.get(k) ?? 0, perMinute: perMinute.get(k)?.n ?? 0, last: perMinute.get(k)?.last ?? null, slow: slowBy.get(k) ?? null,
  })));
  return list.sort((a, b) => b.Viewers - a.Viewers || b.MessagesPerMinute - a.MessagesPerMinute || a.MatchId - b.MatchId);
}

export async function roomOf(deps: DeskDeps, ref: RoomRef, now = Date.now()): Promise<DeskRoom> {
  const all = await liveRooms(deps, now);
  const found = all.find((r) => r.ProgramType === ref.ProgramType && r.MatchId === ref.MatchId);
  if (found) return found;
  const slow = await q.slowModeOf(deps.store.db, ref.ProgramType, ref.MatchId);
  return deskRoom(deps, { programType: ref.ProgramType, matchId: ref.MatchId }, { viewers: 0, perMinute: 0, last: null, slow: slow?.seconds ?? null });
}

export async function roomLines(deps: DeskDeps, ref: RoomRef, limit: number, beforeId?: number): Promise<DeskLine[]> {
  return (await q.deskLines(deps.store.db, ref.ProgramType, ref.MatchId, limit, beforeId)).map(toDeskLine).reverse();
}

export async function playerLines(deps: DeskDeps, customerId: number, limit: number): Promise<DeskLine[]> {
  return (await q.customerLines(deps.store.db, customerId, limit)).map(toDeskLine);
}

/** Publishes a staff hub event (not in the viewer hub contract: the staff hub's own). */
export function publishStaff(realtime: Realtime, group: string, target: string, payload: unknown): Promise<unknown> {
  return realtime.groups.publish(group, target, [payload]);
}

/**
 * Deletes one line: marked deleted (GET /Message no longer answers it, to anyone), viewers of
 * its room drop it (DeleteMessages), staff watching the room see it struck (DeskLinesDeleted).
 */
export async function deleteLine(deps: DeskDeps, messageId: number, now = Date.now()) {
  const row = await q.findMessage(deps.store.db, messageId);
  if (!row) throw staffError(404, 'not-found', `Message ${messageId} does not exist`);
  const before = toDeskLine(row);
  await q.markDeleted(deps.store.db, [messageId], now);
  const matchId = Number(row.match_id);
  const payload: HubEventPayload<'DeleteMessages'> = { MatchId: matchId, Messages: [{ CustomerId: row.customer_id, Timestamp: Number(row.created_at) }], All: false };
  await Promise.all([
    deps.realtime.publish(row.group_name, 'DeleteMessages', payload),
    publishStaff(deps.realtime, staffRoomGroup(row.program_type, matchId), 'DeskLinesDeleted', { ProgramType: row.program_type, MatchId: matchId, MessageIds: [messageId], All: false }),
  ]);
  return { before, ref: { ProgramType: row.program_type === 2 ? 2 as const : 1 as const, MatchId: matchId } };
}

/** Clears a room: every line deleted; each of its rooms' viewers empty their list (All). */
export async function clearRoom(deps: DeskDeps, ref: RoomRef, now = Date.now()): Promise<number> {
  const db = deps.store.db;
  const lines = await q.liveLineIds(db, ref.ProgramType, ref.MatchId);
  const deleted = await q.markDeleted(db, lines.map((l) => Number(l.id)), now);
  const groups = new Set([...lines.map((l) => l.group_name), ...(await roomsOf(db, ref.ProgramType, ref.MatchId)).map((r) => r.group)]);
  await Promise.all([
    ...[...groups].map((g) => deps.realtime.publish(g, 'DeleteMessages', { MatchId: ref.MatchId, Messages: [], All: true })),
    publishStaff(deps.realtime, staffRoomGroup(ref.ProgramType, ref.MatchId), 'DeskLinesDeleted', { ...ref, MessageIds: [], All: true }),
  ]);
  return deleted;
}

/** Opens or closes the chatroom (every room of it gets CheckChatroomStatus). Answers the state before. */
export async function setRoomOpen(deps: DeskDeps, ref: RoomRef, open: boolean, now = Date.now()): Promise<boolean> {
  const db = deps.store.db;
  const exists = ref.ProgramType === 1 ? await q.matchExists(db, ref.MatchId) : await q.programmeExists(db, ref.MatchId);
  if (!exists) throw staffError(404, 'not-found', `${ref.ProgramType === 1 ? 'Match' : 'Programme'} ${ref.MatchId} does not exist`);
  const before = (await openState(db, ref.ProgramType, ref.MatchId)).isOpen;
  await q.setChatroomOverride(db, ref.ProgramType, ref.MatchId, open, now);
  const state = await openState(db, ref.ProgramType, ref.MatchId);
  const rooms = await roomsOf(db, ref.ProgramType, ref.MatchId);
  await Promise.all(rooms.map((room) => deps.realtime.publish(room.group, 'CheckChatroomStatus', {
    MatchId: ref.MatchId, IsMatchOpen: state.isOpen, IsGiftDisable: state.isGiftDisable,
  })));
  return before;
}

/** Sets slow mode (null: off); MessagePush's cool-down follows on the next send. Answers the value before. */
export async function setSlowMode(deps: DeskDeps, ref: RoomRef, seconds: number | null, now = Date.now()): Promise<number | null> {
  const before = (await q.slowModeOf(deps.store.db, ref.ProgramType, ref.MatchId))?.seconds ?? null;
  await q.setSlowModeRow(deps.store.db, ref.ProgramType, ref.MatchId, seconds, now);
  return before;
}

/** The desk of each store's app (set by the desk plugin; the staff hub, built earlier, reads it). */
export const deskOfStore = new WeakMap<Store, DeskDeps>();

/** Answers kept per room for this long, so a room of thousands asking costs one count. */
const ROOM_VIEWERS_CACHE_MS = 5_000;
/** Distinct rooms remembered at most (the ids come from requests). */
const ROOM_VIEWERS_CACHE_MAX = 10_000;
const viewerCache = new WeakMap<DeskDeps, Map<string, { at: number; viewers: number }>>();

/**
 * How many viewers are connected to one room's chat on every node (GET /GetRoomViewers, the
 * player's viewer count): this node's hub connections in the room's groups now (every site,
 * language and anchor of the match; a room is known once a viewer loaded its history), plus the other
 * nodes' latest counts (written every few seconds). Cached 5 s per room.
 */
export async function roomViewers(deps: DeskDeps, programType: ChatProgramType, matchId: number, now = Date.now()): Promise<number> {
  let cache = viewerCache.get(deps);
  if (!cache) viewerCache.set(deps, (cache = new Map()));
  const k = key(programType, matchId);
  const hit = cache.get(k);
  if (hit && now - hit.at < ROOM_VIEWERS_CACHE_MS) return hit.viewers;
  const [rooms, others] = await Promise.all([
    roomsOf(deps.store.db, programType, matchId), q.otherNodesViewers(deps.store.db, deps.nodeId, now - VIEWERS_FRESH_MS),
  ]);
  const local = rooms.reduce((n, r) => n + deps.realtime.groups.memberCount(r.group), 0);
  const other = others.filter((r) => r.program_type === programType && Number(r.match_id) === matchId).reduce((n, r) => n + Number(r.viewers), 0);
  if (cache.size >= ROOM_VIEWERS_CACHE_MAX) cache.clear();
  cache.set(k, { at: now, viewers: local + other });
  return local + other;
}
