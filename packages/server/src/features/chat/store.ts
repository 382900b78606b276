import { COIN_SITE_IGNORED_MESSAGE_TYPES, MessageType } from '@sideline/protocol';
import type { Executor } from '../../store/types';
import type { ChatMessagesTable, ChatRoomsTable } from './migrations';

export interface HistoryFilter {
  group: string;
  /** The viewer: their own IsHate messages stay visible to them. Null for anonymous viewers. */
  viewerId: number | null;
  /** Drop ticket-following, jackpot and lottery types (the coin site). */
  dropCoinSiteTypes: boolean;
  /** Hide messages of these customers (blocked, for logged-in programme viewers). */
  hiddenCustomers: readonly number[];
  /** Only these types (welcome) or every type but these. */
  types: { only: readonly number[] } | { except: readonly number[] };
  /** Only messages at or after this instant (epoch ms). */
  since?: number;
  limit: number;
}

/** A room's history with the keep rules applied, oldest first (the newest `limit`). */
export async function historyRows(db: Executor, f: HistoryFilter) {
  let q = db.selectFrom('chat_messages').selectAll().where('group_name', '=', f.group).where('deleted_at', 'is', null);
  if ('only' in f.types) q = q.where('type', 'in', [...f.types.only]);
  else if (f.types.except.length) q = q.where('type', 'not in', [...f.types.except]);
  if (f.dropCoinSiteTypes) q = q.where('type', 'not in', [...COIN_SITE_IGNORED_MESSAGE_TYPES]);
  const viewer = f.viewerId;
  q = viewer === null
    ? q.where('is_hate', '=', 0)
    : q.where((eb) => eb.or([eb('is_hate', '=', 0), eb('customer_id', '=', viewer)]));
  if (f.hiddenCustomers.length) {
    const hidden = [...f.hiddenCustomers];
    q = q.where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', 'not in', hidden)]));
  }
  if (f.since !== undefined) q = q.where('created_at', '>=', f.since);
  const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
  return rows.reverse().map((r) => ({ ...r, id: Number(r.id) }));
}

export const WELCOME_TYPES: readonly number[] = [MessageType.Welcome];

/**
 * Claims the member's send slot in a room: true when no message was accepted in the last
 * `frequencyMs`, and records now as the last send. Atomic in one statement per step, so two
 * nodes (or two concurrent requests) cannot both pass.
 */
export async function claimSendSlot(db: Executor, customerId: number, group: string, now: number, frequencyMs: number): Promise<boolean> {
  // No cool-down configured: every send passes. (The conditional update below would otherwise
  // refuse a send whose clock reading is older than a concurrent send's that committed first.)
  if (frequencyMs <= 0) return true;
  const updated = await db.updateTable('chat_cooldowns').set({ last_sent_at: now })
    .where('customer_id', '=', customerId).where('group_name', '=', group)
    .where('last_sent_at', '<=', now - frequencyMs)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return true;
  const inserted = await db.insertInto('chat_cooldowns').values({ customer_id: customerId, group_name: group, last_sent_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'group_name']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Seconds left in a member's cool-down (for the refusal text). */
export async function coolDownLeft(db: Executor, customerId: number, group: string, now: number, frequencyMs: number): Promise<number> {
  const row = await db.selectFrom('chat_cooldowns').select('last_sent_at')
    .where('customer_id', '=', customerId).where('group_name', '=', group).executeTakeFirst();
  if (!row) return 0;
  return Math.max(0, Math.ceil((Number(row.last_sent_at) + frequencyMs - now) / 1000));
}

/**
 * Records an entry into a room. Answers true when it should be welcomed: the first entry, or
 * the first after `welcomeGapMs` since the last welcome (a reload does not welcome again).
 * The welcome slot is claimed atomically (conditional update), like the send slot.
 */
export async function recordEntry(db: Executor, e: { customerId: number; group: string; programType: number; matchId: number; streamingSrc: string | null; now: number; welcomeGapMs: number }): Promise<boolean> {
  const inserted = await db.insertInto('chat_entries').values({
    customer_id: e.customerId, group_name: e.group, program_type: e.programType, match_id: e.matchId,
    streaming_src: e.streamingSrc, first_at: e.now, last_at: e.now, welcomed_at: e.now, entries: 1,
  }).onConflict((oc) => oc.columns(['customer_id', 'group_name']).doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const welcomed = await db.updateTable('chat_entries')
    .set((eb) => ({ last_at: e.now, welcomed_at: e.now, streaming_src: e.streamingSrc, entries: eb('entries', '+', 1) }))
    .where('customer_id', '=', e.customerId).where('group_name', '=', e.group)
    .where('welcomed_at', '<=', e.now - e.welcomeGapMs)
    .executeTakeFirst();
  if (Number(welcomed.numUpdatedRows) > 0) return true;
  await db.updateTable('chat_entries')
    .set((eb) => ({ last_at: e.now, streaming_src: e.streamingSrc, entries: eb('entries', '+', 1) }))
    .where('customer_id', '=', e.customerId).where('group_name', '=', e.group)
    .execute();
  return false;
}

/** The anchor's display name (for @mentions), null when unknown. */
export async function anchorName(db: Executor, anchorId: number): Promise<string | null> {
  const row = await db.selectFrom('streamers').select('name').where('id', '=', anchorId).executeTakeFirst();
  return row?.name ?? null;
}

/** The active sticker whose StickerName or StickerUrl is `text`, and whether it is a VIP one. */
export async function findSticker(db: Executor, text: string): Promise<{ isVip: boolean } | null> {
  const row = await db.selectFrom('stickers').select('is_vip')
    .where((eb) => eb.or([eb('name', '=', text), eb('url', '=', text)])).where('status', '=', 1).executeTakeFirst();
  return row ? { isVip: row.is_vip === 1 } : null;
}

/** The sum of a member's debit ledger rows of these reasons in a currency, in minor units (negative or 0). */
export async function debitTotalMinor(db: Executor, customerId: number, currencyId: number, reasons: readonly string[]): Promise<number> {
  const row = await db.selectFrom('ledger')
    .select((eb) => eb.fn.sum<number | string | null>('amount_minor').as('total'))
    .where('customer_id', '=', customerId).where('currency_id', '=', currencyId)
    .where('reason', 'in', [...reasons]).where('amount_minor', '<', 0)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** A site's chat configuration rows, one per currency, by currency id. */
export async function chatConfigRows(db: Executor, siteId: number) {
  return db.selectFrom('chat_configs').selectAll().where('site_id', '=', siteId).orderBy('currency_id').execute();
}

/** Stores one chat message row; answers its id. */
export async function insertMessageRow(db: Executor, values: Omit<ChatMessagesTable, 'id'>): Promise<number> {
  const inserted = await db.insertInto('chat_messages').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Whether a match with this id exists. */
export async function matchExists(db: Executor, id: number): Promise<boolean> {
  return !!await db.selectFrom('matches').select('id').where('id', '=', id).executeTakeFirst();
}

/** Whether a programme with this event id exists. */
export async function programmeExists(db: Executor, id: number): Promise<boolean> {
  return !!await db.selectFrom('programmes').select('event_id').where('event_id', '=', id).executeTakeFirst();
}

/** The operator's open override of a chatroom, if set. */
export async function chatroomOverride(db: Executor, programType: number, matchId: number) {
  return db.selectFrom('chatroom_status').select('is_open')
    .where('program_type', '=', programType).where('match_id', '=', matchId).executeTakeFirst();
}

/** A match's status and gift switch, if it exists. */
export async function matchOpenRow(db: Executor, matchId: number) {
  return db.selectFrom('matches').select(['status', 'is_gift_disable']).where('id', '=', matchId).executeTakeFirst();
}

/** A programme's status, if it exists. */
export async function programmeStatusRow(db: Executor, matchId: number) {
  return db.selectFrom('programmes').select('status').where('event_id', '=', matchId).executeTakeFirst();
}

/** Upserts a room's registry row, refreshing its last-seen time. */
export async function upsertChatRoom(db: Executor, row: ChatRoomsTable): Promise<void> {
  await db.insertInto('chat_rooms').values(row)
    .onConflict((oc) => oc.column('group_name').doUpdateSet({ last_seen_at: row.last_seen_at })).execute();
}

/** Registry rows of a match or programme. */
export async function chatRoomRowsOf(db: Executor, programType: number, matchId: number) {
  return db.selectFrom('chat_rooms').selectAll()
    .where('program_type', '=', programType).where('match_id', '=', matchId).execute();
}

/** Registry rows seen since `since` (epoch ms). */
export async function chatRoomRowsSince(db: Executor, since: number) {
  return db.selectFrom('chat_rooms').selectAll().where('last_seen_at', '>=', since).execute();
}

/** Chatrooms the operator closed (the demo's rooms skip them). */
export async function closedChatroomOverrides(db: Executor) {
  return db.selectFrom('chatroom_status').select(['program_type', 'match_id']).where('is_open', '=', 0).execute();
}

/** Drops a room's history but the newest `keep` messages (the demo's rooms stay small). */
export async function pruneRoomHistory(db: Executor, group: string, keep: number): Promise<void> {
  const cut = await db.selectFrom('chat_messages').select('id').where('group_name', '=', group)
    .orderBy('id', 'desc').offset(keep).limit(1).executeTakeFirst();
  if (cut) await db.deleteFrom('chat_messages').where('group_name', '=', group).where('id', '<=', Number(cut.id)).execute();
}

/* ---- back office: the desk's queries ---- */

const deskColumns = ['id', 'program_type', 'match_id', 'customer_id', 'nickname', 'message', 'type', 'created_at', 'site_id', 'language', 'is_hate', 'deleted_at'] as const;

/** A match's or programme's lines across all its rooms, newest first (deleted ones included). */
export function deskLines(db: Executor, programType: number, matchId: number, limit: number, beforeId?: number) {
  let q = db.selectFrom('chat_messages').select(deskColumns).where('program_type', '=', programType).where('match_id', '=', matchId);
  if (beforeId !== undefined) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

/** A customer's lines in every room, newest first. */
export function customerLines(db: Executor, customerId: number, limit: number) {
  return db.selectFrom('chat_messages').select(deskColumns).where('customer_id', '=', customerId).orderBy('id', 'desc').limit(limit).execute();
}

export function findMessage(db: Executor, id: number) {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks lines deleted (those not deleted yet); answers how many changed. */
export async function markDeleted(db: Executor, ids: readonly number[], now: number): Promise<number> {
  if (!ids.length) return 0;
  const res = await db.updateTable('chat_messages').set({ deleted_at: now }).where('id', 'in', [...ids]).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Every not-yet-deleted line of a match or programme (clear chat). */
export function liveLineIds(db: Executor, programType: number, matchId: number) {
  return db.selectFrom('chat_messages').select(['id', 'group_name']).where('program_type', '=', programType).where('match_id', '=', matchId)
    .where('deleted_at', 'is', null).execute();
}

/** Accepted lines per match since `since` (messages per minute) and the newest line's time. */
export function messageCountsSince(db: Executor, since: number) {
  return db.selectFrom('chat_messages')
    .select((eb) => ['program_type', 'match_id', eb.fn.countAll<number | string>().as('n'), eb.fn.max('created_at').as('last')])
    .where('created_at', '>=', since).groupBy(['program_type', 'match_id']).execute();
}

export function slowModeOf(db: Executor, programType: number, matchId: number) {
  return db.selectFrom('chat_slow_mode').select('seconds').where('program_type', '=', programType).where('match_id', '=', matchId).executeTakeFirst();
}

export function slowModes(db: Executor) {
  return db.selectFrom('chat_slow_mode').selectAll().execute();
}

export async function setSlowModeRow(db: Executor, programType: number, matchId: number, seconds: number | null, now: number): Promise<void> {
  if (seconds === null) {
    await db.deleteFrom('chat_slow_mode').where('program_type', '=', programType).where('match_id', '=', matchId).execute();
    return;
  }
  await db.insertInto('chat_slow_mode').values({ program_type: programType, match_id: matchId, seconds, updated_at: now })
    .onConflict((oc) => oc.columns(['program_type', 'match_id']).doUpdateSet({ seconds, updated_at: now })).execute();
}

/** Replaces this node's viewer counts (rooms with nobody are dropped). */
export async function writeNodeViewers(db: Executor, nodeId: string, rows: { group: string; programType: number; matchId: number; viewers: number }[], now: number): Promise<void> {
  await db.deleteFrom('chat_room_viewers').where('node_id', '=', nodeId).execute();
  if (!rows.length) return;
  await db.insertInto('chat_room_viewers').values(rows.map((r) => ({
    node_id: nodeId, group_name: r.group, program_type: r.programType, match_id: r.matchId, viewers: r.viewers, updated_at: now,
  }))).execute();
}

/** Other nodes' fresh viewer counts per match. */
export function otherNodesViewers(db: Executor, nodeId: string, since: number) {
  return db.selectFrom('chat_room_viewers')
    .select((eb) => ['program_type', 'match_id', eb.fn.sum<number | string>('viewers').as('viewers')])
    .where('node_id', '!=', nodeId).where('updated_at', '>=', since).groupBy(['program_type', 'match_id']).execute();
}

export function matchTitle(db: Executor, id: number) {
  return db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
}

export function programmeTitle(db: Executor, id: number) {
  return db.selectFrom('programmes').selectAll().where('event_id', '=', id).executeTakeFirst();
}

/** Sets the open-state override of a match (1) or programme (2) chatroom. */
export async function setChatroomOverride(db: Executor, programType: number, matchId: number, open: boolean, now: number): Promise<void> {
  await db.insertInto('chatroom_status').values({ program_type: programType, match_id: matchId, is_open: open ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.columns(['program_type', 'match_id']).doUpdateSet({ is_open: open ? 1 : 0, updated_at: now }))
    .execute();
}

/** Matches and programmes live now or starting/started within `windowMs` of now (the desk's live status). */
export async function liveStatusRows(db: Executor, now: number, windowMs: number) {
  const [matches, programmes] = await Promise.all([
    db.selectFrom('matches').select(['id', 'home_team', 'away_team', 'event_time', 'status', 'streaming_url'])
      .where((eb) => eb.or([eb('status', '=', 1), eb.and([eb('event_time', '>=', now - windowMs), eb('event_time', '<=', now + windowMs)])]))
      .orderBy('event_time').limit(200).execute(),
    db.selectFrom('programmes').select(['event_id', 'title', 'open_time', 'status', 'streaming_url'])
      .where((eb) => eb.or([eb('status', '=', 1), eb.and([eb('open_time', '>=', now - windowMs), eb('open_time', '<=', now + windowMs)])]))
      .orderBy('open_time').limit(200).execute(),
  ]);
  return { matches, programmes };
}
