import type { ReactNode } from 'react';
import type { StaffMeResult } from '@sideline/protocol';
import { SessionContext } from './session';

/** Test support: a signed-in session without the StaffMe round trip. */
export function TestSession(props: { me: StaffMeResult; children: ReactNode; onLogout?: () => void }) {
  const permissions = new Set(props.me.Permissions);
  return (
    <SessionContext.Provider value={{
      me: props.me,
      can: (p) => permissions.has(p),
      logout: async () => props.onLogout?.(),
      logoutEverywhere: async () => props.onLogout?.(),
    }}>
      {props.children}
    </SessionContext.Provider>
  );
}
