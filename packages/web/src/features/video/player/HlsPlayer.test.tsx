import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_TIMEOUT_MS } from '@sideline/protocol';

// hls.js stands in as "unsupported" so the player uses the element directly (the jsdom video).
vi.mock('./loadHls', () => ({ loadHlsEngine: () => Promise.resolve({ startHls: () => null }) }));
import { HlsPlayer } from './HlsPlayer';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../shared/i18n';

function mount() {
  HTMLMediaElement.prototype.canPlayType = () => 'maybe';
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  const r = render(<I18nextProvider i18n={createI18n('en')}><HlsPlayer url="http://x/live.m3u8" /></I18nextProvider>);
  const video = r.getByTestId('hls-video');
  const player = r.container.querySelector('.player')!;
  return { video, player };
}

describe('HlsPlayer timer (spec section 4: loadstart → 40 s; canplaythrough clears it; loadeddata hides the spinner)', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('loadeddata hides the spinner but without canplaythrough the timeout still shows E102', async () => {
    const { video, player } = mount();
    await act(async () => { await Promise.resolve(); });
    act(() => { video.dispatchEvent(new Event('loadstart')); });
    act(() => { video.dispatchEvent(new Event('loadeddata')); });
    expect(player.getAttribute('data-player-status')).toBe('playing');
    act(() => { vi.advanceTimersByTime(PLAYER_TIMEOUT_MS); });
    expect(player.getAttribute('data-player-status')).toBe('error');
    // The error photo is its own chunk (lazyErrorPhoto.tsx).
    await act(async () => { await vi.dynamicImportSettled(); });
    await vi.waitFor(() => expect(player.textContent).toContain('E102'));
  });

  it('canplaythrough clears the timer; the `playing` event is not what clears it', async () => {
    const { video, player } = mount();
    await act(async () => { await Promise.resolve(); });
    act(() => { video.dispatchEvent(new Event('loadstart')); });
    act(() => { video.dispatchEvent(new Event('playing')); });
    expect(player.getAttribute('data-player-status')).toBe('loading');
    act(() => { video.dispatchEvent(new Event('canplaythrough')); });
    act(() => { vi.advanceTimersByTime(PLAYER_TIMEOUT_MS * 2); });
    expect(player.getAttribute('data-player-status')).toBe('playing');
  });
});
