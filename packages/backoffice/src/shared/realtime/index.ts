export { createStaffHub, staffHub } from './staffHub';
export type { StaffEventArgs, StaffEventName, StaffHub } from './staffHub';
export { StaffHubProvider, useStaffHub } from './context';
