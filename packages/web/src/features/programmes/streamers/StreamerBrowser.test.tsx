import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AnchorLanguage } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { StreamerBrowser } from './StreamerBrowser';

afterEach(() => vi.unstubAllGlobals());

/** Renders the browser with GET /Streamer/GetStreamerList held until `answer` is called. */
function show() {
  let answer: (r: Response) => void = () => undefined;
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => { answer = resolve; })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}><StreamerBrowser language={AnchorLanguage.VN} isMobile /></I18nextProvider>
    </QueryClientProvider>,
  );
  return (streamers: unknown[]) => answer(new Response(JSON.stringify({ Code: 200, Result: { StreamerDtos: streamers }, Error: null }), { status: 200 }));
}

describe('StreamerBrowser loading and empty states (issue 17 item 5)', () => {
  // No skeleton here: the list is part of the topic page's first load, which the design pass
  // may not grow (issue 17 item 10); a busy status line stands in.
  it('says it is loading while the list loads, then says plainly when there is nobody', async () => {
    const answer = show();
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    answer([]);
    expect(await screen.findByText('No streamers for this language')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
