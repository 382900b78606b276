import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '../../../shared/navigation';
import { DataParamGate, decodeDataParam, encodeDataParam } from '../../../shared/data-param';
import { userWallet } from '../../../features/shell';
import { bootStartupCalls } from '../../../app/boot';
import { bootStartupRun, adoptStartupRun } from './startupRun';
import { useStartup } from './useStartup';

const ok = (Result: unknown) => new Response(JSON.stringify({ Code: 200, Result, Error: null }), { status: 200, headers: { 'content-type': 'application/json' } });

/** A server for the start-up calls: counts each path; `verify` answers VerifyLicenseeToken. */
function stubServer(verify: () => Response = () => ok({ IsUserLogin: false })) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const path = new URL(input, 'http://w.test').pathname;
    calls.push(path);
    if (path === '/VerifyLicenseeToken') return verify();
    if (path === '/FeatureSetting/GetBatchFeatureSetting') return ok({ Data: { EnabledGV: true, EnabledBlockAndReport: false } });
    if (path === '/GetStickerInfo') return ok({ StickerInfo: [] });
    if (path === '/Vip/GetWelcomeInfo') return ok({});
    if (path === '/GetIndecent') return ok({ IndecentDto: [] });
    if (path === '/GetAllSportBetType') return ok({ SportBetTypes: [] });
    if (path === '/GetStreaming') return ok({ MatchId: 7 });
    return new Response('{}', { status: 404 });
  }));
  return calls;
}

let seen: ReturnType<typeof useStartup>[] = [];
function Probe() {
  const state = useStartup();
  seen.push(state);
  return <p data-testid="startup">{state.status === 'ready' ? `ready ${String(state.outcome.enabledGV)}` : state.status}</p>;
}

function renderPage(data: Record<string, unknown>, client: QueryClient) {
  const router = createMemoryRouter([{ path: '/licensee', element: <DataParamGate policy="token-required"><Probe /></DataParamGate> }], {
    initialEntries: [`/licensee?data=${encodeURIComponent(encodeDataParam(data))}`],
  });
  return render(<StrictMode><QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider></StrictMode>);
}

const decoded = (data: Record<string, unknown>) => {
  const result = decodeDataParam(encodeDataParam(data), { requireToken: true });
  if (!result.ok) throw new Error('bad data');
  return result.data;
};

// The stub answers only what these tests read: the other steps fail, as optional steps, with a warning.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  seen = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  userWallet.remember(false);
});

describe('the boot start-up run and the page (issue 20)', () => {
  it('the page adopts the run the boot module started: every start-up call once, the same outcome', async () => {
    const calls = stubServer();
    const client = new QueryClient();
    const data = { Token: 'tok', MatchId: 7, UserLanguage: 'en' };
    const run = bootStartupRun(client, decoded(data));
    // The token check is out before React renders anything.
    expect(calls).toEqual(['/VerifyLicenseeToken']);
    renderPage(data, client);
    expect((await screen.findByText(/^ready/)).textContent).toBe('ready true');
    const result = await run.result;
    // The very run: its report and outcome objects, not a second run's equal ones.
    const ready = seen.filter((s) => s.status === 'ready');
    expect(ready.length).toBeGreaterThan(0);
    for (const s of ready) expect(s).toBe(result);
    expect(calls.filter((c) => c === '/VerifyLicenseeToken')).toHaveLength(1);
    expect(calls.filter((c) => c === '/GetStreaming')).toHaveLength(1);
    expect(calls.filter((c) => c === '/FeatureSetting/GetBatchFeatureSetting')).toHaveLength(1);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('the page shows at once when the boot run finished before it rendered', async () => {
    stubServer();
    const client = new QueryClient();
    const data = { Token: 'tok', MatchId: 7 };
    await bootStartupRun(client, decoded(data)).result;
    renderPage(data, client);
    // First render, no waiting: the adopted run's result.
    expect(screen.getByTestId('startup').textContent).toBe('ready true');
  });

  it('runs its own start-up, as before, for another data parameter than the boot one', async () => {
    const calls = stubServer();
    const client = new QueryClient();
    await bootStartupRun(client, decoded({ Token: 'other', MatchId: 7 })).result;
    const before = calls.length;
    renderPage({ Token: 'tok', MatchId: 7 }, client);
    await screen.findByText(/^ready/);
    expect(calls.slice(before)).toContain('/VerifyLicenseeToken');
    expect(adoptStartupRun(client, decoded({ Token: 'tok', MatchId: 7 }))).toBeNull();
  });

  it('a failed token check fails the adopted run as it failed the page\'s own; an optional step only warns', async () => {
    stubServer(() => new Response('{}', { status: 500 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = { Token: 'tok', MatchId: 7 };
    bootStartupRun(client, decoded(data));
    renderPage(data, client);
    expect(await screen.findByText('failed')).toBeTruthy();

    // Optional steps: GET /GetStreaming fails, the run goes on and ends ready with a warning.
    vi.unstubAllGlobals();
    const calls = stubServer();
    vi.mocked(fetch).mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://w.test').pathname;
      calls.push(path);
      if (path === '/VerifyLicenseeToken') return ok({ IsUserLogin: false });
      return new Response('{}', { status: 500 });
    });
    const second = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const result = await bootStartupRun(second, decoded(data)).result;
    expect(result.status).toBe('ready');
    expect(console.warn).toHaveBeenCalledWith('[startup] streaming failed', expect.anything());
  });

  it('boot sends the start-up calls on /licensee and /streamingplugin, with the session set as the gate sets it', async () => {
    const calls = stubServer();
    const client = new QueryClient();
    const data = { Token: 'tok', MatchId: 7 };
    const run = await bootStartupCalls({ pathname: '/StreamingPlugin', search: `?data=${encodeURIComponent(encodeDataParam(data))}` }, { client });
    expect(run).not.toBeNull();
    expect((await run!.result).status).toBe('ready');
    // Sent once: by the boot module before the runner's chunk was in, and taken by the run.
    expect(calls.filter((c) => c === '/VerifyLicenseeToken')).toEqual(['/VerifyLicenseeToken']);
    expect(calls[0]).toBe('/VerifyLicenseeToken');
    expect(adoptStartupRun(client, decoded(data))).toBe(run);
  });
});
