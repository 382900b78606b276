import type { Realtime } from '../../realtime/index';
import type { ChatProgramType } from '../chat/index';
import { notFound } from '../../http/errors';
import type { Store } from '../../store/types';
import { openState, roomsOf } from '../chat/index';
import * as q from './store';

export interface OperatorDeps {
  store: Store;
  realtime: Realtime;
}

/**
 * Opens or closes a match/programme chatroom and pushes CheckChatroomStatus { MatchId,
 * IsMatchOpen, IsGiftDisable } to every room of it: the rooms are the `chat_rooms` registry
 * (every room any viewer loaded history in, entered, sent to or sent a heartbeat from, on any
 * site, language or anchor), so a closure reaches every node's joiners. Answers the rooms reached.
 */
export async function setChatroomStatus(deps: OperatorDeps, programType: ChatProgramType, matchId: number, open: boolean, now = Date.now()): Promise<number> {
  const db = deps.store.db;
  const exists = await q.findChatroomOwner(db, programType, matchId);
  if (!exists) throw notFound(`${programType === 1 ? 'Match' : 'Programme'} ${matchId} does not exist`);
  await q.setChatroomOpen(db, programType, matchId, open, now);
  const state = await openState(db, programType, matchId);
  const rooms = await roomsOf(db, programType, matchId);
  await Promise.all(rooms.map((room) => deps.realtime.publish(room.group, 'CheckChatroomStatus', {
    MatchId: matchId, IsMatchOpen: state.isOpen, IsGiftDisable: state.isGiftDisable,
  })));
  return rooms.length;
}

/**
 * Mutes or unmutes a customer (customers.is_muted, read by every node on each push). Muting
 * also flags the customer's stored messages IsHate, which hides them from everybody but the
 * customer, and asks the rooms they were in to reload history (PushGetMessageEvent, Delay 0).
 */
export async function muteCustomer(deps: OperatorDeps, customerId: number, muted: boolean): Promise<void> {
  const db = deps.store.db;
  if (!await q.setMuted(db, customerId, muted)) throw notFound(`Customer ${customerId} does not exist`);
  if (!muted) return;
  const rooms = await q.roomsWithVisibleMessages(db, customerId);
  await q.hideMessagesOf(db, customerId);
  await Promise.all(rooms.map((r) => deps.realtime.publish(r.group_name, 'PushGetMessageEvent', { MatchId: Number(r.match_id), Delay: 0 })));
}
