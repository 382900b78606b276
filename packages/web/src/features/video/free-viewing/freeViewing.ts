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

export const freeViewingKey = (matchId: number) => `free-viewing:${matchId}`;

/** The seconds left for a match: the stored value (never above the limit), else the full limit. */
export function loadRemaining(store: KeyValueStore, matchId: number, limit: number): number {
  const raw = store.get(freeViewingKey(matchId));
  const n = raw === null ? Number.NaN : Number(raw);
  if (!Number.isFinite(n) || n < 0) return limit;
  return Math.min(Math.floor(n), limit);
}

export function saveRemaining(store: KeyValueStore, matchId: number, remaining: number): void {
  store.set(freeViewingKey(matchId), String(Math.max(0, Math.floor(remaining))));
}
