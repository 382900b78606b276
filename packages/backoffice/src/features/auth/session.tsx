import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { StaffErrorCode, StaffLogout, StaffLogoutEverywhere, StaffMe } from '@sideline/protocol';
import type { StaffMeResult, StaffPermission } from '@sideline/protocol';
import { StaffApiError, csrf, staffCall } from '../../shared/api';

export interface Session {
  me: StaffMeResult;
  can: (permission: StaffPermission) => boolean;
  logout: () => Promise<void>;
  logoutEverywhere: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in staff member (inside SessionGate). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionGate');
  return session;
}

/** True when the error means "no valid session" (expired, revoked, forged): show the login form. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof StaffApiError && error.code === StaffErrorCode.SessionRequired;
}

type State = { kind: 'loading' } | { kind: 'out' } | { kind: 'in'; me: StaffMeResult } | { kind: 'error'; error: unknown };

export interface SessionGateProps {
  /** Shown while signed out; `onSignedIn` takes StaffLogin's answer. */
  login: (onSignedIn: (me: StaffMeResult) => void) => ReactNode;
  loading: ReactNode;
  error: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
  /** Called with a handler the app's query cache calls when any call says the session is gone. */
  onSessionLost?: (handler: () => void) => void;
}

/**
 * Asks StaffMe once on start (the HttpOnly cookie may hold a session); signed in, it keeps
 * the CSRF token in memory and provides the session; signed out, it shows the login form.
 */
export function SessionGate(props: SessionGateProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const signIn = useCallback((me: StaffMeResult) => {
    csrf.set(me.CsrfToken);
    setState({ kind: 'in', me });
  }, []);
  const signOut = useCallback(() => {
    csrf.set(null);
    queryClient.clear();
    setState({ kind: 'out' });
  }, [queryClient]);

  const check = useCallback(() => {
    setState({ kind: 'loading' });
    staffCall(StaffMe, {}).then(signIn, (error: unknown) => {
      if (isSessionLost(error)) setState({ kind: 'out' });
      else setState({ kind: 'error', error });
    });
  }, [signIn]);
  useEffect(check, [check]);
  const { onSessionLost } = props;
  useEffect(() => onSessionLost?.(signOut), [onSessionLost, signOut]);

  const session = useMemo<Session | null>(() => {
    if (state.kind !== 'in') return null;
    const permissions = new Set(state.me.Permissions);
    return {
      me: state.me,
      can: (p) => permissions.has(p),
      logout: async () => {
        await staffCall(StaffLogout, {}).catch(() => undefined);
        signOut();
      },
      logoutEverywhere: async () => {
        await staffCall(StaffLogoutEverywhere, {});
        signOut();
      },
    };
  }, [state, signOut]);

  if (state.kind === 'loading') return <>{props.loading}</>;
  if (state.kind === 'error') return <>{props.error(state.error, check)}</>;
  if (!session) return <>{props.login(signIn)}</>;
  return <SessionContext.Provider value={session}>{props.children}</SessionContext.Provider>;
}
