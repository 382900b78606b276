import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '../../../shared/navigation';
import { DataParamGate, encodeDataParam } from '../../../shared/data-param';
import { createI18n } from '../../../shared/i18n';
import { StreamingSkeleton } from './LazyPageStreaming';
import { pageStreamingArgs } from './pageArgs';
import { streamingQuery } from './queries';

function renderSkeleton(data: Record<string, unknown>, client: QueryClient) {
  const param = encodeURIComponent(encodeDataParam(data));
  const router = createMemoryRouter([{
    path: '/licensee',
    element: <DataParamGate policy="lenient"><StreamingSkeleton /></DataParamGate>,
  }], { initialEntries: [`/licensee?data=${param}`] });
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('StreamingSkeleton (the streaming view while its chunk loads, issue 20)', () => {
  it('holds the view\'s place: the team header the start-up loaded, the toolbar row and the 16:9 player box', async () => {
    const data = { MatchId: 7, UserLanguage: 'en' };
    const client = new QueryClient();
    const team = { HomeName: 'Shanghai Port', AwayName: 'Shandong Taishan', HomeIconUrl: '', AwayIconUrl: '' };
    client.setQueryData(streamingQuery(pageStreamingArgs(data as never)!).queryKey, { TeamInfo: team } as never);
    const view = renderSkeleton(data, client);
    expect(await screen.findByText('Shanghai Port')).toBeTruthy();
    expect(view.container.querySelector('.streaming-view[aria-busy="true"] .streaming-view__toolbar')).not.toBeNull();
    expect(view.container.querySelector('.player-box .spinner')).not.toBeNull();
    view.unmount();
  });

  it('shows no team header while nothing is cached', async () => {
    const client = new QueryClient();
    const view = renderSkeleton({ MatchId: 7, UserLanguage: 'en' }, client);
    await screen.findByRole('status', { name: 'loading' });
    expect(view.container.querySelector('.team-header')).toBeNull();
    view.unmount();
  });
});
