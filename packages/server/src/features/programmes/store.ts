import { ProgramStatus } from '@sideline/protocol';
import type { Executor } from '../../store/types';

/** Queries of the entertainment programmes (the programme rows live in the foundation's `programmes`). */

export function listProgrammes(db: Executor) {
  return db.selectFrom('programmes')
    .leftJoin('streamers', 'streamers.id', 'programmes.anchor_id')
    .selectAll('programmes')
    .select('streamers.name as streamer_name')
    .orderBy('programmes.open_time').orderBy('programmes.event_id')
    .execute();
}

export function findProgrammeWithStreamer(db: Executor, eventId: number) {
  return db.selectFrom('programmes')
    .leftJoin('streamers', 'streamers.id', 'programmes.anchor_id')
    .selectAll('programmes')
    .select('streamers.name as streamer_name')
    .where('programmes.event_id', '=', eventId)
    .executeTakeFirst();
}

export async function enter(db: Executor, row: { eventId: number; viewerKey: string; customerId: number | null; now: number }): Promise<void> {
  await db.insertInto('programme_presence')
    .values({ event_id: row.eventId, viewer_key: row.viewerKey, customer_id: row.customerId, entered_at: row.now, left_at: null })
    .onConflict((oc) => oc.columns(['event_id', 'viewer_key']).doUpdateSet({ entered_at: row.now, left_at: null }))
    .execute();
}

/** Marks the viewer as gone; false when they were not present. */
export async function leave(db: Executor, eventId: number, viewerKey: string, now: number): Promise<boolean> {
  const res = await db.updateTable('programme_presence').set({ left_at: now })
    .where('event_id', '=', eventId).where('viewer_key', '=', viewerKey).where('left_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function countPresent(db: Executor, eventId: number): Promise<number> {
  const row = await db.selectFrom('programme_presence').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId).where('left_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listTags(db: Executor) {
  return db.selectFrom('tags').selectAll().execute();
}

/** Every programme's id, status and open time (the demo's schedule driver). */
export async function programmeTimes(db: Executor) {
  return db.selectFrom('programmes').select(['event_id', 'status', 'open_time']).execute();
}

/** Live programmes with their anchor and language (the demo's rooms). */
export async function liveProgrammeRooms(db: Executor) {
  return db.selectFrom('programmes').select(['event_id', 'anchor_id', 'language'])
    .where('status', '=', ProgramStatus.Live).execute();
}
