// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../shared/i18n';
import { chatSettings } from '../../shell';
import { CONTROLS_HIDE_MS, VideoControls } from './VideoControls';
import { publishQuality } from './quality';
import type { QualityState } from './quality';

function Player(props: { live?: boolean; volume?: boolean; matchId?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(1);
  return (
    <div ref={box} data-testid="box">
      <video />
      <VideoControls box={box} muted={muted} onToggleMute={() => setMuted((m) => !m)} live={props.live ?? true} pip matchId={props.matchId}
        {...(props.volume === false ? {} : { volume, onVolume: setVolume })} />
    </div>
  );
}
const renderPlayer = (props: { live?: boolean; volume?: boolean; matchId?: number } = {}, lang: 'en' | 'cn' = 'en') =>
  render(<I18nextProvider i18n={createI18n(lang)}><Player {...props} /></I18nextProvider>);

describe('video controls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('shows LIVE, mute, volume, bullet chat, picture in picture and full screen, each with its name', () => {
    renderPlayer();
    const bar = screen.getByRole('toolbar', { name: 'Video controls' });
    expect(bar.textContent).toContain('LIVE');
    expect(screen.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /chat on video/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Picture in picture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('names the controls in the viewer\'s language, and leaves LIVE and the slider out when they do not apply', () => {
    renderPlayer({ live: false, volume: false }, 'cn');
    expect(screen.queryByTestId('video-live')).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy();
  });

  it('mute follows the button; the slider unmutes and sets the volume', () => {
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(screen.getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '40' } });
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('40');
  });

  it('turns bullet chat off and on through the chat settings', () => {
    chatSettings.getState().setBulletChat(true);
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Hide chat on video' }));
    expect(chatSettings.getState().bulletChat).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show chat on video' }));
    expect(chatSettings.getState().bulletChat).toBe(true);
  });

  it('hides 3 s after the last pointer movement, comes back on movement, and stays while a control has the focus', () => {
    renderPlayer();
    const bar = screen.getByTestId('video-controls');
    act(() => { vi.advanceTimersByTime(CONTROLS_HIDE_MS); });
    expect(bar.dataset.shown).toBe('false');
    fireEvent.pointerMove(screen.getByTestId('box'));
    expect(bar.dataset.shown).toBe('true');
    act(() => { vi.advanceTimersByTime(CONTROLS_HIDE_MS - 100); });
    expect(bar.dataset.shown).toBe('true');
    screen.getByRole('button', { name: 'Full screen' }).focus();
    act(() => { vi.advanceTimersByTime(CONTROLS_HIDE_MS * 2); });
    expect(bar.dataset.shown).toBe('true');
  });

  it("shows how many watch the match beside LIVE (GET /GetRoomViewers), and nothing before it knows", async () => {
    vi.useRealTimers();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ Code: 200, Result: { Viewers: 1280 }, Error: null }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderPlayer({ matchId: 51230001 });
      expect(screen.queryByTestId('video-viewers')).toBeNull();
      expect((await screen.findByTestId('video-viewers')).textContent).toBe('1,280 watching');
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/GetRoomViewers?MatchId=51230001');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks the browser for full screen on the player box', () => {
    renderPlayer();
    const box = screen.getByTestId('box');
    const request = vi.fn(() => Promise.resolve());
    box.requestFullscreen = request;
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('the quality menu', () => {
  /** What hls.js would publish for a 240p + 360p master: Auto playing 240p; choose() as the player does it. */
  function fakeQuality(video: HTMLVideoElement, heights = [240, 360]) {
    const chosen: number[] = [];
    let state: QualityState;
    const publish = (auto: boolean, playing: number) => {
      state = { levels: heights.map((height, index) => ({ index, height, label: `${height}p` })), auto, playing, choose: (i) => { chosen.push(i); publish(i < 0, i < 0 ? playing : i); } };
      act(() => publishQuality(video, state));
    };
    publish(true, 0);
    return { chosen, switchTo: (playing: number) => publish(state.auto, playing) };
  }
  const video = () => screen.getByTestId('box').querySelector('video')!;

  it('is not there without levels, nor with one level', () => {
    renderPlayer();
    expect(screen.queryByTestId('video-quality')).toBeNull();
    fakeQuality(video(), [240]);
    expect(screen.queryByTestId('video-quality')).toBeNull();
  });

  it('names the level Auto plays, lists Auto and each level as radio items, and picks one by click', () => {
    renderPlayer();
    const q = fakeQuality(video());
    const button = screen.getByRole('button', { name: 'Quality: Auto (240p)' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Quality' });
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => [i.textContent, i.getAttribute('aria-checked')])).toEqual([['Auto (240p)', 'true'], ['360p', 'false'], ['240p', 'false']]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.click(screen.getByRole('menuitemradio', { name: '360p' }));
    expect(q.chosen).toEqual([1]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quality: 360p' }));
  });

  it('follows the level hls.js switches to while on Auto', () => {
    renderPlayer();
    const q = fakeQuality(video());
    q.switchTo(1);
    expect(screen.getByRole('button', { name: 'Quality: Auto (360p)' })).toBeTruthy();
  });

  it('works from the keyboard: arrows move, Enter picks, Escape closes and gives the focus back', () => {
    renderPlayer();
    const q = fakeQuality(video());
    const button = screen.getByTestId('video-quality');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const items = screen.getAllByRole('menuitemradio');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(q.chosen).toEqual([]);
    fireEvent.click(button);
    fireEvent.keyDown(screen.getAllByRole('menuitemradio')[0], { key: 'Home' });
    fireEvent.click(document.activeElement!);
    expect(q.chosen).toEqual([-1]);
  });

  it('closes on a press outside, and goes when the player withdraws its levels', () => {
    renderPlayer();
    fakeQuality(video());
    fireEvent.click(screen.getByTestId('video-quality'));
    fireEvent.pointerDown(screen.getByTestId('box'));
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => publishQuality(video(), null));
    expect(screen.queryByTestId('video-quality')).toBeNull();
  });

  it('speaks the viewer\'s language', () => {
    renderPlayer({}, 'cn');
    fakeQuality(video());
    fireEvent.click(screen.getByRole('button', { name: '画质: 自动 (240p)' }));
    expect(screen.getByRole('menu', { name: '画质' })).toBeTruthy();
  });
});
