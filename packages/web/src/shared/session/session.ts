import { useStore } from 'zustand';
import { sessionStore } from './store';
import type { SessionState } from './store';

export { createSessionStore, sessionStore } from './store';
export type { SessionState, SessionStore } from './store';

/** Reads a slice of the app's session in React. */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
