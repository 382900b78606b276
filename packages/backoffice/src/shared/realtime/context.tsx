import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { staffHub } from './staffHub';
import type { StaffHub } from './staffHub';

const HubContext = createContext<StaffHub | null>(null);

/** Gives screens a staff hub (tests pass their own; the app uses the shared connection). */
export function StaffHubProvider(props: { hub: StaffHub; children: ReactNode }) {
  return <HubContext.Provider value={props.hub}>{props.children}</HubContext.Provider>;
}

export function useStaffHub(): StaffHub {
  return useContext(HubContext) ?? staffHub();
}
