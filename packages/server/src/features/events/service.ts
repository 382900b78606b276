import { EVENT_IMPORT_MESSAGES as M, EVENT_LANGUAGES, EVENT_SPORTS, importSummary, MatchStatus, StaffErrorCode } from '@sideline/protocol';
import type { BackofficeEvent, EventImportRow } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { ApiError } from '../../http/errors';
import { setMatchStatus } from '../schedule/index';
import type { LivePublisher } from '../schedule/index';
import { readEventsXlsx } from './read-xlsx';
import { checkRows } from './rows';
import type { CheckedRow } from './rows';
import * as q from './store';
import type { EventRow } from './store';

/** The rules of events: import (preview, store), list, edit, cancel. */
export interface EventDeps {
  store: Store;
  publish: LivePublisher;
  now?: () => number;
}

export function toEvent(r: EventRow, streamers: Map<number, string>): BackofficeEvent {
  return {
    EventId: Number(r.id), InfoSiteId: Number(r.info_site_id), MatchId: Number(r.match_id), SportType: r.sport_type, Group: r.group_name,
    LeagueId: r.league_id, LeagueName: r.league_name, HomeTeam: r.home_team, AwayTeam: r.away_team,
    EventTime: Number(r.event_time), EndTime: Number(r.end_time), Language: r.language, StreamerId: r.anchor_id,
    StreamerName: streamers.get(r.anchor_id) ?? null, AdditionType: r.addition_type as BackofficeEvent['AdditionType'],
    Booked: r.booked === 1, Status: r.status as BackofficeEvent['Status'], Period: r.period as BackofficeEvent['Period'],
    ProgrammeAt: r.programme_at === null ? null : Number(r.programme_at), CreatedAt: Number(r.created_at), CreatedBy: r.created_by,
  };
}

async function streamerNames(store: Store): Promise<Map<number, string>> {
  return new Map((await q.knownStreamers(store.db)).map((s) => [s.id, s.name]));
}

/** 413 'File exceeds the size limit'; 400 'File format error' (not a readable workbook), 'A file must be uploaded' (a body of another type). */
export function fileError(reason: 'format' | 'too-large' | 'too-many-rows' | 'missing'): ApiError {
  if (reason === 'too-large') return new ApiError(413, 'File', M.tooLarge);
  if (reason === 'too-many-rows') return new ApiError(400, 'File', M.tooManyRows);
  if (reason === 'missing') return new ApiError(400, 'File', M.fileRequired);
  return new ApiError(400, 'File', M.format);
}

/** Reads and checks a file against the database; stores nothing. */
export async function checkFile(deps: EventDeps, file: Buffer): Promise<CheckedRow[]> {
  const read = await readEventsXlsx(file);
  if (!read.ok) throw fileError(read.reason);
  const ids = read.rows.map((r) => Number(r.cells.MatchId)).filter((n) => Number.isSafeInteger(n) && n > 0);
  const db = deps.store.db;
  const [leagues, streamers, events, matchIds] = await Promise.all([q.knownLeagues(db), q.knownStreamers(db), q.storedEventSites(db, ids), q.existingMatchIds(db, ids)]);
  const byKey = <T extends { id: number; name: string }>(list: T[]) => new Map(list.flatMap((x) => [[x.name.toLowerCase(), x], [String(x.id), x]] as [string, T][]));
  return checkRows(read.rows, { leagues: byKey(leagues), streamers: byKey(streamers), events, matchIds, now: (deps.now ?? Date.now)() });
}

export function previewOf(rows: CheckedRow[]): { Rows: EventImportRow[]; Valid: number; Duplicates: number; Invalid: number } {
  const count = (o: EventImportRow['Outcome']) => rows.filter((r) => r.view.Outcome === o).length;
  return { Rows: rows.map((r) => r.view), Valid: count('ok'), Duplicates: count('duplicate'), Invalid: count('error') };
}

/**
 * Stores the file's valid rows when no row has an error: else 422 'Failed to import match' with
 * each row error (`Rows.<sheet row>.<column>`), nothing stored.
 */
export async function importFile(deps: EventDeps, file: Buffer, by: string): Promise<{ Imported: number; Duplicates: number; Message: string }> {
  const rows = await checkFile(deps, file);
  const errors = rows.flatMap((r) => (r.view.Outcome === 'error' ? r.view.Errors.map((e) => ({ Field: `Rows.${r.view.Row}.${e.Field}`, Message: e.Message })) : []));
  if (errors.length) throw new ApiError(422, 'File', M.failed, 422, { items: [{ Field: 'File', Message: M.failed }, ...errors] });
  const events = rows.flatMap((r) => (r.event ? [r.event] : []));
  const stored = await deps.store.transaction((trx) => q.insertEvents(trx, events, by, (deps.now ?? Date.now)()));
  const duplicates = rows.length - stored;
  return { Imported: stored, Duplicates: duplicates, Message: importSummary(stored, duplicates) };
}

export async function listEvents(deps: EventDeps, f: q.EventFilter, page: number, pageSize: number) {
  const { rows, total } = await q.listEvents(deps.store.db, f, pageSize, (page - 1) * pageSize);
  const names = await streamerNames(deps.store);
  return { Events: rows.map((r) => toEvent(r, names)), Total: total, Page: page, PageSize: pageSize };
}

export async function eventOptions(store: Store) {
  const [leagues, streamers] = await Promise.all([q.knownLeagues(store.db), q.knownStreamers(store.db)]);
  return {
    Sports: EVENT_SPORTS.map((s) => ({ Id: s.Id, Name: s.Name })),
    Leagues: leagues.map((l) => ({ Id: l.id, Name: l.name })),
    Streamers: streamers.map((s) => ({ Id: s.id, Name: s.name, Language: s.language })),
    Languages: [...EVENT_LANGUAGES],
  };
}

async function editable(store: Store, id: number): Promise<EventRow> {
  const row = await q.findEvent(store.db, id);
  if (!row) throw new ApiError(404, StaffErrorCode.NotFound, `Event ${id} does not exist`);
  if (row.status === 'canceled' || row.status === 'finish') throw new ApiError(409, StaffErrorCode.Conflict, `Event ${id} is ${row.status}`);
  return row;
}

export interface EventChange {
  group: string; eventTime: number; endTime: number; language: string; streamerId: number;
  additionType: string; booked: boolean; period: string;
}

/** Changes an event; a generated programme follows (time, streamer). */
export async function editEvent(deps: EventDeps, id: number, change: EventChange): Promise<{ before: BackofficeEvent; after: BackofficeEvent }> {
  const row = await editable(deps.store, id);
  const streamers = await q.knownStreamers(deps.store.db);
  const streamer = streamers.find((s) => s.id === change.streamerId);
  if (!streamer) throw new ApiError(400, 'StreamerId', M.unknownStreamer);
  if (streamer.language !== change.language) throw new ApiError(400, 'StreamerId', M.streamerLanguage);
  if (change.eventTime !== Number(row.event_time) && row.status === 'not-started' && change.eventTime <= (deps.now ?? Date.now)()) {
    throw new ApiError(400, 'EventTime', M.inPast);
  }
  await deps.store.transaction(async (trx) => {
    await q.updateEvent(trx, id, {
      group_name: change.group, event_time: change.eventTime, end_time: change.endTime, language: change.language,
      anchor_id: change.streamerId, addition_type: change.additionType, booked: change.booked ? 1 : 0, period: change.period,
    });
    if (row.programme_at !== null) {
      await trx.updateTable('matches').set({ event_time: change.eventTime, anchor_ids_json: JSON.stringify([change.streamerId]) })
        .where('id', '=', Number(row.match_id)).where('status', '=', MatchStatus.NotStart).execute();
    }
  });
  const names = new Map(streamers.map((s) => [s.id, s.name]));
  return { before: toEvent(row, names), after: toEvent((await q.findEvent(deps.store.db, id))!, names) };
}

/** Cancels an event and its generated programme (the live set is pushed if it was running). */
export async function cancelEvent(deps: EventDeps, id: number, reason: string): Promise<{ before: BackofficeEvent; after: BackofficeEvent }> {
  const row = await editable(deps.store, id);
  await q.updateEvent(deps.store.db, id, { status: 'canceled', cancel_reason: reason });
  if (row.programme_at !== null) await setMatchStatus(deps.store, deps.publish, Number(row.match_id), { status: MatchStatus.Canceled });
  const names = await streamerNames(deps.store);
  return { before: toEvent(row, names), after: toEvent((await q.findEvent(deps.store.db, id))!, names) };
}
