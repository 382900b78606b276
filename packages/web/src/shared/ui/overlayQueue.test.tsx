import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOverlayQueue, useOverlayTurn } from './overlayQueue';
import type { OverlayQueue } from './overlayQueue';

describe('the overlay queue', () => {
  it('lets a waiting overlay show only when no first overlay and no earlier waiting one asks', () => {
    const q = createOverlayQueue();
    q.request('market', 'waits');
    expect(q.mayShow('market')).toBe(true);
    q.request('tutorial', 'first');
    expect(q.mayShow('tutorial')).toBe(true);
    expect(q.mayShow('market')).toBe(false);
    q.release('tutorial');
    expect(q.mayShow('market')).toBe(true);
    q.request('feedback', 'waits');
    expect(q.mayShow('feedback')).toBe(false);
    q.release('market');
    expect(q.mayShow('feedback')).toBe(true);
    expect(q.mayShow('gone')).toBe(false);
  });

  it('steps a shown fast market back while the tutorial is up, and brings it back after', () => {
    const q: OverlayQueue = createOverlayQueue();
    function Overlay(props: { name: string; wanted: boolean; kind: 'first' | 'waits' }) {
      const shown = useOverlayTurn(props.wanted, props.kind, q);
      return shown ? <div role="dialog" aria-label={props.name} /> : null;
    }
    const page = (tutorial: boolean) => (
      <>
        <Overlay name="fast market" wanted kind="waits" />
        <Overlay name="tutorial" wanted={tutorial} kind="first" />
      </>
    );
    const { rerender } = render(page(false));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['fast market']);
    act(() => rerender(page(true)));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['tutorial']);
    act(() => rerender(page(false)));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['fast market']);
  });

  it('never shows the fast market over the tutorial when both want the screen from the start', () => {
    const q: OverlayQueue = createOverlayQueue();
    function Overlay(props: { name: string; kind: 'first' | 'waits' }) {
      return useOverlayTurn(true, props.kind, q) ? <div role="dialog" aria-label={props.name} /> : null;
    }
    render(<><Overlay name="fast market" kind="waits" /><Overlay name="tutorial" kind="first" /></>);
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['tutorial']);
  });
});
