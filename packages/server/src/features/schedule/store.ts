import { MatchStatus } from '@sideline/protocol';
import type { Executor } from '../../store/types';
import type { ProgrammesTable, TagsTable } from '../programmes/index';
import type { StreamersTable } from '../streamers/index';
import type { MatchesTable } from './tables';

/** Queries of the schedule: the matches, programmes, streamers and tags cards are built from. */

export interface ScheduleRows {
  matches: MatchesTable[];
  programmes: ProgrammesTable[];
  streamers: Map<number, StreamersTable>;
  tags: TagsTable[];
}

export async function loadScheduleRows(db: Executor): Promise<ScheduleRows> {
  const [matches, programmes, streamers, tags] = await Promise.all([
    db.selectFrom('matches').selectAll().execute(),
    db.selectFrom('programmes').selectAll().execute(),
    db.selectFrom('streamers').selectAll().execute(),
    db.selectFrom('tags').selectAll().orderBy('id').execute(),
  ]);
  return { matches, programmes, streamers: new Map(streamers.map((s) => [s.id, s])), tags };
}

export function findMatch(db: Executor, matchId: number) {
  return db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirst();
}

export function findProgramme(db: Executor, eventId: number) {
  return db.selectFrom('programmes').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

/** Ids of the matches with status Running and the programmes with status Live. */
export async function liveIds(db: Executor, matchRunning: number, programmeLive: number): Promise<{ matches: number[]; programmes: number[] }> {
  const [m, p] = await Promise.all([
    db.selectFrom('matches').select('id').where('status', '=', matchRunning).orderBy('id').execute(),
    db.selectFrom('programmes').select('event_id').where('status', '=', programmeLive).orderBy('event_id').execute(),
  ]);
  return { matches: m.map((r) => Number(r.id)), programmes: p.map((r) => Number(r.event_id)) };
}

export async function updateMatch(db: Executor, matchId: number, set: Partial<Pick<MatchesTable, 'status' | 'event_time' | 'streaming_url'>>): Promise<boolean> {
  const res = await db.updateTable('matches').set(set).where('id', '=', matchId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function updateProgramme(db: Executor, eventId: number, set: Partial<Pick<ProgrammesTable, 'status' | 'open_time' | 'streaming_url'>>): Promise<boolean> {
  const res = await db.updateTable('programmes').set(set).where('event_id', '=', eventId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Every match's id, status and start time (the demo's schedule driver). */
export async function matchTimes(db: Executor) {
  return db.selectFrom('matches').select(['id', 'status', 'event_time']).execute();
}

/** Running matches with their anchors (the demo's betting life). */
export async function runningMatchAnchors(db: Executor) {
  return db.selectFrom('matches').select(['id', 'anchor_ids_json']).where('status', '=', MatchStatus.Running).execute();
}

/** Running matches with their teams and anchors (the demo's rooms). */
export async function runningMatchRooms(db: Executor) {
  return db.selectFrom('matches').select(['id', 'home_team', 'away_team', 'anchor_ids_json'])
    .where('status', '=', MatchStatus.Running).execute();
}
