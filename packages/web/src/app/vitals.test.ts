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
    expect(sent).toEqual([{ Route: '/streamingplugin', LCP: null, CLS: 0, INP: null, FirstChatLine: null }]);
    stop();
    hide();
    expect(sent).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
