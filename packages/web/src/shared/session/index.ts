export { createSessionStore, sessionStore, useSession } from './session';
export type { SessionState, SessionStore } from './session';
