import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Link, Router } from 'wouter';
import { leaveGuard, useLeaveWarning } from '../shared/forms';
import { guardedLocation } from './router';

function DirtyForm(props: { dirty: boolean }) {
  useLeaveWarning(props.dirty);
  return null;
}

describe('guardedLocation (leave warning on in-app navigation)', () => {
  it('asks before leaving a form with unsaved changes, and stays when the answer is no', () => {
    window.history.replaceState(null, '', '/backoffice/staff');
    const ask = vi.fn().mockReturnValue(false);
    const hook = guardedLocation(() => 'Leave?', ask);
    const view = render(<Router base="/backoffice" hook={hook}><DirtyForm dirty /><Link href="/audit">audit</Link></Router>);
    act(() => screen.getByText('audit').click());
    expect(ask).toHaveBeenCalledWith('Leave?');
    expect(window.location.pathname).toBe('/backoffice/staff');
    ask.mockReturnValue(true);
    act(() => screen.getByText('audit').click());
    expect(window.location.pathname).toBe('/backoffice/audit');
    view.unmount();
  });

  it('navigates without asking when nothing is unsaved; beforeunload is held only while dirty', () => {
    window.history.replaceState(null, '', '/backoffice/staff');
    const ask = vi.fn();
    const view = render(<Router base="/backoffice" hook={guardedLocation(() => 'Leave?', ask)}><DirtyForm dirty={false} /><Link href="/rooms">rooms</Link></Router>);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    act(() => screen.getByText('rooms').click());
    expect(ask).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/backoffice/rooms');
    view.rerender(<Router base="/backoffice" hook={guardedLocation(() => 'Leave?', ask)}><DirtyForm dirty /><Link href="/rooms">rooms</Link></Router>);
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    expect(leaveGuard.isDirty()).toBe(true);
  });
});
