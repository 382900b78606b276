import type { ChatMessage, HubEventPayload, MessageType, ProgramType } from '@sideline/protocol';
import type { Realtime } from '../../realtime/index';
import type { Executor, Store } from '../../store/types';
import { bool } from '../../store/values';
import type { ChatMessagesTable } from './migrations';
import type { Room } from './rooms';
import { insertMessageRow } from './store';
import { publishStaff, staffRoomGroup, toDeskLine } from './desk';

/** A message about to be stored and pushed (names already escaped). */
export interface MessageDraft {
  customerId: number | null;
  nickname: string;
  message: string;
  type: MessageType;
  color: number;
  giftLevel?: number | null;
  licenseeUserName?: string | null;
  siteId: number;
  siteName: string | null;
  vip: number;
  followNickname?: string | null;
  isHate?: boolean;
}

type Row = Omit<ChatMessagesTable, 'id'> & { id: number };

/** A stored row as the contract's ChatMessage (GET /Message and the MessagePush event). */
export function toChatMessage(row: Row): ChatMessage {
  return {
    CustomerId: row.customer_id ?? 0,
    CustId: row.cust_id,
    Nickname: row.nickname,
    Message: row.message,
    Timestamp: Number(row.created_at),
    Type: row.type as MessageType,
    Color: Math.min(10, Math.max(1, row.color)),
    GiftLevel: row.gift_level,
    LicenseeUserName: row.licensee_user_name,
    SiteId: row.site_id,
    SiteName: row.site_name,
    SubsidiaryName: row.subsidiary_name,
    ProgramType: row.program_type as ProgramType,
    IsHate: bool(row.is_hate),
    Vip: row.vip,
    FollowNickname: row.follow_nickname,
  };
}

/** Inserts a message into its room's history; answers the stored row. */
export async function insertMessage(db: Executor, room: Room, draft: MessageDraft, now: number): Promise<Row> {
  const values: Omit<ChatMessagesTable, 'id'> = {
    group_name: room.group, site_group: room.siteGroup, program_type: room.programType, match_id: room.matchId,
    language: room.language, anchor_id: room.anchorId, customer_id: draft.customerId,
    cust_id: draft.customerId === null ? null : String(draft.customerId), nickname: draft.nickname, message: draft.message,
    type: draft.type, color: draft.color, gift_level: draft.giftLevel ?? null, licensee_user_name: draft.licenseeUserName ?? null,
    site_id: draft.siteId, site_name: draft.siteName, subsidiary_name: null, is_hate: draft.isHate ? 1 : 0, vip: draft.vip,
    follow_nickname: draft.followNickname ?? null, created_at: now,
  };
  return { ...values, id: await insertMessageRow(db, values) };
}

/** The MessagePush / GetNBALottery payload of a message: the history shape plus where it belongs. */
export function eventPayload(room: Room, message: ChatMessage): HubEventPayload<'MessagePush'> {
  return { ...message, MatchId: room.matchId, AnchorId: room.anchorId, AnchorLanguage: room.language };
}

/**
 * Stores a message and pushes it to the room's hub group (MessagePush). The insert happens
 * first: a message that failed to store is never broadcast. Used by MessagePush, the welcome
 * on entry, and the demo's bots.
 */
export async function postMessage(deps: { store: Store; realtime: Realtime }, room: Room, draft: MessageDraft, now = Date.now()): Promise<ChatMessage> {
  const row = await insertMessage(deps.store.db, room, draft, now);
  return broadcastLine(deps.realtime, room, row);
}

/** Pushes a stored line to its room (MessagePush) and to the staff watching the match (DeskLine). */
export async function broadcastLine(realtime: Realtime, room: Room, row: Row): Promise<ChatMessage> {
  const message = toChatMessage(row);
  await Promise.all([
    realtime.publish(room.group, 'MessagePush', eventPayload(room, message)),
    publishStaff(realtime, staffRoomGroup(room.programType, room.matchId), 'DeskLine', toDeskLine({ ...row, deleted_at: null })),
  ]);
  return message;
}
