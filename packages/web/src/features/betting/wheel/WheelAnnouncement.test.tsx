import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../shared/i18n';
import type { Wheel, WheelSnapshot } from './wheel';
import { initialWheelState } from './wheelMachine';
import { WheelAnnouncement } from './WheelAnnouncement';

function fakeWheel() {
  let snap = { ...initialWheelState, info: null, supported: null } as WheelSnapshot;
  const listeners = new Set<() => void>();
  const wheel = {
    subscribe: (l: () => void) => { listeners.add(l); return () => listeners.delete(l); },
    getSnapshot: () => snap,
  } as unknown as Wheel;
  const set = (patch: Partial<WheelSnapshot>) => { snap = { ...snap, ...patch }; for (const l of listeners) l(); };
  return { wheel, set };
}

describe('WheelAnnouncement (issue 16 item 25)', () => {
  it('shows the 2 s wheel-on animation without the wheel drawer, and goes when it ends', () => {
    const { wheel, set } = fakeWheel();
    render(<I18nextProvider i18n={createI18n('en')}><WheelAnnouncement wheel={wheel} /></I18nextProvider>);
    expect(screen.queryByTestId('wheel-announce')).toBeNull();
    act(() => set({ isOn: true, announcing: true }));
    expect(screen.getByTestId('wheel-announce').textContent).toContain('Prize wheel');
    act(() => set({ announcing: false }));
    expect(screen.queryByTestId('wheel-announce')).toBeNull();
  });
});
