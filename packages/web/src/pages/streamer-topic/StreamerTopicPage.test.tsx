import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LivePrograms, ScheduleItem } from '@sideline/protocol';
import { renderApp } from '../../app/testing';
import { encodeDataParam } from '../../shared/data-param';

const live = vi.hoisted(() => ({ push: null as null | ((p: LivePrograms) => void) }));
vi.mock('../../features/programmes/schedule/useLivePrograms', () => ({
  useLivePrograms: (_lang: string, onPush: (p: LivePrograms) => void) => {
    live.push = onPush;
  },
}));

const item = (Id: number, over: Partial<ScheduleItem> = {}): ScheduleItem => ({
  Id, DataType: 1, MatchId: 1000 + Id, EventId: null, AnchorId: 5, AnchorName: `Anchor ${Id}`, AnchorImageUrl: null,
  Language: Id % 2 === 0 ? 'TH' : 'VN', EventTime: '2030-01-02T20:00:00', OpenTime: null, MatchStatus: 2, Status: null,
  SportType: 1, LeagueId: 1, LeagueName: 'League', LeagueIconUrl: null, HomeTeam: `Home ${Id}`, AwayTeam: `Away ${Id}`,
  HomeIconUrl: null, AwayIconUrl: null, HomeTeamIconUrl: null, AwayTeamIconUrl: null, GlobalShowTime: null, Title: null,
  LayoutType: 0, Tags: [], StreamingProvider: null, StreamingSrc: null, NonLive: false, MatchTime: null, ...over,
});

const ok = (Result: unknown) => new Response(JSON.stringify({ Code: 200, Result, Error: null }), { status: 200 });
const items = Array.from({ length: 20 }, (_, i) => item(i + 1, i === 0 ? { MatchStatus: 1 } : i === 1 ? { MatchStatus: 3 } : {}));
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/Streamer/GetStreamerScheduleInfo')) return ok({ StreamerScheduleInfoDtos: items });
  if (url.startsWith('/Streamer/GetWebBannerUrl')) return ok({ MobileUrl: null, DesktopUrl: null });
  if (url.startsWith('/FeatureSetting/GetFeatureSetting')) return ok({ Data: false });
  return new Response('{}', { status: 404 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const data = encodeDataParam({ Token: 'tok', UserLanguage: 'en' });
const cards = () => within(screen.getByRole('list', { name: 'Schedule' })).getAllByRole('listitem');

describe('streamer topic page — schedule tab', () => {
  // Five steps, each waiting for the state it asserts: 3 s on a quiet machine, past vitest's
  // 5 s default beside a build or the journeys, so the whole test gets 30 s.
  it('loads 16 cards, scrolls to page 2, filters by language, applies live pushes and opens a live card', { timeout: 30_000 }, async () => {
    const { router, container } = renderApp(`/streamertopicpage/streamerschedule?data=${encodeURIComponent(data)}`);
    await waitFor(() => expect(cards()).toHaveLength(16));
    const body = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
    const call = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/Streamer/GetStreamerScheduleInfo')) as unknown as [string, RequestInit];
    expect(body(call[1])).toEqual({ UserLanguage: 'en', ExclusiveStreamerType: null });
    expect((call[1].headers as Record<string, string>).IsSchedule).toBe('true');

    // status rules: running → live badge and a button; ended → end overlay; not started → date and time
    expect(within(cards()[0]!).getByText('LIVE')).toBeTruthy();
    expect(within(cards()[0]!).getByRole('button')).toBeTruthy();
    expect(within(cards()[1]!).getByText('Live ended')).toBeTruthy();
    expect(within(cards()[1]!).queryByRole('button')).toBeNull();
    expect(within(cards()[2]!).getByText(/\d\d\/\d\d \d\d:\d\d/)).toBeTruthy();

    // infinite scroll: within 15 px of the bottom, after the 200 ms debounce
    const scroller = container.querySelector('.topic-page') as HTMLElement;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 800 });
    scroller.scrollTop = 1190;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(cards()).toHaveLength(20));

    // language change resets to page 1 and filters
    fireEvent.change(screen.getByLabelText('Streamer language'), { target: { value: 'th' } });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByRole('list', { name: 'Schedule' }).dataset.page).toBe('1');
    fireEvent.change(screen.getByLabelText('Streamer language'), { target: { value: 'all' } });

    // a live push: match 1003 starts, match 1001 (running) drops out and ends
    await waitFor(() => expect(live.push).not.toBeNull());
    act(() => live.push!({ LiveMatchIds: [1003], LiveEntertainmentEventIds: [] }));
    await waitFor(() => expect(within(cards()[0]!).getByText('Live ended')).toBeTruthy());
    const opened = within(cards()[2]!).getByRole('button');
    fireEvent.click(opened);
    await waitFor(() => expect(router.state.location.pathname).toBe('/licensee'));
    const next = new URLSearchParams(router.state.location.search).get('data')!;
    expect(JSON.parse(atob(next))).toMatchObject({ Token: 'tok', MatchId: 1003, AnchorId: 5, ProgramType: 1 });
  });
});
