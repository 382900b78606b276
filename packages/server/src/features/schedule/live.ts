import { MatchStatus, ProgramStatus } from '@sideline/protocol';
import type { LivePrograms } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { livePlaylistPath } from '../../media/hls/channels';
import { findMatch, findProgramme, liveIds, updateMatch, updateProgramme } from './store';

/**
 * The live set of the schedule (PushLivePrograms): matches with status Running and programmes
 * with status Live. Whoever changes a status goes through here, so the push goes out whenever
 * the set changes (operator call, schedule driver).
 */

/** Sends the live set to the streamer schedule hub group. */
export type LivePublisher = (live: LivePrograms) => Promise<unknown>;

export async function currentLiveSet(store: Store): Promise<LivePrograms> {
  const ids = await liveIds(store.db, MatchStatus.Running, ProgramStatus.Live);
  return { LiveMatchIds: ids.matches, LiveEntertainmentEventIds: ids.programmes };
}

function sameSet(a: LivePrograms, b: LivePrograms): boolean {
  const eq = (x: number[], y: number[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return eq(a.LiveMatchIds, b.LiveMatchIds) && eq(a.LiveEntertainmentEventIds, b.LiveEntertainmentEventIds);
}

/** The outcome of a status change: whether the row exists, the live set after it, whether it was pushed. */
export interface StatusChange {
  found: boolean;
  live: LivePrograms;
  pushed: boolean;
}

export interface StatusPatch {
  status: number;
  /** New kick-off / opening time (epoch ms), e.g. when the driver reschedules an ended item. */
  at?: number;
}

async function applyChange(store: Store, publish: LivePublisher, update: () => Promise<boolean>): Promise<StatusChange> {
  const before = await currentLiveSet(store);
  const found = await update();
  const live = await currentLiveSet(store);
  const pushed = found && !sameSet(before, live);
  if (pushed) await publish(live);
  return { found, live, pushed };
}

/** Set a match's status (a match going Running gets the demo's live stream if it has none). */
export async function setMatchStatus(store: Store, publish: LivePublisher, matchId: number, patch: StatusPatch): Promise<StatusChange> {
  return applyChange(store, publish, async () => {
    const match = await findMatch(store.db, matchId);
    if (!match) return false;
    const streaming_url = patch.status === MatchStatus.Running && !match.streaming_url ? livePlaylistPath(`match-${matchId}`) : match.streaming_url;
    return updateMatch(store.db, matchId, { status: patch.status, streaming_url, ...(patch.at !== undefined ? { event_time: patch.at } : {}) });
  });
}

/** Set a programme's status (a programme going Live gets the demo's live stream if it has none). */
export async function setProgrammeStatus(store: Store, publish: LivePublisher, eventId: number, patch: StatusPatch): Promise<StatusChange> {
  return applyChange(store, publish, async () => {
    const programme = await findProgramme(store.db, eventId);
    if (!programme) return false;
    const streaming_url = patch.status === ProgramStatus.Live && !programme.streaming_url ? livePlaylistPath(`programme-${eventId}`) : programme.streaming_url;
    return updateProgramme(store.db, eventId, { status: patch.status, streaming_url, ...(patch.at !== undefined ? { open_time: patch.at } : {}) });
  });
}
