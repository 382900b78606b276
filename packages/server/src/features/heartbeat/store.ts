import { sql } from 'kysely';
import type { Executor } from '../../store/types';
import type { Room } from '../chat/index';

/** Upserts the slot's record, OR-ing the collect-type flags into what the slot already holds. */
export async function recordHeartbeat(db: Executor, h: { customerId: number; room: Room; collectType: number; streamingSrc: string | null; now: number; slot: number }): Promise<void> {
  await db.insertInto('heartbeat_records').values({
    customer_id: h.customerId, group_name: h.room.group, slot: h.slot, program_type: h.room.programType,
    match_id: h.room.matchId, anchor_id: h.room.anchorId, language: h.room.language, collect_type: h.collectType,
    streaming_src: h.streamingSrc, created_at: h.now,
  }).onConflict((oc) => oc.columns(['customer_id', 'group_name', 'slot']).doUpdateSet({
    collect_type: sql<number>`heartbeat_records.collect_type | excluded.collect_type`,
    streaming_src: h.streamingSrc,
  })).execute();
}
