import { MessageType } from '@sideline/protocol';
import type { MatchChatSettings, MatchEventKind, MatchEventLine, RoomMatchChat, RoomRef } from '@sideline/protocol';
import { notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/index';
import type { Executor, Store } from '../../store/types';
import { postMessage, roomsOf, ticketShown } from '../chat/index';
import type { ChatRoomPolicy, MessageDraft, Room } from '../chat/index';
import * as q from './store';

/**
 * Match-aware chat (issue 22 item 3). A match event switches each room of the match whose site
 * has it on (and which staff did not turn off) into the site's mode for the site's duration:
 *
 * - 'slow-mode': MessagePush's cool-down becomes the site's SlowModeSeconds (never looser than
 *   the room's own), enforced by the server through chat's `ChatRoomPolicy`;
 * - 'hold-tickets': bet-ticket lines (ShowingTicket 10, FollowPlayerTicket 11) are kept back
 *   while the markets are suspended and posted when they reopen (`marketsMoved`, from the
 *   sportsbook's change feed) or at the latest when the site's duration is up.
 *
 * Each switch posts a system line (MessageType.MatchEvent, JSON `MatchEventLine`, phase 'start');
 * the end posts phase 'end'. The window lives in the database (`match_chat_windows`): the rules
 * read its end time, so it stops applying at that time on every node whatever the timers do;
 * the end line is posted by whichever node claims the end first (`claimEnd`: every node sweeps
 * once a second and the node that opened the window also arms a timer for its end), so a node
 * going away mid-window loses nothing.
 */
export interface MatchEventsDeps {
  store: Store;
  realtime: Realtime;
  log: { warn(obj: unknown, msg?: string): void };
}

/** Ticket lines the hold keeps back (the room's bet-ticket lines). */
export const HELD_TYPES: ReadonlySet<number> = new Set([MessageType.ShowingTicket, MessageType.FollowPlayerTicket]);

/** Events that name a team when the feed says whose they are. */
const TEAM_EVENTS: ReadonlySet<MatchEventKind> = new Set(['goal', 'red-card', 'penalty']);

function systemDraft(siteId: number, siteName: string | null, line: MatchEventLine): MessageDraft {
  return {
    customerId: null, nickname: '', message: JSON.stringify(line), type: MessageType.MatchEvent, color: 1,
    siteId, siteName, vip: 0,
  };
}

function roomOfWindow(w: { group_name: string; site_group: string; program_type: number; match_id: number; language: string; anchor_id: number }): Room {
  return {
    group: w.group_name, siteGroup: w.site_group, programType: w.program_type === 2 ? 2 : 1,
    matchId: Number(w.match_id), language: w.language, anchorId: w.anchor_id,
  };
}

export interface PostedEvent {
  MatchId: number;
  Event: MatchEventKind;
  Rooms: number;
  /** Latest end of the windows opened or stretched (epoch ms), null when no room switched. */
  endsAt: number | null;
}

/**
 * POST /Operator/MatchEvent and the demo feed: switches the match's rooms (see above). 404 for
 * an unknown match. A room turned off by staff, or on a site without match-aware chat, is left
 * exactly as it was: no line, no slow mode.
 */
export async function postMatchEvent(deps: MatchEventsDeps, input: { MatchId: number; Event: MatchEventKind; Team?: 'home' | 'away' }, now = Date.now()): Promise<PostedEvent> {
  const db = deps.store.db;
  const match = await q.matchTeams(db, input.MatchId);
  if (!match) throw notFound(`No match ${input.MatchId}`);
  const answer: PostedEvent = { MatchId: input.MatchId, Event: input.Event, Rooms: 0, endsAt: null };
  if (await q.isRoomOff(db, 1, input.MatchId)) return answer;
  const team = input.Team && TEAM_EVENTS.has(input.Event) ? (input.Team === 'home' ? match.home_team : match.away_team) : null;
  const sites = new Map<string, { id: number; name: string; settings: MatchChatSettings } | null>();
  for (const room of await roomsOf(db, 1, input.MatchId)) {
    if (!sites.has(room.siteGroup)) {
      const site = await q.siteOfGroup(db, room.siteGroup);
      sites.set(room.siteGroup, site ? { id: site.id, name: site.name, settings: await q.siteSettings(db, site.id) } : null);
    }
    const site = sites.get(room.siteGroup);
    if (!site?.settings.Enabled) continue;
    const { settings } = site;
    const opened = await deps.store.transaction((trx) => q.openWindow(trx, {
      group: room.group, siteGroup: room.siteGroup, siteId: site.id, programType: room.programType, matchId: room.matchId,
      language: room.language, anchorId: room.anchorId, mode: settings.Mode, slowModeSeconds: settings.SlowModeSeconds,
      event: input.Event, endsAt: now + settings.DurationSeconds * 1000,
    }, now));
    const line: MatchEventLine = {
      Phase: 'start', Event: input.Event, Team: team, Mode: settings.Mode,
      SlowModeSeconds: settings.Mode === 'slow-mode' ? settings.SlowModeSeconds : null,
      DurationSeconds: Math.max(1, Math.round((opened.endsAt - now) / 1000)),
    };
    await postMessage(deps, room, systemDraft(site.id, site.name, line), now);
    answer.Rooms += 1;
    answer.endsAt = Math.max(answer.endsAt ?? 0, opened.endsAt);
  }
  return answer;
}

/** Posts the end line of a claimed window and releases the lines it held. */
async function finishWindow(deps: MatchEventsDeps, w: Awaited<ReturnType<typeof q.dueWindows>>[number], now: number): Promise<void> {
  const room = roomOfWindow(w);
  const site = await q.siteOfGroup(deps.store.db, w.site_group);
  const mode = w.mode === 'hold-tickets' ? 'hold-tickets' as const : 'slow-mode' as const;
  const line: MatchEventLine = { Phase: 'end', Event: null, Team: null, Mode: mode, SlowModeSeconds: null, DurationSeconds: null };
  await postMessage(deps, room, systemDraft(w.site_id, site?.name ?? null, line), now);
  await releaseHeld(deps, room, now);
}

/** Posts a room's held ticket lines, oldest first, as they were written. */
async function releaseHeld(deps: MatchEventsDeps, room: Room, now: number): Promise<number> {
  const rows = await deps.store.transaction((trx) => q.takeHeldLines(trx, room.group));
  let at = now;
  for (const r of rows) {
    // Each keeps its own instant, after the end line (history orders by id, viewers by arrival).
    at += 1;
    const draft = JSON.parse(r.draft_json) as MessageDraft;
    const line = await postMessage(deps, room, draft, at);
    // A released shown ticket gets its live card like one sent at once (after the line, on the room's sequence).
    if (draft.type === MessageType.ShowingTicket && draft.customerId !== null) {
      await ticketShown(deps.store, { room, siteId: draft.siteId, nickname: draft.nickname, customerId: draft.customerId, timestamp: line.Timestamp, message: draft.message });
    }
  }
  return rows.length;
}

/** Lines held at least this long ago without a window holding them are released by the sweep. */
const ORPHAN_HELD_MS = 2_000;

/**
 * Ends every window whose time is up (each claimed by exactly one caller on any node): the end
 * line, then the held lines. Also releases lines that slipped into the hold as a window ended.
 * Answers how many windows this caller ended.
 */
export async function endDueWindows(deps: MatchEventsDeps, now = Date.now()): Promise<number> {
  const db = deps.store.db;
  let ended = 0;
  for (const w of await q.dueWindows(db, now)) {
    if (!await q.claimEnd(db, w.group_name, now)) continue;
    ended += 1;
    try {
      await finishWindow(deps, w, now);
    } catch (err) {
      deps.log.warn({ err, group: w.group_name }, 'match chat window end failed');
    }
  }
  for (const group of await q.orphanHeldGroups(db, now - ORPHAN_HELD_MS, now)) {
    const w = await db.selectFrom('match_chat_windows').selectAll().where('group_name', '=', group).executeTakeFirst();
    if (w) await releaseHeld(deps, roomOfWindow(w), now);
  }
  return ended;
}

/**
 * A market of the match moved (the sportsbook's own change feed). Ticket lines are held during
 * the market suspension: once none of the match's markets is suspended any more, its
 * hold-tickets windows end now (their end line, then the held lines), before the site's
 * duration, which stays the longest a hold can last. Answers how many windows ended.
 */
export async function marketsMoved(deps: MatchEventsDeps, matchId: number, suspended: boolean, now = Date.now()): Promise<number> {
  if (suspended) return 0;
  if (await q.endHoldWindowsNow(deps.store.db, matchId, now) === 0) return 0;
  return endDueWindows(deps, now);
}

/** POST /Operator/MatchChatSettings: 404 for an unknown site. */
export async function setSiteSettings(deps: MatchEventsDeps, siteId: number, settings: MatchChatSettings, now = Date.now()): Promise<MatchChatSettings & { SiteId: number }> {
  if (!await q.siteExists(deps.store.db, siteId)) throw notFound(`No site ${siteId}`);
  await q.saveSiteSettings(deps.store.db, siteId, settings, now);
  return { SiteId: siteId, ...await q.siteSettings(deps.store.db, siteId) };
}

/** A site's settings as the back office shows them (off until the site sets them). */
export async function siteMatchChat(deps: MatchEventsDeps, siteId: number): Promise<MatchChatSettings & { SiteId: number }> {
  if (!await q.siteExists(deps.store.db, siteId)) throw notFound(`No site ${siteId}`);
  return { SiteId: siteId, ...await q.siteSettings(deps.store.db, siteId) };
}

/** The desk's view of a room's match-aware chat. */
export async function roomMatchChat(deps: MatchEventsDeps, ref: RoomRef, now = Date.now()): Promise<RoomMatchChat> {
  const db = deps.store.db;
  const sites = await q.sitesOfMatchRooms(db, ref.ProgramType, ref.MatchId);
  return {
    ...ref,
    IsEnabled: !await q.isRoomOff(db, ref.ProgramType, ref.MatchId),
    Sites: await Promise.all(sites.map(async (s) => ({ SiteId: s.id, SiteName: s.name, ...await q.siteSettings(db, s.id) }))),
    ActiveUntil: await q.matchActiveUntil(db, ref.ProgramType, ref.MatchId, now),
  };
}

/**
 * Staff turn match-aware chat off (or on) for a room. Off also ends a running slow mode or hold
 * at once (its end line and held lines go out now). Answers the state before and after.
 */
export async function setRoomEnabled(deps: MatchEventsDeps, ref: RoomRef, enabled: boolean, now = Date.now()): Promise<{ before: boolean; after: RoomMatchChat }> {
  const db = deps.store.db;
  const before = !await q.isRoomOff(db, ref.ProgramType, ref.MatchId);
  await q.setRoomOff(db, ref.ProgramType, ref.MatchId, !enabled, now);
  if (!enabled) {
    await q.endMatchWindowsNow(db, ref.ProgramType, ref.MatchId, now);
    await endDueWindows(deps, now);
  }
  return { before, after: await roomMatchChat(deps, ref, now) };
}

/** The rules chat asks on every MessagePush (registered by the plugin). */
export const matchChatPolicy: ChatRoomPolicy = {
  async slowModeSeconds(db: Executor, room: Room, now: number) {
    const w = await q.activeWindow(db, room.group, now);
    return w && w.mode === 'slow-mode' ? Number(w.slow_mode_seconds) : null;
  },
  async holds(db: Executor, room: Room, type: number, now: number) {
    if (!HELD_TYPES.has(type)) return false;
    const w = await q.activeWindow(db, room.group, now);
    return !!w && w.mode === 'hold-tickets';
  },
  async hold(db: Executor, room: Room, draft: MessageDraft, now: number) {
    await q.holdLine(db, room.group, JSON.stringify(draft), now);
  },
};
