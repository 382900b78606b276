import { useEffect, useReducer } from 'react';
import { TIMER_TICK_MS } from '@sideline/protocol';
import { localStore } from '../../../shared/storage/localStore';
import type { KeyValueStore } from '../../../shared/storage/localStore';
import { freeViewingReducer, loadRemaining, saveRemaining } from './freeViewing';
import type { FreeViewingState } from './freeViewing';

/**
 * Runs the free-viewing countdown while `active`; returns the seconds left and whether the
 * cover photo must show. Each tick is written to local storage.
 */
export function useFreeViewing(args: { active: boolean; matchId: number; limit: number; store?: KeyValueStore }): FreeViewingState {
  const { active, matchId, limit } = args;
  const store = args.store ?? localStore;
  const [state, dispatch] = useReducer(freeViewingReducer, undefined, () => {
    const remaining = active ? loadRemaining(store, matchId, limit) : limit;
    return { remaining, expired: active && remaining === 0 };
  });

  useEffect(() => {
    if (!active) return undefined;
    dispatch({ type: 'restore', remaining: loadRemaining(store, matchId, limit) });
    const id = setInterval(() => dispatch({ type: 'tick' }), TIMER_TICK_MS);
    return () => clearInterval(id);
  }, [active, matchId, limit, store]);

  useEffect(() => {
    if (active) saveRemaining(store, matchId, state.remaining);
  }, [active, matchId, state.remaining, store]);

  return active ? state : { remaining: limit, expired: false };
}
