import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CreateLuckyBox, EditLuckyBox } from '@sideline/protocol';
import type { BackofficeLuckyBox } from '@sideline/protocol';
import { fail, fakeFetch, ok, renderWith } from '../../test/render';
import { LuckyBoxForm } from './LuckyBoxForm';

afterEach(() => vi.unstubAllGlobals());

const currencies = [{ CurrencyId: 1, CurrencyName: 'USD' }, { CurrencyId: 999, CurrencyName: 'Coin' }];
const gifts = [
  { GiftId: 101, CurrencyId: 1, Name: 'Heart', Amount: 1 }, { GiftId: 104, CurrencyId: 1, Name: 'Supercar', Amount: 100 },
  { GiftId: 201, CurrencyId: 999, Name: 'Heart', Amount: 10 },
];
const saved: BackofficeLuckyBox = {
  LuckyBoxId: 404, Names: { en: 'Comet Box', cn: '', vn: '', th: '', id: '' }, CurrencyId: 1, Amount: 8, IsVip: false, ImageUrl: '/media/images/luckybox/comet-box.svg',
  Gifts: [{ GiftId: 101, GiftName: 'Heart', GiftAmount: 1, Probability: 90 }, { GiftId: 104, GiftName: 'Supercar', GiftAmount: 100, Probability: 10 }],
  BestGiftId: 104, Locked: false, ExpiresAt: null, State: 'unlocked', Sort: 4, UpdatedAt: 1,
};

function fill(probabilities: [string, string]) {
  fireEvent.input(screen.getByLabelText(/^Name \(EN\)/), { target: { value: 'Comet Box' } });
  fireEvent.input(screen.getByLabelText(/^Box price/), { target: { value: '8' } });
  fireEvent.change(screen.getByLabelText(/^Gift 1/), { target: { value: '101' } });
  fireEvent.input(screen.getByLabelText(/^Probability % 1/), { target: { value: probabilities[0] } });
  fireEvent.click(screen.getByRole('button', { name: 'Add gift' }));
}

describe('LuckyBoxForm', () => {
  it('refuses probabilities summing to 99 before calling the server, in the spec words', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<LuckyBoxForm box={null} currencies={currencies} gifts={gifts} onDone={vi.fn()} onCancel={vi.fn()} />);
    fill(['89', '10']);
    fireEvent.change(screen.getByLabelText(/^Gift 2/), { target: { value: '104' } });
    fireEvent.input(screen.getByLabelText(/^Probability % 2/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/^Best gift/), { target: { value: '104' } });
    expect(screen.getByText('Total: 99%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add lucky box' }));
    expect(await screen.findByText('The probabilities must add up to 100%')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers only gifts of the chosen currency and sends the box as numbers', async () => {
    const { fetchFn, calls } = fakeFetch({ [CreateLuckyBox.path]: () => ok({ LuckyBox: saved }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<LuckyBoxForm box={null} currencies={currencies} gifts={gifts} onDone={onDone} onCancel={vi.fn()} />);
    expect([...(screen.getByLabelText(/^Gift 1/) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', '101', '104']);
    fill(['90', '10']);
    fireEvent.change(screen.getByLabelText(/^Gift 2/), { target: { value: '104' } });
    fireEvent.input(screen.getByLabelText(/^Probability % 2/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/^Best gift/), { target: { value: '104' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add lucky box' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toMatchObject({
      CurrencyId: 1, Amount: 8, Gifts: [{ GiftId: 101, Probability: 90 }, { GiftId: 104, Probability: 10 }], BestGiftId: 104, Locked: false, ExpiresAt: null,
    });
  });

  it("shows the server's refusal of the sum at the prizes, in Chinese", async () => {
    vi.stubGlobal('fetch', fakeFetch({ [EditLuckyBox.path]: () => fail(400, 'Gifts', 'The probabilities must add up to 100%') }).fetchFn);
    renderWith(<LuckyBoxForm box={saved} currencies={currencies} gifts={gifts} onDone={vi.fn()} onCancel={vi.fn()} />, { language: 'cn' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('概率合计必须为 100%');
  });
});
