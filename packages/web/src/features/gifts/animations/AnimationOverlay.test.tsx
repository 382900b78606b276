import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../shared/i18n';
import { AnimationOverlay, STILL_CARD_MS } from './AnimationOverlay';
import { createAnimationQueue } from './animationQueue';

vi.mock('./svga', () => ({ playSvgaOnce: vi.fn(() => new Promise(() => undefined)) }));

/** matchMedia as a system with the given reduced-motion preference (jsdom has none). */
function mockReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const mq = {
    matches: reduce, media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', vi.fn(() => mq));
  return {
    set(next: boolean) {
      mq.matches = next;
      for (const l of listeners) l();
    },
  };
}

function mount() {
  const queue = createAnimationQueue({ effectsOn: () => true, setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) });
  render(<I18nextProvider i18n={createI18n('en')}><AnimationOverlay queue={queue} /></I18nextProvider>);
  return queue;
}

const gift = (title: string, nickname: string) => ({ type: 'gift' as const, svgaUrl: '/media/svga/supercar.svga', title, nickname, imageUrl: `/img/${title}.png` });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AnimationOverlay under prefers-reduced-motion', () => {
  it('shows a still card (image, name, sender) instead of the SVGA, then the queue moves on', async () => {
    mockReducedMotion(true);
    const queue = mount();
    act(() => queue.enqueue([gift('Supercar', 'Ann'), gift('Castle', 'Bo')]));
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.queryByTestId('gift-animation-stage')).toBeNull();
    const card = screen.getByTestId('gift-animation-still');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/img/Supercar.png');
    expect(card.textContent).toContain('Supercar');
    expect(screen.getByTestId('gift-animation-still-text').textContent).toBe('Ann sent Supercar');
    expect(screen.getByRole('status').textContent).toBe('Ann sent Supercar');
    // After the still time the next item shows, then the overlay empties.
    await act(async () => vi.advanceTimersByTime(STILL_CARD_MS + 10));
    expect(screen.getByTestId('gift-animation-still-text').textContent).toBe('Bo sent Castle');
    await act(async () => vi.advanceTimersByTime(STILL_CARD_MS + 10));
    expect(queue.getSnapshot()).toMatchObject({ playing: null, waiting: [] });
    expect(screen.getByTestId('gift-animation').getAttribute('data-playing')).toBeNull();
  });

  it('plays the SVGA without the preference, and switches to the still card when the system setting changes', async () => {
    const media = mockReducedMotion(false);
    const queue = mount();
    act(() => queue.enqueue([gift('Supercar', 'Ann')]));
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.getByTestId('gift-animation-stage')).toBeTruthy();
    expect(screen.queryByTestId('gift-animation-still')).toBeNull();
    act(() => media.set(true));
    expect(screen.getByTestId('gift-animation-still')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(STILL_CARD_MS));
    expect(queue.getSnapshot().playing).toBeNull();
  });
});
