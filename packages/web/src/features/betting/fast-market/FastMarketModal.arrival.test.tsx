import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { OddsType } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { initialConnection } from './connectionMachine';
import type { FastMarket, FastMarketSnapshot } from './fastMarket';
import { FastMarketModal } from './FastMarketModal';
import { seenRounds } from './seenRounds';

/** A fast market whose snapshot the test sets (the modal reads only the snapshot and closeModal). */
function fakeMarket(marketId: number) {
  let snap = {
    connection: initialConnection, hidden: false, history: [], settlements: { current: null, queue: [] },
    markets: { markets: [{ marketId, betTypeName: 'Next goal', selections: [] }] },
    modal: { open: false, hiddenForSession: false },
  } as unknown as FastMarketSnapshot;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<FastMarketSnapshot>) => { snap = { ...snap, ...patch }; listeners.forEach((l) => l()); };
  const fm = {
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    getSnapshot: () => snap,
    closeModal: () => set({ modal: { ...snap.modal, open: false } }),
  } as unknown as FastMarket;
  return { fm, openByItself: () => set({ modal: { open: true, hiddenForSession: false, byItself: true } }), openByMember: () => set({ modal: { open: true, hiddenForSession: false, byItself: false } }) };
}

const mount = (fm: FastMarket) => render(
  <I18nextProvider i18n={createI18n('en')}>
    <FastMarketModal fastMarket={fm} oddsType={OddsType.DEC} onPick={() => undefined} />
  </I18nextProvider>,
);

describe('the fast-market modal on arrival', () => {
  it('opens by itself once per round: after a reload it stays closed for that round, the member can still open it', () => {
    const first = fakeMarket(4242);
    const view = mount(first.fm);
    act(() => first.openByItself());
    expect(screen.getByTestId('fast-market')).toBeTruthy();
    expect(seenRounds.has(4242)).toBe(true);
    view.unmount();

    // A reload: the same round opens the modal by itself again; it stays closed.
    const again = fakeMarket(4242);
    const reloaded = mount(again.fm);
    act(() => again.openByItself());
    expect(screen.queryByTestId('fast-market')).toBeNull();
    expect(again.fm.getSnapshot().modal.open).toBe(false);
    act(() => again.openByMember());
    expect(screen.getByTestId('fast-market')).toBeTruthy();
    reloaded.unmount();

    // A new round opens it by itself.
    const next = fakeMarket(4243);
    mount(next.fm);
    act(() => next.openByItself());
    expect(screen.getByTestId('fast-market')).toBeTruthy();
  });
});
