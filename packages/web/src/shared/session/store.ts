import { createStore } from 'zustand/vanilla';

/**
 * The session store, React-free (zustand's vanilla store): the boot module (src/boot.ts) sets it
 * before React has loaded; `session.ts` adds the React hook.
 *
 * The viewer's session as far as the transport cares: the token and match id of the current
 * `data` parameter (sent as the Token and MatchId headers), the raw parameter (the 503 rule
 * forwards it to /LicenseeMaintenance) and the token-expired flag (set by HTTP 422 or a body
 * Code 422 on entertainment calls; chat shows a refresh prompt while it is set).
 */
export interface SessionState {
  token: string | null;
  matchId: number | null;
  /** The `data` query parameter exactly as received (base64), or null. */
  rawData: string | null;
  tokenExpired: boolean;
  /** Adopts a decoded `data` parameter; a new token clears the expired flag. */
  setFromData(rawData: string | null, data: { Token?: string; MatchId?: number }): void;
  setTokenExpired(expired: boolean): void;
  reset(): void;
}

const initial = { token: null, matchId: null, rawData: null, tokenExpired: false } as const;

/** Creates a session store; the app uses the single `sessionStore`, tests may make their own. */
export function createSessionStore() {
  return createStore<SessionState>()((set, get) => ({
    ...initial,
    setFromData(rawData, data) {
      const token = data.Token ?? null;
      const sameToken = token === get().token;
      set({ rawData, token, matchId: data.MatchId ?? null, tokenExpired: sameToken ? get().tokenExpired : false });
    },
    setTokenExpired(expired) {
      set({ tokenExpired: expired });
    },
    reset() {
      set({ ...initial });
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's session. */
export const sessionStore: SessionStore = createSessionStore();
