import { describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX } from '@sideline/protocol';
import { createAnalytics } from './analytics';
import type { AnalyticsDeps, SendMode } from './analytics';
import { featureOfCall } from './callFeatures';
import { startAnalytics } from './start';

function setup(over: Partial<AnalyticsDeps> = {}) {
  const sent: { body: { Token?: string; Events: unknown[] }; mode: SendMode }[] = [];
  const timers = new Map<number, () => void>();
  let nextId = 1;
  let token: string | null = 'tok-1';
  let path = '/licensee';
  const a = createAnalytics({
    send: (body, mode) => sent.push({ body: JSON.parse(body), mode }),
    token: () => token,
    path: () => path,
    doNotTrack: () => false,
    setTimeout: (cb) => {
      const id = nextId++;
      timers.set(id, cb);
      return id;
    },
    clearTimeout: (h) => timers.delete(h as number),
    ...over,
  });
  const fire = () => {
    const due = [...timers.entries()];
    timers.clear();
    for (const [, cb] of due) cb();
  };
  return { a, sent, fire, timers, setToken: (t: string | null) => (token = t), setPath: (p: string) => (path = p) };
}

describe('createAnalytics', () => {
  it('batches page views and feature uses into one send after the wait, with the token', () => {
    const { a, sent, fire, timers } = setup();
    a.pageView('/licensee');
    a.feature('gift-sent');
    expect(sent).toEqual([]);
    expect(timers.size).toBe(1);
    fire();
    expect(sent).toEqual([{ mode: 'fetch', body: { Token: 'tok-1', Events: [
      { Kind: 'PageView', Route: '/licensee' }, { Kind: 'Feature', Name: 'gift-sent', Route: '/licensee' },
    ] } }]);
    expect(a.pending()).toBe(0);
  });

  it('sends at once when the batch is full, and by beacon on page hide', () => {
    const { a, sent } = setup();
    for (let i = 0; i < ANALYTICS_BATCH_MAX; i++) a.feature('chat-sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.Events).toHaveLength(ANALYTICS_BATCH_MAX);
    a.pageView('/streamingplugin');
    a.flush('beacon');
    expect(sent[1]).toMatchObject({ mode: 'beacon', body: { Events: [{ Kind: 'PageView', Route: '/streamingplugin' }] } });
    a.flush('beacon');
    expect(sent).toHaveLength(2);
  });

  it('a token change closes the batch of the previous token; no token sends none', () => {
    const { a, sent, setToken } = setup();
    a.pageView('/licensee');
    setToken(null);
    a.pageView('/licensee');
    a.flush();
    expect(sent.map((s) => s.body.Token ?? null)).toEqual(['tok-1', null]);
    expect(sent[1]!.body).not.toHaveProperty('Token');
  });

  it.each(['/adminpage', '/adminpage/gifts', '/login', '/AgoraLiveStreaming', '/maintenance', '/MaintenancePage', '/LicenseeMaintenance'])(
    'sends nothing for the excluded path %s (page views and feature uses there)', (path) => {
      const { a, sent, setPath } = setup();
      setPath(path);
      a.pageView(path);
      a.feature('language-changed');
      a.flush();
      expect(sent).toEqual([]);
    },
  );

  it('honours Do-Not-Track, refuses query strings and malformed names', () => {
    const dnt = setup({ doNotTrack: () => true });
    dnt.a.pageView('/licensee');
    dnt.a.flush();
    expect(dnt.sent).toEqual([]);
    const { a, sent } = setup();
    a.pageView('/licensee?data=secret');
    a.feature('Not A Name');
    a.flush();
    expect(sent).toEqual([]);
  });

  it('a failing send loses the batch but never throws', () => {
    const { a } = setup({ send: () => { throw new Error('offline'); } });
    a.pageView('/licensee');
    expect(() => a.flush()).not.toThrow();
    expect(a.pending()).toBe(0);
  });
});

describe('startAnalytics', () => {
  it('counts the first page, each path change (not query changes), language switches, and flushes on page hide', () => {
    const { a, sent } = setup();
    let listener: ((s: { location: { pathname: string } }) => void) | null = null;
    const router = { state: { location: { pathname: '/licensee' } }, subscribe: (fn: typeof listener) => { listener = fn; return () => { listener = null; }; } };
    const langs = new Set<(l: string) => void>();
    const i18n = { language: 'en', on: (_e: 'languageChanged', fn: (l: string) => void) => langs.add(fn), off: (_e: 'languageChanged', fn: (l: string) => void) => langs.delete(fn) };
    const events = new EventTarget();
    const stop = startAnalytics(a, { router, i18n, target: events as unknown as Window });
    listener!({ location: { pathname: '/licensee' } });
    listener!({ location: { pathname: '/streamertopicpage' } });
    for (const fn of langs) fn('en');
    for (const fn of langs) fn('vn');
    events.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ mode: 'beacon', body: { Events: [
      { Kind: 'PageView', Route: '/licensee' }, { Kind: 'PageView', Route: '/streamertopicpage' }, { Kind: 'Feature', Name: 'language-changed' },
    ] } });
    stop();
    expect(listener).toBeNull();
    expect(langs.size).toBe(0);
  });
});

describe('featureOfCall', () => {
  it.each([
    ['SendGift', {}, 200, 'gift-sent'],
    ['PlaceBet', {}, 200, 'bet-placed'],
    ['SpinWheel', {}, 200, 'wheel-spun'],
    ['MessagePush', { Type: 1 }, 200, 'chat-sent'],
    ['MessagePush', { Type: 8 }, 200, 'sticker-sent'],
    ['EntertainmentMessagePush', { Type: 10 }, 200, 'ticket-shared'],
    ['PurchaseLuckyBox', {}, 200, 'lucky-box-bought'],
    ['SendGift', {}, 400, null],
    ['GetGiftInfo', {}, 200, null],
  ] as [string, unknown, number, string | null][])('%s %j code %i → %s', (name, request, code, want) => {
    expect(featureOfCall(name, request, code)).toBe(want);
  });
});
