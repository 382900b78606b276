import type { Realtime } from '../../realtime/index';
import type { ChatProgramType } from '../chat/index';
import { notFound } from '../../http/errors';
import type { Store } from '../../store/types';
import { openState, roomsOf } from '../chat/rooms';

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
  const exists = programType === 1
    ? await db.selectFrom('matches').select('id').where('id', '=', matchId).executeTakeFirst()
    : await db.selectFrom('programmes').select('event_id').where('event_id', '=', matchId).executeTakeFirst();
  if (!exists) throw notFound(`${programType === 1 ? 'Match' : 'Programme'} ${matchId} does not exist`);
  await db.insertInto('chatroom_status').values({ program_type: programType, match_id: matchId, is_open: open ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.columns(['program_type', 'match_id']).doUpdateSet({ is_open: open ? 1 : 0, updated_at: now }))
    .execute();
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
  const updated = await db.updateTable('customers').set({ is_muted: muted ? 1 : 0 }).where('id', '=', customerId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound(`Customer ${customerId} does not exist`);
  if (!muted) return;
  const rooms = await db.selectFrom('chat_messages').select(['group_name', 'match_id']).distinct()
    .where('customer_id', '=', customerId).where('is_hate', '=', 0).execute();
  await db.updateTable('chat_messages').set({ is_hate: 1 }).where('customer_id', '=', customerId).execute();
  await Promise.all(rooms.map((r) => deps.realtime.publish(r.group_name, 'PushGetMessageEvent', { MatchId: Number(r.match_id), Delay: 0 })));
}
