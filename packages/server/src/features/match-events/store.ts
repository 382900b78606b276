import { DEFAULT_MATCH_CHAT_SETTINGS, MatchChatMode } from '@sideline/protocol';
import type { MatchChatSettings } from '@sideline/protocol';
import type { Executor } from '../../store/types';

/** A site's settings; off (DEFAULT_MATCH_CHAT_SETTINGS) when it never set them. */
export async function siteSettings(db: Executor, siteId: number): Promise<MatchChatSettings> {
  const row = await db.selectFrom('match_chat_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return DEFAULT_MATCH_CHAT_SETTINGS;
  const mode = MatchChatMode.safeParse(row.mode);
  return {
    Enabled: row.enabled === 1, Mode: mode.success ? mode.data : 'slow-mode',
    SlowModeSeconds: Number(row.slow_mode_seconds), DurationSeconds: Number(row.duration_seconds),
  };
}

export async function saveSiteSettings(db: Executor, siteId: number, s: MatchChatSettings, now: number): Promise<void> {
  const values = { enabled: s.Enabled ? 1 : 0, mode: s.Mode, slow_mode_seconds: s.SlowModeSeconds, duration_seconds: s.DurationSeconds, updated_at: now };
  await db.insertInto('match_chat_settings').values({ site_id: siteId, ...values })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(values)).execute();
}

/** The site of a site group (a room's group prefix); undefined for an unknown one. */
export function siteOfGroup(db: Executor, siteGroup: string) {
  return db.selectFrom('sites').select(['id', 'name']).where('group_name', '=', siteGroup).orderBy('id').executeTakeFirst();
}

export function siteExists(db: Executor, siteId: number) {
  return db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
}

export function matchTeams(db: Executor, matchId: number) {
  return db.selectFrom('matches').select(['id', 'home_team', 'away_team']).where('id', '=', matchId).executeTakeFirst();
}

export async function isRoomOff(db: Executor, programType: number, matchId: number): Promise<boolean> {
  return !!await db.selectFrom('match_chat_room_off').select('match_id')
    .where('program_type', '=', programType).where('match_id', '=', matchId).executeTakeFirst();
}

export async function setRoomOff(db: Executor, programType: number, matchId: number, off: boolean, now: number): Promise<void> {
  if (!off) {
    await db.deleteFrom('match_chat_room_off').where('program_type', '=', programType).where('match_id', '=', matchId).execute();
    return;
  }
  await db.insertInto('match_chat_room_off').values({ program_type: programType, match_id: matchId, updated_at: now })
    .onConflict((oc) => oc.columns(['program_type', 'match_id']).doUpdateSet({ updated_at: now })).execute();
}

/** The room's window in force now (slow mode or ticket hold), if any. */
export function activeWindow(db: Executor, group: string, now: number) {
  return db.selectFrom('match_chat_windows').selectAll()
    .where('group_name', '=', group).where('ended_at', 'is', null).where('ends_at', '>', now).executeTakeFirst();
}

export interface WindowStart {
  group: string;
  siteGroup: string;
  siteId: number;
  programType: number;
  matchId: number;
  language: string;
  anchorId: number;
  mode: MatchChatMode;
  slowModeSeconds: number;
  event: string;
  endsAt: number;
}

/**
 * Opens the room's window, or stretches the one in force (a second goal keeps the room in its
 * mode until the later end). One row per room: a window that ended is replaced.
 */
export async function openWindow(db: Executor, w: WindowStart, now: number): Promise<{ endsAt: number; extended: boolean }> {
  const current = await activeWindow(db, w.group, now);
  if (current) {
    const endsAt = Math.max(Number(current.ends_at), w.endsAt);
    await db.updateTable('match_chat_windows').set({ ends_at: endsAt, event: w.event })
      .where('group_name', '=', w.group).where('ended_at', 'is', null).execute();
    return { endsAt, extended: true };
  }
  const values = {
    site_group: w.siteGroup, site_id: w.siteId, program_type: w.programType, match_id: w.matchId, language: w.language,
    anchor_id: w.anchorId, mode: w.mode, slow_mode_seconds: w.slowModeSeconds, event: w.event, started_at: now, ends_at: w.endsAt, ended_at: null,
  };
  await db.insertInto('match_chat_windows').values({ group_name: w.group, ...values })
    .onConflict((oc) => oc.column('group_name').doUpdateSet(values)).execute();
  return { endsAt: w.endsAt, extended: false };
}

/** Windows whose time is up and whose end nobody has claimed yet. */
export function dueWindows(db: Executor, now: number) {
  return db.selectFrom('match_chat_windows').selectAll().where('ended_at', 'is', null).where('ends_at', '<=', now).execute();
}

/** Claims a window's end: true for exactly one caller across every node. */
export async function claimEnd(db: Executor, group: string, now: number): Promise<boolean> {
  const res = await db.updateTable('match_chat_windows').set({ ended_at: now })
    .where('group_name', '=', group).where('ended_at', 'is', null).where('ends_at', '<=', now).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Brings the end of a match's windows in force forward to now (staff turned the room off). */
export async function endMatchWindowsNow(db: Executor, programType: number, matchId: number, now: number): Promise<void> {
  await db.updateTable('match_chat_windows').set({ ends_at: now })
    .where('program_type', '=', programType).where('match_id', '=', matchId).where('ended_at', 'is', null).where('ends_at', '>', now).execute();
}

/** Ends a match's hold-tickets windows in force now (its markets reopened); answers how many. */
export async function endHoldWindowsNow(db: Executor, matchId: number, now: number): Promise<number> {
  const res = await db.updateTable('match_chat_windows').set({ ends_at: now })
    .where('match_id', '=', matchId).where('mode', '=', 'hold-tickets').where('ended_at', 'is', null).where('ends_at', '>', now).executeTakeFirst();
  return Number(res.numUpdatedRows ?? 0);
}

/** The latest end among a match's windows in force, or null. */
export async function matchActiveUntil(db: Executor, programType: number, matchId: number, now: number): Promise<number | null> {
  const rows = await db.selectFrom('match_chat_windows').select('ends_at')
    .where('program_type', '=', programType).where('match_id', '=', matchId).where('ended_at', 'is', null).where('ends_at', '>', now).execute();
  return rows.length ? Math.max(...rows.map((r) => Number(r.ends_at))) : null;
}

/** The sites of a match's known rooms (rooms seen by chat), with their names. */
export function sitesOfMatchRooms(db: Executor, programType: number, matchId: number) {
  return db.selectFrom('chat_rooms').innerJoin('sites', 'sites.group_name', 'chat_rooms.site_group')
    .select(['sites.id', 'sites.name']).distinct()
    .where('chat_rooms.program_type', '=', programType).where('chat_rooms.match_id', '=', matchId).orderBy('sites.id').execute();
}

export async function holdLine(db: Executor, group: string, draftJson: string, now: number): Promise<void> {
  await db.insertInto('match_chat_held_lines').values({ group_name: group, draft_json: draftJson, held_at: now }).execute();
}

/** Takes a room's held lines (oldest first) out of the hold. */
export async function takeHeldLines(db: Executor, group: string) {
  const rows = await db.selectFrom('match_chat_held_lines').selectAll().where('group_name', '=', group).orderBy('id').execute();
  if (rows.length) await db.deleteFrom('match_chat_held_lines').where('id', 'in', rows.map((r) => r.id)).execute();
  return rows;
}

/** Rooms with lines still held although no window holds them now (held as a window ended). */
export async function orphanHeldGroups(db: Executor, heldBefore: number, now: number): Promise<string[]> {
  const rows = await db.selectFrom('match_chat_held_lines').select('group_name').distinct().where('held_at', '<=', heldBefore).execute();
  const out: string[] = [];
  for (const r of rows) if (!await activeWindow(db, r.group_name, now)) out.push(r.group_name);
  return out;
}
