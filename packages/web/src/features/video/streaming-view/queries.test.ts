import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { streamingQuery } from './queries';

afterEach(() => vi.unstubAllGlobals());

const STREAMING = {
  MatchId: 7, AnchorStreamingDtos: [], GameStreamingDtos: [], BroadcastStreamingDtos: [],
  TeamInfo: { HomeName: 'Reds', AwayName: 'Blues', HomeIconUrl: null, AwayIconUrl: null }, MatchStatus: 1, SlmtUrl: null, IsESport: false,
};

describe('streamingQuery (issue 20: the view mounts on the start-up answer)', () => {
  it('takes the answer the start-up just loaded instead of asking again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ Code: 200, Result: STREAMING, Error: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const args = { matchId: 7, language: 'en' };
    await client.fetchQuery(streamingQuery(args));
    await client.fetchQuery(streamingQuery(args));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
