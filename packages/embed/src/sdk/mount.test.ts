// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeWidgetData } from './encode';
import { mountWidget } from './mount';
import type { MountOptions } from './types';

const WIDGET = 'https://widget.example';

function setup(extra: Partial<MountOptions> = {}) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const handle = mountWidget({
    container, widgetOrigin: WIDGET, route: '/licensee', title: 'Live chat',
    data: { Token: 'tok', MatchId: 1, UserLanguage: 'vn' }, ...extra,
  });
  const child = handle.iframe.contentWindow as Window;
  const post = vi.spyOn(child, 'postMessage').mockImplementation(() => undefined);
  return { container, handle, child, post };
}

function deliver(data: unknown, origin: string, source: MessageEventSource | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountWidget', () => {
  it('creates an accessible iframe with the encoded data and SmartUrl set to the host origin', () => {
    const { container, handle } = setup();
    const { iframe } = handle;
    expect(iframe.parentElement).toBe(container);
    expect(iframe.title).toBe('Live chat');
    expect(iframe.getAttribute('allow')).toBe('autoplay; clipboard-write');
    expect(iframe.getAttribute('sandbox')?.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-popups-to-escape-sandbox']));
    const url = new URL(iframe.src);
    expect(url.origin + url.pathname).toBe(`${WIDGET}/licensee`);
    expect(decodeWidgetData(url.searchParams.get('data') ?? '')).toEqual({
      Token: 'tok', MatchId: 1, UserLanguage: 'vn', SmartUrl: window.location.origin,
    });
  });

  it('adds no default sandbox for a widget on the host origin (it could lift it itself)', () => {
    const { handle } = setup({ widgetOrigin: window.location.origin });
    expect(handle.iframe.hasAttribute('sandbox')).toBe(false);
  });

  it('can drop the sandbox and override allow', () => {
    const { handle } = setup({ sandbox: false, allow: 'autoplay' });
    expect(handle.iframe.hasAttribute('sandbox')).toBe(false);
    expect(handle.iframe.getAttribute('allow')).toBe('autoplay');
  });

  it('refuses "*" as widget origin', () => {
    expect(() => setup({ widgetOrigin: '*' })).toThrow(/widgetOrigin/);
  });

  it('delivers a valid message from the widget frame to typed and catch-all handlers', () => {
    const { handle, child } = setup();
    const wheel = vi.fn();
    const all = vi.fn();
    handle.on('IsOpenWheel', wheel);
    handle.onAny(all);
    deliver({ type: 'IsOpenWheel', payload: { IsOpen: 1 } }, WIDGET, child);
    expect(wheel).toHaveBeenCalledWith({ IsOpen: 1 }, { type: 'IsOpenWheel', payload: { IsOpen: 1 } });
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from a foreign origin, another window, or of an unknown shape', () => {
    const { handle, child } = setup();
    const all = vi.fn();
    handle.onAny(all);
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    deliver({ type: 'WantToLogin', payload: {} }, 'https://evil.example', child);
    deliver({ type: 'WantToLogin', payload: {} }, WIDGET, other.contentWindow);
    deliver({ type: 'WantToLogin', payload: {} }, WIDGET, window);
    deliver({ type: 'WantToLogin', payload: {} }, WIDGET, null);
    deliver({ type: 'NotAMessage', payload: {} }, WIDGET, child);
    deliver({ type: 'WantToLogin', payload: 'x' }, WIDGET, child);
    deliver('WantToLogin', WIDGET, child);
    expect(all).not.toHaveBeenCalled();
    deliver({ type: 'WantToLogin' }, WIDGET, child);
    expect(all).toHaveBeenCalledWith({ type: 'WantToLogin', payload: {} });
  });

  it('a throwing handler does not stop the others', () => {
    const { handle, child } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    handle.on('WantToLogin', () => { throw new Error('boom'); });
    handle.on('WantToLogin', second);
    deliver({ type: 'WantToLogin', payload: {} }, WIDGET, child);
    expect(second).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });

  it('unsubscribe stops one handler', () => {
    const { handle, child } = setup();
    const h = vi.fn();
    const off = handle.on('InitFinished', h);
    off();
    deliver({ type: 'InitFinished', payload: {} }, WIDGET, child);
    expect(h).not.toHaveBeenCalled();
  });

  it('posts only to the widget origin, never "*", queueing until the frame has loaded', () => {
    const { handle, post } = setup();
    handle.send('UpdateBalance', {});
    expect(post).not.toHaveBeenCalled();
    handle.iframe.dispatchEvent(new Event('load'));
    handle.send('BroadcastVoice', { voiceToggle: 0 });
    expect(post.mock.calls).toEqual([
      [{ type: 'UpdateBalance', payload: {} }, WIDGET],
      [{ type: 'BroadcastVoice', payload: { voiceToggle: 0 } }, WIDGET],
    ]);
    for (const call of post.mock.calls) expect(call[1]).not.toBe('*');
  });

  it('setPlayerGamblingState posts the PlayerGamblingState host message to the widget origin', () => {
    const { handle, post } = setup();
    handle.iframe.dispatchEvent(new Event('load'));
    handle.setPlayerGamblingState({ SelfExcluded: true, TimedOutUntil: null });
    expect(post.mock.calls).toEqual([[{ type: 'PlayerGamblingState', payload: { SelfExcluded: true, TimedOutUntil: null } }, WIDGET]]);
  });

  it('update re-navigates with new data and keeps or changes the route', () => {
    const { handle } = setup();
    handle.update({ Token: 'tok2', MatchId: 9, UserLanguage: 'en' });
    let url = new URL(handle.iframe.src);
    expect(url.pathname).toBe('/licensee');
    expect(decodeWidgetData(url.searchParams.get('data') ?? '')).toMatchObject({ Token: 'tok2', MatchId: 9 });
    handle.update({ Token: 'tok2', MatchId: 3, UserLanguage: 'en' }, '/broadcastplugin');
    url = new URL(handle.iframe.src);
    expect(url.pathname).toBe('/broadcastplugin');
  });

  it('destroy removes the iframe and the message listener', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { handle, child } = setup();
    const h = vi.fn();
    handle.onAny(h);
    handle.destroy();
    expect(handle.iframe.isConnected).toBe(false);
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
    deliver({ type: 'InitFinished', payload: {} }, WIDGET, child);
    expect(h).not.toHaveBeenCalled();
    expect(() => handle.send('UpdateBalance', {})).toThrow(/destroyed/);
    expect(() => handle.destroy()).not.toThrow();
  });
});
