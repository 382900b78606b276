import type { Selectable } from 'kysely';
import type { Executor } from '../../store/types';
import type { EventsTable } from './migrations';
import type { NewEvent } from './rows';

/** Queries of the events feature. */

export type EventRow = Selectable<EventsTable>;

export interface EventFilter {
  status?: string;
  sportType?: number;
  /** [from, to) epoch ms. */
  range?: [number, number];
}

function filtered(db: Executor, f: EventFilter) {
  let q = db.selectFrom('events');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.sportType !== undefined) q = q.where('sport_type', '=', f.sportType);
  if (f.range) q = q.where('event_time', '>=', f.range[0]).where('event_time', '<', f.range[1]);
  return q;
}

export async function listEvents(db: Executor, f: EventFilter, limit: number, offset: number): Promise<{ rows: EventRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f).selectAll().orderBy('event_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findEvent(db: Executor, id: number) {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The league catalogue: every league a match of the schedule has named. */
export async function knownLeagues(db: Executor): Promise<{ id: number; name: string }[]> {
  const rows = await db.selectFrom('matches').select(['league_id', 'league_name']).groupBy(['league_id', 'league_name']).orderBy('league_name').execute();
  const byId = new Map<number, string>();
  for (const r of rows) if (!byId.has(Number(r.league_id))) byId.set(Number(r.league_id), r.league_name);
  return [...byId].map(([id, name]) => ({ id, name }));
}

export async function knownStreamers(db: Executor): Promise<{ id: number; name: string; language: string }[]> {
  const rows = await db.selectFrom('streamers').select(['id', 'name', 'language']).where('status', '=', 1).orderBy('sort').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, language: r.language }));
}

export async function storedEventSites(db: Executor, matchIds: number[]): Promise<Map<number, number>> {
  if (!matchIds.length) return new Map();
  const rows = await db.selectFrom('events').select(['match_id', 'info_site_id']).where('match_id', 'in', matchIds).execute();
  return new Map(rows.map((r) => [Number(r.match_id), Number(r.info_site_id)]));
}

export async function existingMatchIds(db: Executor, matchIds: number[]): Promise<Set<number>> {
  if (!matchIds.length) return new Set();
  const rows = await db.selectFrom('matches').select('id').where('id', 'in', matchIds).execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** Inserts the events; a match id another import stored meanwhile is skipped. Resolves with how many were stored. */
export async function insertEvents(db: Executor, events: NewEvent[], by: string, now: number): Promise<number> {
  let stored = 0;
  for (const e of events) {
    const res = await db.insertInto('events')
      .values({ ...e, status: 'not-started', period: 'not-started', programme_at: null, created_at: now, created_by: by, cancel_reason: null })
      .onConflict((oc) => oc.column('match_id').doNothing())
      .executeTakeFirst();
    stored += Number(res.numInsertedOrUpdatedRows ?? 0n);
  }
  return stored;
}

export async function updateEvent(db: Executor, id: number, set: Partial<Omit<EventRow, 'id'>>): Promise<void> {
  await db.updateTable('events').set(set).where('id', '=', id).execute();
}

/** Events whose programme is due at `now` (not generated, not canceled, starting within `leadMs`). */
export function dueEvents(db: Executor, now: number, leadMs: number) {
  return db.selectFrom('events').selectAll()
    .where('programme_at', 'is', null).where('status', '=', 'not-started').where('event_time', '<=', now + leadMs)
    .orderBy('event_time').limit(200).execute();
}

/** Claims an event's programme for this step (one node wins, even when two steps run). */
export async function claimProgramme(db: Executor, id: number, now: number): Promise<boolean> {
  const res = await db.updateTable('events').set({ programme_at: now })
    .where('id', '=', id).where('programme_at', 'is', null).where('status', '=', 'not-started').executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Generated, unfinished events with their programme's match status. */
export function liveEventStates(db: Executor) {
  return db.selectFrom('events').innerJoin('matches', 'matches.id', 'events.match_id')
    .select(['events.id as id', 'events.status as status', 'matches.status as match_status'])
    .where('events.programme_at', 'is not', null).where('events.status', 'in', ['not-started', 'running'])
    .execute();
}

