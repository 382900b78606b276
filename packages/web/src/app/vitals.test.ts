import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetVitals } from '@sideline/protocol';
import { watchVitals } from './vitals';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchVitals', () => {
  it('reports once the first chat line is drawn, with the time it took and the route', async () => {
    const sent: WidgetVitals[] = [];
    const stop = watchVitals({ route: () => '/licensee', send: (v) => sent.push(v), now: () => 812.4 });
    expect(sent).toEqual([]);
    const row = document.createElement('li');
    row.className = 'chat-row';
    document.body.append(row);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ Route: '/licensee', FirstChatLine: 812, CLS: 0 });
    // A second line is not a second report.
    document.body.append(row.cloneNode());
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    stop();
  });

  it('reports again when the page is hidden, and not after it stopped', () => {
    const sent: WidgetVitals[] = [];
    const stop = watchVitals({ route: () => '/streamingplugin', send: (v) => sent.push(v) });
    const hide = () => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    hide();
    expect(sent).toEqual([{ Route: '/streamingplugin', LCP: null, CLS: 0, INP: null, FirstChatLine: null, FirstChatPreview: null }]);
    stop();
    hide();
    expect(sent).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it("reports when the server's preview of the room painted: the page's first contentful paint, only when it had lines", async () => {
    // The browser's paint entries (jsdom has none): first paint, then first contentful paint.
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
      observe(init: { type: string }) {
        if (init.type === 'paint') this.callback({ getEntries: () => [{ name: 'first-paint', startTime: 301.2 }, { name: 'first-contentful-paint', startTime: 318.7 }] });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      const withPreview: WidgetVitals[] = [];
      document.body.innerHTML = '<div id="sideline-chat-preview"><ol><li class="chat-preview__row">hi</li></ol></div>';
      const stop = watchVitals({ route: () => '/licensee', send: (v) => withPreview.push(v), now: () => 2_400 });
      document.body.innerHTML = '<li class="chat-row">hi</li>';
      await vi.waitFor(() => expect(withPreview).toHaveLength(1));
      expect(withPreview[0]).toMatchObject({ FirstChatPreview: 319, FirstChatLine: 2_400 });
      stop();
      // A page without the preview's lines reports none.
      const without: WidgetVitals[] = [];
      const stopAgain = watchVitals({ route: () => '/licensee', send: (v) => without.push(v), now: () => 2_400 });
      await vi.waitFor(() => expect(without).toHaveLength(1));
      expect(without[0]).toMatchObject({ FirstChatPreview: null });
      stopAgain();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
