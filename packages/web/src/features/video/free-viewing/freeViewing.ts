import { StreamingSourceCode } from '@sideline/protocol';
import type { KeyValueStore } from '../../../shared/storage/localStore';

/**
 * Free viewing (chatroom spec sections 1, 6): an anonymous viewer on a licensee chatroom whose
 * source is none or the in-house live source gets WatchTimeLimit seconds per match, counted down
 * each second and kept in local storage so a reload does not reset it; at zero the cover shows.
 */
export function freeViewingApplies(args: {
  isUserLogin: boolean; isLicenseeChatroom: boolean; watchTimeLimit: number | null | undefined; streamingSrc: number | string;
}): boolean {
  return !args.isUserLogin && args.isLicenseeChatroom && (args.watchTimeLimit ?? 0) > 0
    && (args.streamingSrc === StreamingSourceCode.None || args.streamingSrc === StreamingSourceCode.InHouseLive);
}

export interface FreeViewingState { remaining: number; expired: boolean }

export type FreeViewingEvent = { type: 'tick' } | { type: 'restore'; remaining: number };

/** Pure countdown: a tick takes one second off; at zero it is expired and stays so. */
export function freeViewingReducer(s: FreeViewingState, e: FreeViewingEvent): FreeViewingState {
  if (e.type === 'restore') {
    const remaining = Math.max(0, Math.floor(e.remaining));
    return { remaining, expired: remaining === 0 };
  }
  if (s.expired) return s;
  const remaining = Math.max(0, s.remaining - 1);
  return { remaining, expired: remaining === 0 };
}

/** Spec section 3: the free-view record in local storage is one list of {MatchId, Seconds}. */
export const FREE_VIEW_RECORD_KEY = 'FreeViewRecord';

export interface FreeViewEntry { MatchId: number; Seconds: number }

/** The stored list; anything that is not a list of {MatchId, Seconds} numbers is dropped. */
export function readFreeViewRecord(store: KeyValueStore): FreeViewEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.get(FREE_VIEW_RECORD_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((e): e is FreeViewEntry => typeof e === 'object' && e !== null
    && Number.isFinite((e as FreeViewEntry).MatchId) && Number.isFinite((e as FreeViewEntry).Seconds) && (e as FreeViewEntry).Seconds >= 0);
}

/** The seconds left for a match: the stored value (never above the limit), else the full limit. */
export function loadRemaining(store: KeyValueStore, matchId: number, limit: number): number {
  const entry = readFreeViewRecord(store).find((e) => e.MatchId === matchId);
  return entry ? Math.min(Math.floor(entry.Seconds), limit) : limit;
}

export function saveRemaining(store: KeyValueStore, matchId: number, remaining: number): void {
  const Seconds = Math.max(0, Math.floor(remaining));
  const others = readFreeViewRecord(store).filter((e) => e.MatchId !== matchId);
  store.set(FREE_VIEW_RECORD_KEY, JSON.stringify([...others, { MatchId: matchId, Seconds }]));
}
