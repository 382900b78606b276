import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../app/testing';

const promotion = {
  PromotionId: 5, PromotionName: 'Spring cup', Status: 2, EntryImgUrl: null, Type: 3, BackgroundImage: null,
  Color1: '#102030', Color2: '#405060', RegionA: 'https://cdn.example/a.png', RegionB: null, RegionC: null,
  Content: '<p>Win big</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="https://e.example" target="_blank">rules</a>',
  FloatingIcon: 'https://cdn.example/icon.png', FooterText: 'Terms <b>apply</b>', StartAt: Date.UTC(2027, 0, 5), EndAt: Date.UTC(2027, 0, 12), RankingStart: null, RankingEnd: null,
};
const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ Code: 200, Result: { Promotion: promotion }, Error: null }), { status: 200 }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/promotion/:id/:userLanguage', () => {
  it('renders the regions, gradient background and sanitised content with no handler or script', async () => {
    const { container } = renderApp('/promotion/5/th');
    expect(await screen.findByText('Win big')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/Promotion/GetPromotion?Id=5&UserLanguage=th');
    const article = container.querySelector('article.promotion') as HTMLElement;
    expect(article.style.backgroundImage).toContain('linear-gradient');
    expect(container.querySelector('[data-region="A"]')?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // The campaign's footer text is text (never markup), its floating icon decoration, its period shown; no ranking period.
    expect(container.querySelector('.promotion__footer')?.textContent).toBe('Terms <b>apply</b>');
    expect(container.querySelector('[data-floating-icon]')?.getAttribute('src')).toBe('https://cdn.example/icon.png');
    expect(container.querySelectorAll('.promotion__periods li')).toHaveLength(1);
  });

  it('a non-numeric id shows the not-available message without a call', async () => {
    renderApp('/promotion/abc');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This promotion is not available'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
