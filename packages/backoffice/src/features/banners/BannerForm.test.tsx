import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EditBanner } from '@sideline/protocol';
import type { Banner } from '@sideline/protocol';
import { fail, fakeFetch, ok, renderWith } from '../../test/render';
import { BannerForm } from './BannerForm';
import { localInput } from './time';

afterEach(() => vi.unstubAllGlobals());

const H = 3_600_000;
const start = Date.now() + H;
const saved: Banner = {
  BannerId: 7, Title: 'Derby week', SiteId: null, Position: 'programme-schedule', Device: 'mobile',
  Image: { MediaId: 'a'.repeat(64), Url: `/media/uploads/${'a'.repeat(64)}.png` }, LinkType: 'external', Link: 'https://example.com/derby',
  PostId: 42, CarouselSeconds: 5, StartAt: start, EndAt: start + 24 * H, On: true, State: 'not-started', UpdatedAt: 0,
};

describe('BannerForm', () => {
  it('saves an edit with its instants, image and link as the contract takes them', async () => {
    const { fetchFn, calls } = fakeFetch({ [EditBanner.path]: () => ok({ Banner: { ...saved, Title: 'Derby week II' } }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<BannerForm banner={saved} sites={[]} onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.input(screen.getByLabelText(/^Title/), { target: { value: 'Derby week II' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toEqual({
      BannerId: 7, Title: 'Derby week II', SiteId: null, Position: 'programme-schedule', Device: 'mobile', Image: 'a'.repeat(64),
      LinkType: 'external', Link: 'https://example.com/derby', PostId: 42, CarouselSeconds: 5,
      StartAt: new Date(localInput(start)).getTime(), EndAt: new Date(localInput(start + 24 * H)).getTime(), On: true,
    });
  });

  it('refuses an end before its start and a link not of its type before calling the server, in the spec words', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<BannerForm banner={saved} sites={[]} onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.input(screen.getByLabelText(/^End/), { target: { value: localInput(start - 2 * H) } });
    fireEvent.click(screen.getByLabelText('Internal'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End time must be after start time')).toBeTruthy();
    expect(screen.getByText(/^An internal link is a path starting with \//)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's overlap refusal at the start, in Chinese", async () => {
    vi.stubGlobal('fetch', fakeFetch({ [EditBanner.path]: () => fail(409, 'banner-exists', 'A banner is already set for this site and period') }).fetchFn);
    renderWith(<BannerForm banner={saved} sites={[]} onDone={vi.fn()} onCancel={vi.fn()} />, { language: 'cn' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该站点在此时段已设置横幅');
  });
});
