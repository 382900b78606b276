import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PreviewCampaign } from '@sideline/protocol';
import type { Campaign } from '@sideline/protocol';
import { fakeFetch, ok, renderWith } from '../../test/render';
import { CampaignPreview } from './CampaignPreview';

afterEach(() => vi.unstubAllGlobals());

const campaign: Campaign = {
  CampaignId: 7, State: 'draft', ViewerStatus: 1, Texts: [{ Language: 'en', Name: 'Cup Final Party', FooterText: 'Terms apply', Sections: [{ Title: '', Html: '<p>x</p>' }] }],
  Background: 'gradient', Color1: '#112233', Color2: '#445566', BackgroundImage: null, EntryImage: null, FloatingIcon: null,
  Modules: { A: null, B: null, C: null }, StartAt: 1, EndAt: 2, RankingStart: null, RankingEnd: null, Sort: 1, PublishedAt: null, UpdatedAt: 3,
};
const promotion = {
  PromotionId: 7, PromotionName: 'Cup Final Party', Status: 1, EntryImgUrl: null, Type: 3, BackgroundImage: null, Color1: '#112233', Color2: '#445566',
  RegionA: '/media/uploads/a.png', RegionB: null, RegionC: null,
  Content: '<section><h2>How to join</h2><p>Bet on the final.</p><script>window.__pwned=1</script><img src="/x.png" onerror="window.__pwned=2"></section>',
  FloatingIcon: '/media/uploads/i.png', FooterText: 'Terms apply', StartAt: Date.UTC(2027, 0, 5), EndAt: Date.UTC(2027, 0, 12), RankingStart: null, RankingEnd: null,
};

describe('CampaignPreview', () => {
  it("renders the server's promotion answer with the widget's view: sanitised, with regions, footer, icon and period", async () => {
    const { fetchFn, calls } = fakeFetch({ [PreviewCampaign.path]: () => ok({ Promotion: promotion }) });
    vi.stubGlobal('fetch', fetchFn);
    const { container } = renderWith(<CampaignPreview campaign={campaign} onPublish={vi.fn()} />);
    expect(await screen.findByText('Bet on the final.')).toBeTruthy();
    expect(calls[0].url).toContain('CampaignId=7');
    expect(container.querySelector('.promotion__content script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[data-region="A"]')?.getAttribute('src')).toBe('/media/uploads/a.png');
    expect(container.querySelector('.promotion__footer')?.textContent).toBe('Terms apply');
    expect((container.querySelector('article.promotion') as HTMLElement).style.backgroundImage).toContain('linear-gradient');
    await waitFor(() => expect(container.querySelector('.promotion__periods')?.textContent).toMatch(/^Campaign: /));
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });
});
