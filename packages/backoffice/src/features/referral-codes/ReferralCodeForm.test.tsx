import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CreateReferralCode, EditReferralCode } from '@sideline/protocol';
import { fail, fakeFetch, ok, renderWith } from '../../test/render';
import { ReferralCodeForm } from './ReferralCodeForm';

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const saved = { ReferralCodeId: 4, Code: 'Welcome26', OneTimeBonus: 100, DailyBonus: 5, ExpiresAt: Date.now() + 30 * DAY, State: 'active' as const, CreatedAt: 0, CreatedBy: 'editor@example.com', UpdatedAt: 0 };
/** A `datetime-local` value `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * DAY - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

function fill(code: string, expires: string) {
  fireEvent.input(screen.getByLabelText(/^Code/), { target: { value: code } });
  fireEvent.input(screen.getByLabelText(/^One-time bonus points/), { target: { value: '100' } });
  fireEvent.input(screen.getByLabelText(/^Daily bonus points/), { target: { value: '5' } });
  fireEvent.input(screen.getByLabelText(/^Expires/), { target: { value: expires } });
}

describe('ReferralCodeForm', () => {
  it('adds a code with its points and expiry as an instant', async () => {
    const { fetchFn, calls } = fakeFetch({ [CreateReferralCode.path]: () => ok({ Code: saved }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<ReferralCodeForm code={null} onDone={onDone} />);
    const expires = inDays(30);
    fill('Welcome26', expires);
    fireEvent.click(screen.getByRole('button', { name: 'Add code' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toEqual({ Code: 'Welcome26', OneTimeBonus: 100, DailyBonus: 5, ExpiresAt: new Date(expires).getTime() });
  });

  it('refuses a space and a past expiry before calling the server, in the spec words', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<ReferralCodeForm code={null} onDone={vi.fn()} />);
    fill('WELCOME 26', inDays(-1));
    fireEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('A referral code allows English letters and numbers only')).toBeTruthy();
    expect(screen.getByText('The expiration date must be in the future')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's duplicate refusal at the code, in Chinese", async () => {
    vi.stubGlobal('fetch', fakeFetch({ [EditReferralCode.path]: () => fail(409, 'referral-code-exists', 'Referral code already exists') }).fetchFn);
    renderWith(<ReferralCodeForm code={saved} onDone={vi.fn()} />, { language: 'cn' });
    fireEvent.input(screen.getByLabelText(/^推荐码/), { target: { value: 'FRIENDS' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('推荐码已存在');
  });
});
