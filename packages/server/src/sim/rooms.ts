import type { Executor } from '../store/types';
import { parseJson } from '../store/values';
import { activeRooms, closedChatroomOverrides, makeRoom } from '../features/chat/index';
import { siteGroups } from '../features/licensee/index';
import { runningMatchRooms } from '../features/schedule/index';
import { liveProgrammeRooms } from '../features/programmes/index';
import { streamerLanguages } from '../features/streamers/index';
import type { Room } from '../features/chat/index';

/** A room the demo's life talks in, with what its lines need. */
export interface SimRoom {
  room: Room;
  kind: 'match' | 'show';
  teams: { home: string; away: string } | null;
  siteId: number;
}

/** Rooms seen by viewers within this window are kept alive even off the default list. */
export const ACTIVE_ROOM_WINDOW_MS = 10 * 60_000;

/**
 * The rooms of running matches and live programmes: for every site, each covering streamer's
 * room in the streamer's language, plus any other room of them viewers used lately (the
 * `chat_rooms` registry).
 */
export async function simRooms(db: Executor, now: number): Promise<SimRoom[]> {
  const sites = await siteGroups(db);
  const siteByGroup = new Map(sites.map((s) => [s.group_name, s.id]));
  const streamers = new Map((await streamerLanguages(db)).map((s) => [s.id, s.language]));
  const matches = await runningMatchRooms(db);
  const programmes = await liveProgrammeRooms(db);
  const overrides = await closedChatroomOverrides(db);
  const closed = new Set(overrides.map((o) => `${o.program_type}:${Number(o.match_id)}`));

  const out = new Map<string, SimRoom>();
  const teams = new Map(matches.map((m) => [m.id, { home: m.home_team, away: m.away_team }]));
  for (const site of sites) {
    for (const m of matches) {
      if (closed.has(`1:${m.id}`)) continue;
      for (const anchorId of parseJson<number[]>(m.anchor_ids_json, [])) {
        const room = makeRoom(site.group_name, 1, m.id, streamers.get(anchorId) ?? 'en', anchorId);
        out.set(room.group, { room, kind: 'match', teams: teams.get(m.id) ?? null, siteId: site.id });
      }
    }
    for (const p of programmes) {
      if (closed.has(`2:${p.event_id}`)) continue;
      const room = makeRoom(site.group_name, 2, p.event_id, p.language, p.anchor_id);
      out.set(room.group, { room, kind: 'show', teams: null, siteId: site.id });
    }
  }
  const liveMatches = new Set(matches.map((m) => m.id));
  const livePrograms = new Set(programmes.map((p) => p.event_id));
  for (const room of await activeRooms(db, now - ACTIVE_ROOM_WINDOW_MS)) {
    const live = room.programType === 1 ? liveMatches.has(room.matchId) : livePrograms.has(room.matchId);
    const siteId = siteByGroup.get(room.siteGroup);
    if (!live || siteId === undefined || closed.has(`${room.programType}:${room.matchId}`) || out.has(room.group)) continue;
    out.set(room.group, { room, kind: room.programType === 1 ? 'match' : 'show', teams: teams.get(room.matchId) ?? null, siteId });
  }
  return [...out.values()];
}
