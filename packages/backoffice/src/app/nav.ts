import { StaffPermission } from '@sideline/protocol';
import type { NavItem } from '../features/shell';

/** The screens in the navigation, with what each needs (spec "admin screens listed in the text"). */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/rooms', label: 'nav-rooms', permission: StaffPermission.Read },
  { path: '/players', label: 'nav-players', permission: StaffPermission.Read },
  { path: '/mask-words', label: 'nav-mask-words', permission: StaffPermission.Read },
  { path: '/trading', label: 'nav-trading', permission: StaffPermission.Read },
  { path: '/sites', label: 'nav-sites', permission: StaffPermission.Read },
  { path: '/events', label: 'nav-events', permission: StaffPermission.Read },
  { path: '/streamers', label: 'nav-streamers', permission: StaffPermission.Read },
  { path: '/broadcasters', label: 'nav-broadcasters', permission: StaffPermission.Read },
  { path: '/referral-codes', label: 'nav-referral-codes', permission: StaffPermission.Read },
  { path: '/reports', label: 'nav-reports', permission: StaffPermission.ReadReports },
  { path: '/staff', label: 'nav-staff', permission: StaffPermission.ManageStaff },
  { path: '/audit', label: 'nav-audit', permission: StaffPermission.ReadAudit },
  { path: '/posts', label: 'nav-posts', permission: StaffPermission.Read },
  { path: '/gifts', label: 'nav-gifts', permission: StaffPermission.Read },
  { path: '/lucky-boxes', label: 'nav-lucky-boxes', permission: StaffPermission.Read },
  { path: '/banners', label: 'nav-banners', permission: StaffPermission.Read },
  { path: '/campaigns', label: 'nav-campaigns', permission: StaffPermission.Read },
];
