import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { TranslationKey } from '../shared/i18n/locales/en';
import { encodeDataParam } from '../shared/data-param';
import { LOCALES } from '../shared/i18n';
import type { RouteObject } from '../shared/navigation';
import { PROVIDER_PLAYER_ROUTES, WIDGET_ROUTES } from '@sideline/protocol';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from '../shared/navigation';
import { createI18n } from '../shared/i18n';
import { App } from './App';
import { routes } from './routes';
import { renderApp } from './testing';

const host = vi.hoisted(() => ({ postMessage: vi.fn() }));
vi.mock('../shared/host/hostWindow', () => ({ hostWindow: () => host }));

type FetchAnswer = { status: number; body?: unknown };

/** The frame's toolbar is there once the token is verified (pages with the chatroom keep the rules panel closed). */
function findToolbarButton(key: TranslationKey, lang: keyof typeof LOCALES = 'en') {
  return screen.findByRole('button', { name: LOCALES[lang][key] });
}
let answers: FetchAnswer[];
/** A hub's negotiate request (not an API call). */
const isNegotiate = (url: unknown) => /\/negotiate(\?|$)/.test(String(url));
/**
 * The API answers in the order queued. A hub's negotiate (a page's live connection, or one an
 * earlier test left retrying) is refused without taking one: it took a queued GetStreaming answer
 * on a busy machine.
 */
const answerInOrder = async (url: string, _init?: RequestInit) => {
  if (isNegotiate(url)) throw new TypeError('fetch failed (no hub in this test)');
  const a = answers.shift() ?? { status: 200, body: { Code: 200, Result: { IsUserLogin: false }, Error: null } };
  return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status });
};
const fetchMock = vi.fn(answerInOrder);
/** The API calls made (a hub's negotiate left out). */
const apiCalls = () => fetchMock.mock.calls.filter(([u]) => !isNegotiate(u));

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  host.postMessage.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const good = encodeDataParam({ Token: 'tok', MatchId: 7, UserLanguage: 'en', hostOrigin: 'https://host.example' });
const verified = (IsUserLogin: boolean): FetchAnswer => ({ status: 200, body: { Code: 200, Result: { IsUserLogin }, Error: null } });

describe('the first render', () => {
  it('draws a page whose chunk is in within the first render, without suspending (React would hold it back up to 300 ms)', () => {
    // testing.tsx loaded every page's chunk, and no test before this one (the file's first) drew
    // the timer page. Outside act(), as in the browser: a lazy page would commit its empty
    // fallback here and draw only once a promise settled.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      const router = createMemoryRouter(routes, { initialEntries: ['/TimerTest'] });
      flushSync(() => root.render(<App router={router as never} i18n={createI18n('en')} queryClient={new QueryClient()} />));
      expect(host.querySelector('h1')?.textContent).toBe(LOCALES.en['timer-test']);
    } finally {
      flushSync(() => root.unmount());
      host.remove();
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe('token-required plugin routes', () => {
  const paths = ['/licensee', '/streamingplugin', '/entertainmentplugin', '/creditplugin'];

  it.each(paths)('%s without data goes to /NotFoundPage', async (path) => {
    const { router, container } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/NotFoundPage'));
    expect(container.innerHTML).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['bad base64', '%%%'],
    ['bad JSON', btoa('{"Token":')],
    ['no token', encodeDataParam({ MatchId: 1 })],
    ['wrong type', encodeDataParam({ Token: 'x', MatchId: 'abc' })],
  ])('a %s data parameter goes to /NotFoundPage', async (_name, raw) => {
    const { router } = renderApp(`/licensee?data=${encodeURIComponent(raw)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/NotFoundPage'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(paths)('%s verifies the token and shows the frame', async (path) => {
    answers = [verified(true)];
    renderApp(`${path}?data=${encodeURIComponent(good)}`);
    const rules = await findToolbarButton('chat-rules');
    if (rules.getAttribute('aria-expanded') === 'false') act(() => rules.click());
    const heading = await screen.findByRole('heading', { name: LOCALES.en['chat-rules'] });
    const [url, init] = apiCalls()[0]!;
    expect(url).toBe('/VerifyLicenseeToken');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ Token: 'tok' });
    expect((init?.headers as Record<string, string>).Token).toBe('tok');
    expect((init?.headers as Record<string, string>).MatchId).toBe('7');
    expect(heading.parentElement?.querySelectorAll('li')).toHaveLength(5);
  });

  it("/creditplugin's chat is the programme's room (issue 16 item 28): entertainment config and status, never the match calls", async () => {
    const byPath: Record<string, unknown> = {
      '/VerifyLicenseeToken': { IsUserLogin: false },
      '/CheckSiteGroup': { GroupName: 'Licensee1' },
      '/FeatureSetting/GetBatchFeatureSetting': { Data: { EnabledBlockAndReport: false } },
    };
    fetchMock.mockImplementation(async (url: string) => {
      const path = url.split('?')[0];
      const Result = byPath[path] ?? { IsUserLogin: false };
      return new Response(JSON.stringify({ Code: 200, Result, Error: null }), { status: 200 });
    });
    try {
      renderApp(`/creditplugin?data=${encodeURIComponent(good)}`);
      const paths = () => fetchMock.mock.calls.map(([u]) => String(u).split('?')[0]);
      await waitFor(() => expect(paths()).toContain('/Entertainment/Message/GetConfig'));
      expect(paths()).not.toContain('/GetConfig');
      expect(paths()).not.toContain('/CheckMatchStatus');
    } finally {
      fetchMock.mockReset();
      fetchMock.mockImplementation(answerInOrder);
    }
  });

  it('shows a loading state while verifying, then the login prompt for a logged-out viewer', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (release = r)));
    renderApp(`/creditplugin?data=${encodeURIComponent(good)}`);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', LOCALES.en.loading);
    await act(async () => release(new Response(JSON.stringify(verified(false).body), { status: 200 })));
    const [login] = await screen.findAllByRole('button', { name: LOCALES.en['login-to-chat'] });
    act(() => login.click());
    expect(host.postMessage).toHaveBeenCalledWith({ type: 'WantToLogin', payload: {} }, 'https://host.example');
  });

  it('the licensee page posts InitFinished to the host origin once ready', async () => {
    answers = [verified(true)];
    renderApp(`/licensee?data=${encodeURIComponent(good)}`);
    await findToolbarButton('chat-rules');
    // InitFinished follows the start-up sequence (features/startup), a few calls after the frame shows.
    await waitFor(() => expect(host.postMessage).toHaveBeenCalledWith({ type: 'InitFinished', payload: {} }, 'https://host.example'));
  });

  it('token verification BadRequest goes to /NotFoundPage', async () => {
    answers = [{ status: 400, body: { Code: 400, Result: null, Error: [{ Field: 'Token', Message: 'bad' }] } }];
    const { router } = renderApp(`/licensee?data=${encodeURIComponent(good)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/NotFoundPage'));
  });

  it('503 on verification goes to /LicenseeMaintenance with the data parameter', async () => {
    answers = [{ status: 503 }];
    const { router } = renderApp(`/licensee?data=${encodeURIComponent(good)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/LicenseeMaintenance'));
    expect(new URLSearchParams(router.state.location.search).get('data')).toBe(good);
    expect(await screen.findByRole('heading', { name: LOCALES.en['chat-room-maintenance'] })).toBeTruthy();
  });

  it('401 on verification goes to /login', async () => {
    answers = [{ status: 401 }];
    const { router } = renderApp(`/streamingplugin?data=${encodeURIComponent(good)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('the entertainment page shows no header; the licensee page shows the title', async () => {
    const titled = encodeDataParam({ Token: 't', Title: 'Derby night' });
    answers = [verified(true)];
    const a = renderApp(`/licensee?data=${encodeURIComponent(titled)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Derby night' })).toBeTruthy();
    expect(document.querySelector('.widget__header')).not.toBeNull();
    a.unmount();
    // Without a title the generic name is no bar of its own (issue 17), only the page's heading.
    answers = [verified(true)];
    const b = renderApp(`/licensee?data=${encodeURIComponent(encodeDataParam({ Token: 't' }))}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(LOCALES.en['app-title']);
    expect(document.querySelector('.widget__header')).toBeNull();
    b.unmount();
    answers = [verified(true)];
    renderApp(`/entertainmentplugin?data=${encodeURIComponent(titled)}`);
    await screen.findByRole('heading', { name: LOCALES.en['chat-rules'] });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('applies the data language and theme', async () => {
    const th = encodeDataParam({ Token: 't', UserLanguage: 'th', Theme: 2, IsDarkMode: true });
    answers = [verified(true)];
    const { container } = renderApp(`/licensee?data=${encodeURIComponent(th)}`);
    expect(await findToolbarButton('chat-rules', 'th')).toBeTruthy();
    const scope = container.querySelector('.theme-scope');
    expect(scope?.getAttribute('data-theme')).toBe('2');
    expect(scope?.getAttribute('data-dark')).toBe('true');
  });
});

describe('other routes', () => {
  it('/TimerTest renders three timers and sets the route title', async () => {
    renderApp('/TimerTest');
    expect(await screen.findByRole('heading', { level: 1, name: LOCALES.en['timer-test'] })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('Timer Test'));
  });

  it.each(['/login', '/adminpage', '/adminpage/users/list'])('%s shows the admin notice in Chinese and English', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: LOCALES.cn['admin-notice-title'] })).toBeTruthy();
    expect(screen.getByRole('heading', { name: LOCALES.en['admin-notice-title'] })).toBeTruthy();
  });

  it('pages without a title use the default title', async () => {
    renderApp('/broadcastplugin');
    await screen.findByRole('button', { name: LOCALES.en.unmute });
    expect(document.title).toBe('Streaming ChatRoom');
  });

  it('/NotFoundPage renders nothing', () => {
    const { container } = renderApp('/NotFoundPage');
    expect(container.innerHTML).toBe('');
  });

  it.each(['/nowhere', '/'])('%s goes to /NotFoundPage', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/NotFoundPage'));
  });

  it.each(['/MaintenancePage', '/maintenance', '/LicenseeMaintenance', '/LicenseeMaintenance?data=%%%'])(
    '%s renders the maintenance screen even without a usable data parameter',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: LOCALES.en['chat-room-maintenance'] })).toBeTruthy();
    },
  );

  it('/broadcastplugin with a bad data parameter goes to /NotFoundPage', async () => {
    const { router } = renderApp('/broadcastplugin?data=%25%25');
    await waitFor(() => expect(router.state.location.pathname).toBe('/NotFoundPage'));
  });

  it('/broadcastplugin toggles mute and follows the host BroadcastVoice message', async () => {
    const data = encodeDataParam({ IsAutoplay: true, hostOrigin: 'https://host.example' });
    renderApp(`/broadcastplugin?data=${encodeURIComponent(data)}`);
    const button = await screen.findByRole('button', { name: LOCALES.en.mute });
    act(() => button.click());
    expect(host.postMessage).toHaveBeenCalledWith({ type: 'ToggleVoice', payload: { IsMuted: true } }, 'https://host.example');
    expect(screen.getByRole('button', { name: LOCALES.en.unmute })).toBeTruthy();
    act(() => {
      const e = new MessageEvent('message', { origin: 'https://host.example', data: { type: 'BroadcastVoice', payload: { voiceToggle: 1 } } });
      Object.defineProperty(e, 'source', { value: host });
      window.dispatchEvent(e);
    });
    expect(screen.getByRole('button', { name: LOCALES.en.mute })).toBeTruthy();
  });

  it.each(['/streamertopicpage', '/streamertopicpage/streamerschedule'])('%s renders the topic page', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: LOCALES.en['streamer-topic'] })).toBeTruthy();
  });

  it.each(['/agoralivestreaming/51230001', '/byteplusstreaming/51230001'])('%s plays the match or shows the error picture, never a blank page', async (path) => {
    answers = [{ status: 200, body: { Code: 200, Error: null, Result: {
      MatchId: 51230001, AnchorStreamingDtos: [], GameStreamingDtos: [], BroadcastStreamingDtos: [], TeamInfo: null, MatchStatus: 1, SlmtUrl: null, IsESport: false, AdInfo: null,
    } } }];
    const { router } = renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('E103');
    expect(router.state.location.pathname).toBe(path);
    expect(String(apiCalls()[0]?.[0])).toContain('/GetStreaming');
  });

  it('/agoralivestreaming without a match id or anchor shows the error picture', async () => {
    renderApp('/agoralivestreaming');
    expect((await screen.findByRole('alert')).textContent).toContain('E103');
  });

  it.each(['/promotion', '/promotion/12', '/promotion/12/vn'])('%s renders the promotion page', async (path) => {
    const { i18n } = renderApp(path);
    expect(await screen.findByRole('main')).toBeTruthy();
    if (path.endsWith('/vn')) await waitFor(() => expect(i18n.language).toBe('vn'));
  });
});

describe('the route table', () => {
  /** Every full path pattern of a route table, children joined to their parents. */
  const patterns = (table: RouteObject[], prefix = ''): string[] => table.flatMap((r) => {
    const full = r.path === undefined ? prefix : [prefix, r.path].filter(Boolean).join('/');
    return [...(r.path !== undefined || r.index ? [`/${full}`] : []), ...patterns(r.children ?? [], full)];
  });

  it("declares exactly the protocol's WIDGET_ROUTES and PROVIDER_PLAYER_ROUTES (the lists the server and the journeys read), plus the two fallbacks", () => {
    expect([...new Set(patterns(routes))].sort()).toEqual(['/', '/*', ...WIDGET_ROUTES, ...PROVIDER_PLAYER_ROUTES].sort());
  });
});
