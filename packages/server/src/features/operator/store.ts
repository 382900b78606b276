import type { Executor } from '../../store/types';
import type { ChatProgramType } from '../chat/index';

/** Queries of the operator's switches. One path for both dialects. */

/** The match (programType 1) or programme (event id) a chatroom switch names, if it exists. */
export function findChatroomOwner(db: Executor, programType: ChatProgramType, matchId: number) {
  return programType === 1
    ? db.selectFrom('matches').select('id').where('id', '=', matchId).executeTakeFirst()
    : db.selectFrom('programmes').select('event_id').where('event_id', '=', matchId).executeTakeFirst();
}

export async function setChatroomOpen(db: Executor, programType: ChatProgramType, matchId: number, open: boolean, now: number): Promise<void> {
  await db.insertInto('chatroom_status').values({ program_type: programType, match_id: matchId, is_open: open ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.columns(['program_type', 'match_id']).doUpdateSet({ is_open: open ? 1 : 0, updated_at: now }))
    .execute();
}

/** Sets a customer's mute flag; false when there is no such customer. */
export async function setMuted(db: Executor, customerId: number, muted: boolean): Promise<boolean> {
  const updated = await db.updateTable('customers').set({ is_muted: muted ? 1 : 0 }).where('id', '=', customerId).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** The rooms holding a customer's still-visible messages. */
export function roomsWithVisibleMessages(db: Executor, customerId: number) {
  return db.selectFrom('chat_messages').select(['group_name', 'match_id']).distinct()
    .where('customer_id', '=', customerId).where('is_hate', '=', 0).execute();
}

export async function hideMessagesOf(db: Executor, customerId: number): Promise<void> {
  await db.updateTable('chat_messages').set({ is_hate: 1 }).where('customer_id', '=', customerId).execute();
}
