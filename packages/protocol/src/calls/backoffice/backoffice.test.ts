import { describe, expect, it } from 'vitest';
import { backofficeCalls, BACKOFFICE_API_PREFIX, ROLE_PERMISSIONS, STAFF_PERMISSIONS, roleHas } from './index';
import { allCalls } from '../index';

describe('back-office contract', () => {
  it('names and paths are unique and apart from the viewer calls', () => {
    const names = backofficeCalls.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = backofficeCalls.map((c) => `${c.method} ${c.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of backofficeCalls) {
      expect(c.path.startsWith(`${BACKOFFICE_API_PREFIX}/`), c.name).toBe(true);
      expect(allCalls.map((v) => v.name)).not.toContain(c.name);
    }
  });

  it('changes state only through POST, and audits every POST but logout', () => {
    for (const c of backofficeCalls) {
      if (c.audited) expect(c.method, c.name).toBe('POST');
      if (c.method === 'POST' && c.name !== 'StaffLogout') expect(c.audited, c.name).toBe(true);
    }
  });

  it('only login is public; staff management needs staff.manage, which only the owner holds', () => {
    expect(backofficeCalls.filter((c) => c.access === 'public').map((c) => c.name)).toEqual(['StaffLogin']);
    for (const c of backofficeCalls.filter((x) => ['AddStaff', 'EditStaff', 'DeleteStaff', 'SetStaffDisabled'].includes(x.name))) {
      expect(c.access).toBe('staff.manage');
    }
    expect(Object.entries(ROLE_PERMISSIONS).filter(([, p]) => p.includes('staff.manage')).map(([r]) => r)).toEqual(['owner']);
    expect(ROLE_PERMISSIONS.owner).toEqual(STAFF_PERMISSIONS);
    expect(roleHas('viewer', 'chat.moderate')).toBe(false);
  });

  it('refuses a mute without a reason or without an amount for days/hours', async () => {
    const { MutePlayer } = await import('./rooms');
    expect(MutePlayer.request.safeParse({ CustomerId: 1, Reason: ' ', Duration: 'forever' }).success).toBe(false);
    expect(MutePlayer.request.safeParse({ CustomerId: 1, Reason: 'spam', Duration: 'hours' }).success).toBe(false);
    expect(MutePlayer.request.safeParse({ CustomerId: 1, Reason: 'spam', Duration: 'days', Amount: 3 }).success).toBe(true);
    expect(MutePlayer.request.safeParse({ CustomerId: 1, Reason: 'spam', Duration: 'forever' }).success).toBe(true);
  });
});
