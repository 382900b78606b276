import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { ServedBanner, WebBanner } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { TopicBanner } from './TopicBanner';

const banner = (BannerId: number, over: Partial<ServedBanner> = {}): ServedBanner => ({
  BannerId, Title: `Banner ${BannerId}`, Device: 'mobile', ImageUrl: `/media/uploads/${BannerId}.png`, LinkType: 'external',
  Link: 'https://example.com/promo', PostId: null, CarouselSeconds: 4, ...over,
});

/** Renders the banner with the banner call's answer already in the cache (no fetch). */
function mount(answer: WebBanner) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['GetWebBannerUrl', 'en'], answer);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('en')}><TopicBanner userLanguage="en" /></I18nextProvider>
    </QueryClientProvider>,
  );
}

function reducedMotion(on: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? on : false, media: query,
    addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TopicBanner', () => {
  it("shows the back office's banners in turn, each for its carousel seconds, inside its link; pause stops the turn", () => {
    reducedMotion(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = mount({ MobileUrl: '/media/uploads/1.png', DesktopUrl: '/media/uploads/1.png', Banners: [banner(1), banner(2, { LinkType: 'internal', Link: '/streamertopicpage', CarouselSeconds: 6 })] });
    const shown = () => container.querySelector('img')?.getAttribute('data-banner-id');
    expect(shown()).toBe('1');
    const link = container.querySelector('a.topic-banner')!;
    expect(link.getAttribute('href')).toBe('https://example.com/promo');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    act(() => { vi.advanceTimersByTime(3_999); });
    expect(shown()).toBe('1');
    act(() => { vi.advanceTimersByTime(1); });
    expect(shown()).toBe('2');
    expect(container.querySelector('a.topic-banner')?.getAttribute('target')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(shown()).toBe('2');
    expect(screen.getByRole('button', { name: 'Play the banners' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stands still with no pause button when the viewer asks for reduced motion', () => {
    reducedMotion(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = mount({ MobileUrl: null, DesktopUrl: null, Banners: [banner(1), banner(2)] });
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(container.querySelector('img')?.getAttribute('data-banner-id')).toBe('1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without banners from the back office keeps the mobile and desktop images; with none, nothing', () => {
    reducedMotion(false);
    const { container, unmount } = mount({ MobileUrl: '/m.svg', DesktopUrl: '/d.svg', Banners: [] });
    expect(container.querySelector('picture source')?.getAttribute('srcset')).toBe('/d.svg');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/m.svg');
    unmount();
    expect(mount({ MobileUrl: null, DesktopUrl: null }).container.innerHTML).toBe('');
  });
});
