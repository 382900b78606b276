import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { PostWallItem } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { PostWall } from './PostWall';

afterEach(() => vi.unstubAllGlobals());

const base = { Content: '', PublishTime: Date.UTC(2026, 10, 20, 12), Visibility: 'public', Locked: false, Rule: null, Amount: 0, VipLevel: null, GiftName: null } as const;
const POSTS: PostWallItem[] = [
  { ...base, PostId: 3, Type: 'photo', Content: 'Match day!', Media: [{ Url: '/media/uploads/a.png', Kind: 'png' }, { Url: '/media/uploads/b.gif', Kind: 'gif' }] },
  { ...base, PostId: 2, Type: 'video', Content: 'Warm-up', Media: [{ Url: '/media/uploads/c.mp4', Kind: 'mp4' }] },
  { ...base, PostId: 1, Type: 'photo', Content: 'For fans', Visibility: 'restricted', Locked: true, Rule: 'gift', Amount: 2, GiftName: 'Heart', Media: [] },
];

function show(answer: () => Response, lang: 'en' | 'cn' = 'en') {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => { urls.push(String(url)); return answer(); }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(lang)}><PostWall streamerId={12} /></I18nextProvider>
    </QueryClientProvider>,
  );
  return urls;
}
const ok = (Posts: PostWallItem[]) => () => new Response(JSON.stringify({ Code: 200, Result: { Posts }, Error: null }), { status: 200 });

describe('PostWall', () => {
  it('shows photo and video posts, and a locked post with its rule and no files', async () => {
    const urls = show(ok(POSTS));
    expect(urls[0]).toMatch(/^\/Streamer\/GetPostWall\?Id=12/);
    expect(await screen.findByText('Match day!')).toBeTruthy();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual(['/media/uploads/a.png', '/media/uploads/b.gif']);
    expect(screen.getByLabelText('Video of the post').getAttribute('src')).toBe('/media/uploads/c.mp4');
    const locked = screen.getByText('For fans').closest('li')!;
    expect(within(locked).getByText('Send 2 × Heart to view')).toBeTruthy();
    expect(locked.querySelector('img, video')).toBeNull();
  });

  it('shows a skeleton shaped like the posts while the wall loads, then the posts in its place', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => { answer = resolve; })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={client}><I18nextProvider i18n={createI18n('en')}><PostWall streamerId={12} /></I18nextProvider></QueryClientProvider>);
    const skeleton = await screen.findByTestId('skeleton');
    expect(skeleton.className).toBe('skeleton skeleton--cards');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    answer(ok(POSTS)());
    expect(await screen.findByText('Match day!')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('says when there are no posts, in the viewer\'s language', async () => {
    show(ok([]), 'cn');
    expect(await screen.findByText('暂无动态。')).toBeTruthy();
  });

  it('offers a retry when the wall fails', async () => {
    show(() => new Response('oops', { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Posts could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
