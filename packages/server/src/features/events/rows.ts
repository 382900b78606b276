import {
  ADDITION_TYPES, DEFAULT_EVENT_LENGTH_MS, EVENT_IMPORT_MESSAGES as M, EVENT_LANGUAGES, EVENT_SPORTS,
} from '@sideline/protocol';
import type { AdditionType, EventImportColumn, EventImportRow } from '@sideline/protocol';
import type { Insertable } from 'kysely';
import type { EventsTable } from './migrations';
import type { RawCell, RawRow } from './read-xlsx';
import { parseHongKongTime } from './time';

/**
 * The checks of one import row (spec section 5 "Admin inputs": required fields flagged, end
 * after start, duplicate match IDs) against what the database knows. Pure: the caller loads
 * `Known` and decides what to store.
 */
export interface Known {
  leagues: Map<string, { id: number; name: string }>;
  streamers: Map<string, { id: number; name: string; language: string }>;
  /** match_id → info_site_id of every stored event. */
  events: Map<number, number>;
  /** Ids of the schedule's matches (a generated programme, or the demo's own). */
  matchIds: Set<number>;
  now: number;
}

/** An event a row would store: the table's own columns, less those the store sets (`EventsTable`). */
export type NewEvent = Omit<Insertable<EventsTable>, 'id' | 'status' | 'period' | 'programme_at' | 'created_at' | 'created_by' | 'cancel_reason'> & {
  addition_type: AdditionType;
};

export interface CheckedRow {
  view: EventImportRow;
  event: NewEvent | null;
}

const text = (v: RawCell): string => (v === null ? '' : v instanceof Date ? v.toISOString() : String(v).trim());
const lookupKey = (v: RawCell): string => text(v).toLowerCase();

function positiveInt(v: RawCell): number | null {
  const n = typeof v === 'number' ? v : /^\d+$/.test(text(v)) ? Number(text(v)) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A Date cell holds the Hong Kong wall clock as UTC fields (Excel has no zones); a number is an Excel serial day. */
function instant(v: RawCell): number | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.getTime() - 8 * 3600_000;
  if (typeof v === 'number') return Number.isFinite(v) ? Math.round((v - 25569) * 86_400_000) - 8 * 3600_000 : null;
  return typeof v === 'string' ? parseHongKongTime(v) : null;
}

function booked(v: RawCell): boolean | null {
  if (v === null) return false;
  if (typeof v === 'boolean') return v;
  const s = lookupKey(v);
  if (['yes', 'y', 'true', '1', 'booked'].includes(s)) return true;
  if (['no', 'n', 'false', '0', ''].includes(s)) return false;
  return null;
}

/** Checks every row in file order: the first row of a (InfoSiteId, MatchId) pair wins, later ones are duplicates. */
export function checkRows(rows: readonly RawRow[], known: Known): CheckedRow[] {
  const seen = new Map<number, number>();
  return rows.map((raw) => {
    const c = raw.cells;
    const errors: { Field: string; Message: string }[] = [];
    const fail = (field: EventImportColumn, message: string) => errors.push({ Field: field, Message: message });
    const need = (field: EventImportColumn): RawCell => {
      if (c[field] === null) fail(field, M.required);
      return c[field];
    };

    const infoSiteId = positiveInt(need('InfoSiteId'));
    if (c.InfoSiteId !== null && infoSiteId === null) fail('InfoSiteId', M.badValue);
    // The schedule's `matches.id` is a 32-bit integer on PostgreSQL.
    const parsedMatchId = positiveInt(need('MatchId'));
    const matchId = parsedMatchId !== null && parsedMatchId <= 2_147_483_647 ? parsedMatchId : null;
    if (c.MatchId !== null && matchId === null) fail('MatchId', M.badValue);

    const sportCell = need('Sports');
    const sport = sportCell === null ? undefined : EVENT_SPORTS.find((s) => s.Name.toLowerCase() === lookupKey(sportCell) || String(s.Id) === lookupKey(sportCell));
    if (sportCell !== null && !sport) fail('Sports', M.unknownSport);

    const group = text(need('Group'));
    const leagueCell = need('League');
    const league = leagueCell === null ? undefined : known.leagues.get(lookupKey(leagueCell));
    if (leagueCell !== null && !league) fail('League', M.unknownLeague);
    const home = text(need('Home'));
    const away = text(need('Away'));
    for (const [field, value] of [['Group', group], ['Home', home], ['Away', away]] as const) {
      if (value.length > 100) fail(field, M.badValue);
    }

    const startCell = need('Event time');
    const start = startCell === null ? null : instant(startCell);
    if (startCell !== null && start === null) fail('Event time', M.badValue);
    if (start !== null && start <= known.now) fail('Event time', M.inPast);
    const end = c['End time'] === null ? (start === null ? null : start + DEFAULT_EVENT_LENGTH_MS) : instant(c['End time']);
    if (c['End time'] !== null && end === null) fail('End time', M.badValue);
    if (start !== null && end !== null && end <= start) fail('End time', M.endAfterStart);

    const langCell = need('Language');
    const language = EVENT_LANGUAGES.find((l) => l === lookupKey(langCell));
    if (langCell !== null && !language) fail('Language', M.unknownLanguage);
    const streamerCell = need('Streamer');
    const streamer = streamerCell === null ? undefined : known.streamers.get(lookupKey(streamerCell));
    if (streamerCell !== null && !streamer) fail('Streamer', M.unknownStreamer);
    if (streamer && language && streamer.language !== language) fail('Streamer', M.streamerLanguage);

    const addition = c['Addition type'] === null ? 'auto' : ADDITION_TYPES.find((a) => a === lookupKey(c['Addition type']));
    if (!addition) fail('Addition type', M.badValue);
    const isBooked = booked(c.Booked);
    if (isBooked === null) fail('Booked', M.badValue);

    let outcome: EventImportRow['Outcome'] = errors.length ? 'error' : 'ok';
    if (infoSiteId !== null && matchId !== null) {
      const site = seen.get(matchId) ?? known.events.get(matchId);
      if (site === infoSiteId) outcome = 'duplicate';
      else if (site !== undefined || known.matchIds.has(matchId)) {
        fail('MatchId', M.matchIdTaken);
        outcome = 'error';
      } else if (outcome === 'ok') seen.set(matchId, infoSiteId);
    }
    if (outcome === 'duplicate') errors.splice(0, errors.length, { Field: 'MatchId', Message: M.duplicate });

    const view: EventImportRow = {
      Row: raw.row, Outcome: outcome, InfoSiteId: infoSiteId, MatchId: matchId, SportType: sport?.Id ?? null,
      LeagueName: league?.name ?? text(leagueCell), HomeTeam: home, AwayTeam: away, EventTime: start,
      Language: language ?? text(langCell), StreamerName: streamer?.name ?? text(streamerCell), Errors: errors,
    };
    const event: NewEvent | null = outcome !== 'ok' ? null : {
      info_site_id: infoSiteId!, match_id: matchId!, sport_type: sport!.Id, group_name: group, league_id: league!.id,
      league_name: league!.name, home_team: home, away_team: away, event_time: start!, end_time: end!,
      language: language!, anchor_id: streamer!.id, addition_type: addition!, booked: isBooked ? 1 : 0,
    };
    return { view, event };
  });
}
