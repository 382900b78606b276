import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EditGift } from '@sideline/protocol';
import type { BackofficeGift } from '@sideline/protocol';
import { fail, fakeFetch, ok, renderWith } from '../../test/render';
import { GiftForm } from './GiftForm';

afterEach(() => vi.unstubAllGlobals());

const currencies = [{ CurrencyId: 1, CurrencyName: 'USD' }, { CurrencyId: 998, CurrencyName: 'Diamond' }];
const image = { MediaId: 'a'.repeat(64), Url: `/media/uploads/${'a'.repeat(64)}.png` };
const animation = { MediaId: 'b'.repeat(64), Url: `/media/uploads/${'b'.repeat(64)}.svga` };
const saved: BackofficeGift = {
  GiftId: 1000, CurrencyId: 998, Names: { en: 'Comet', cn: '彗星', vn: '', th: '', id: '' }, Category: 'campaign', CategoryCode: 2,
  Image: image, FrontendImage: null, BackendImage: null, Animation: animation, VipLevel: 0, StartAt: null, EndAt: null,
  CampaignName: 'Derby week', Amount: 20, Sort: 3, On: true, State: 'active', UpdatedAt: 1,
};
const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

describe('GiftForm', () => {
  it('keeps an edited gift\'s pictures by URL and sends its fields as the contract takes them', async () => {
    const { fetchFn, calls } = fakeFetch({ [EditGift.path]: () => ok({ Gift: saved }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<GiftForm gift={saved} currencies={currencies} onDone={onDone} onCancel={vi.fn()} />);
    const start = Date.now() + 3_600_000;
    fireEvent.input(screen.getByLabelText(/^Start/), { target: { value: local(start) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toMatchObject({
      GiftId: 1000, CurrencyId: 998, Category: 'campaign', CampaignName: 'Derby week', Amount: 20, Sort: 3,
      Image: image.MediaId, Animation: animation.MediaId, FrontendImage: null, StartAt: new Date(local(start)).getTime(), EndAt: null,
    });
  });

  it('refuses an end before its start and a missing image before calling the server', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<GiftForm gift={null} currencies={currencies} onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.input(screen.getByLabelText(/^Name \(EN\)/), { target: { value: 'Comet' } });
    fireEvent.input(screen.getByLabelText(/^Amount/), { target: { value: '20' } });
    fireEvent.input(screen.getByLabelText(/^Start/), { target: { value: local(Date.now() + 7_200_000) } });
    fireEvent.input(screen.getByLabelText(/^End/), { target: { value: local(Date.now() + 3_600_000) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add gift' }));
    expect(await screen.findByText('End time must be after start time')).toBeTruthy();
    expect(screen.getByText('A file must be uploaded')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's animation-size refusal at the animation, in Chinese", async () => {
    vi.stubGlobal('fetch', fakeFetch({ [EditGift.path]: () => fail(413, 'Animation', 'File exceeds the size limit') }).fetchFn);
    renderWith(<GiftForm gift={saved} currencies={currencies} onDone={vi.fn()} onCancel={vi.fn()} />, { language: 'cn' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('文件超过大小限制');
  });
});
