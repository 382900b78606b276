import { DEFAULT_PLAYER_STATE, NO_JURISDICTION_PROFILE, gamblingRefusal, isExcluded, promotedOddsVisible } from '@sideline/protocol';
import type { HostToWidget, JurisdictionProfile, PlayerGamblingState } from '@sideline/protocol';

/**
 * The widget's responsible-gambling state (issue 22): the site's jurisdiction profile and the
 * member's player state as the server said it (GetResponsibleGambling, then each
 * PushPlayerGamblingState), tightened by what the host page says (PlayerGamblingState host
 * message: it can only restrict) and by the viewer stopping after a reality check. Before the
 * first answer nothing is restricted except promoted odds, which wait for the profile.
 */
export interface GamblingSnapshot {
  loaded: boolean;
  profile: JurisdictionProfile;
  /** Null for an anonymous viewer. */
  server: PlayerGamblingState | null;
  host: HostToWidget['PlayerGamblingState'];
  /** The viewer chose Stop on a reality check: betting and prizes off for this page. */
  stopped: boolean;
  /** Server clock minus local clock at the last answer (time-outs are the server's instants). */
  skewMs: number;
  /** Local instant the session began (first answer), the reality check's start. */
  sessionStart: number;
}

export interface GamblingStore {
  getSnapshot(): GamblingSnapshot;
  subscribe(listener: () => void): () => void;
  loaded(answer: { Profile: JurisdictionProfile; State: PlayerGamblingState | null; Now: number }, localNow: number): void;
  pushed(state: PlayerGamblingState): void;
  host(state: HostToWidget['PlayerGamblingState']): void;
  stop(): void;
}

const INITIAL: GamblingSnapshot = {
  loaded: false, profile: NO_JURISDICTION_PROFILE, server: null, host: {}, stopped: false, skewMs: 0, sessionStart: 0,
};

export function createGamblingStore(): GamblingStore {
  let snap = INITIAL;
  // Every hook user applies the (cached) answer when it mounts: only a new answer counts, so a
  // push that came after it is not undone by a surface mounting later.
  let applied: unknown = null;
  const listeners = new Set<() => void>();
  const set = (next: Partial<GamblingSnapshot>) => {
    snap = { ...snap, ...next };
    for (const l of [...listeners]) l();
  };
  return {
    getSnapshot: () => snap,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded(answer, localNow) {
      if (answer === applied) return;
      applied = answer;
      set({ loaded: true, profile: answer.Profile, server: answer.State, skewMs: answer.Now - localNow, sessionStart: snap.sessionStart || localNow });
    },
    pushed(state) {
      set({ server: { SelfExcluded: state.SelfExcluded, TimedOutUntil: state.TimedOutUntil, LimitReached: state.LimitReached, AgeVerified: state.AgeVerified } });
    },
    host(state) {
      set({ host: { ...snap.host, ...state } });
    },
    stop() {
      set({ stopped: true });
    },
  };
}

/** The state in force: the server's, tightened by the host page's (never loosened). */
export function effectiveState(s: GamblingSnapshot): PlayerGamblingState {
  const server = s.server ?? DEFAULT_PLAYER_STATE;
  const h = s.host;
  const until = Math.max(server.TimedOutUntil ?? 0, h.TimedOutUntil ?? 0);
  return {
    SelfExcluded: server.SelfExcluded || h.SelfExcluded === true || s.stopped,
    TimedOutUntil: until > 0 ? until : null,
    LimitReached: server.LimitReached || h.LimitReached === true,
    AgeVerified: server.AgeVerified && h.AgeVerified !== false,
  };
}

/** What the widget may show, at local instant `now`. */
export interface GamblingAccess {
  /** Self-excluded, timed out or stopped: every betting and prize surface is hidden. */
  excluded: boolean;
  /** Quick bet, keypad, ticket follow/show, fast market. */
  betsOn: boolean;
  /** Wheel, lucky boxes, paid gifts, profit share. */
  prizesOn: boolean;
  promotedOn: boolean;
  /** Local instant a time-out ends (re-evaluate then), or null. */
  changesAt: number | null;
  profile: JurisdictionProfile;
  sessionStart: number;
  loggedIn: boolean;
}

export function gamblingAccess(s: GamblingSnapshot, now: number): GamblingAccess {
  const state = effectiveState(s);
  const serverNow = now + s.skewMs;
  const loggedIn = s.server !== null;
  const excluded = isExcluded(state, serverNow);
  const betsOn = gamblingRefusal(s.profile, state, 'bet', serverNow) === null;
  const timedOut = state.TimedOutUntil !== null && state.TimedOutUntil > serverNow;
  return {
    excluded,
    betsOn,
    // Age is asked for only of members; anonymous viewers see prizes as they do today and are asked to log in.
    prizesOn: loggedIn ? gamblingRefusal(s.profile, state, 'prize', serverNow) === null : !excluded,
    promotedOn: s.loaded && betsOn && promotedOddsVisible(s.profile, loggedIn),
    changesAt: timedOut ? state.TimedOutUntil! - s.skewMs : null,
    profile: s.profile,
    sessionStart: s.sessionStart,
    loggedIn,
  };
}

/** The page's one store (every widget on the page shares the member's state). */
export const gamblingStore = createGamblingStore();
