import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { TimerState } from './timerMachine';
import type { TimerStore } from './timerStore';

const TimerStoreContext = createContext<TimerStore | null>(null);

/** Provides a timer store to the components below. */
export function TimerStoreProvider(props: { store: TimerStore; children: ReactNode }) {
  return <TimerStoreContext.Provider value={props.store}>{props.children}</TimerStoreContext.Provider>;
}

/** The timer store; throws outside `TimerStoreProvider`. */
export function useTimerStore(): TimerStore {
  const store = useContext(TimerStoreContext);
  if (!store) throw new Error('useTimerStore must be used inside <TimerStoreProvider>');
  return store;
}

/** The live state of timer `id`. */
export function useTimer(id: string): TimerState {
  const store = useTimerStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return snapshot.get(id) ?? store.get(id);
}

/** Calls `handler(id)` whenever a timer of the store ends. */
export function useTimerEnd(handler: (id: string) => void): void {
  const store = useTimerStore();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => store.onEnd((id) => latest.current(id)), [store]);
}
