import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MutePlayer, UnmutePlayer } from '@sideline/protocol';
import { leaveGuard } from '../../shared/forms';
import { fakeFetch, ok, renderWith } from '../../test/render';
import { MuteForm, UnmuteForm } from './MuteForm';

afterEach(() => vi.unstubAllGlobals());

describe('MuteForm', () => {
  it('refuses a mute without a reason (required, flagged) and sends nothing', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<MuteForm customerId={5} nickname="Kai" onDone={vi.fn()} onCancel={vi.fn()} />);
    const reason = screen.getByLabelText(/^Reason/);
    expect(reason.getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required'); // the field's error, not the required marker
    expect(calls).toHaveLength(0);
  });

  it('mutes for 1 hour with the reason', async () => {
    const { fetchFn, calls } = fakeFetch({ [MutePlayer.path]: () => ok({ CustomerId: 5, IsMuted: true, Until: 1 }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<MuteForm customerId={5} nickname="Kai" onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.input(screen.getByLabelText(/^Reason/), { target: { value: 'spam links' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Kai is muted.'));
    expect(calls[0].body).toEqual({ CustomerId: 5, Reason: 'spam links', Duration: 'hours', Amount: 1, HideLines: false });
  });

  it('mutes forever without an amount, and asks for a number of days when days are chosen', async () => {
    const { fetchFn, calls } = fakeFetch({ [MutePlayer.path]: () => ok({ CustomerId: 5, IsMuted: true, Until: null }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<MuteForm customerId={5} nickname="Kai" onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.input(screen.getByLabelText(/^Reason/), { target: { value: 'abuse' } });
    fireEvent.click(screen.getByLabelText('Days'));
    fireEvent.input(screen.getByLabelText(/^Days/, { selector: 'input[type=number]' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required'); // the field's error, not the required marker
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('Forever'));
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toMatchObject({ Duration: 'forever', Amount: null });
  });

  it('warns before leaving while the reason is typed but not sent', async () => {
    renderWith(<MuteForm customerId={5} nickname="Kai" onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(leaveGuard.isDirty()).toBe(false);
    fireEvent.input(screen.getByLabelText(/^Reason/), { target: { value: 'half typed' } });
    await waitFor(() => expect(leaveGuard.isDirty()).toBe(true));
  });
});

describe('UnmuteForm', () => {
  it('requires the unmute reason, then unmutes', async () => {
    const { fetchFn, calls } = fakeFetch({ [UnmutePlayer.path]: () => ok({ CustomerId: 5, IsMuted: false }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<UnmuteForm customerId={5} nickname="Kai" onDone={onDone} onCancel={vi.fn()} />, { language: 'cn' });
    fireEvent.click(screen.getByRole('button', { name: '解除禁言' }));
    expect((await screen.findByRole('alert')).textContent).toBe('必填'); // the field's error, not the required marker
    fireEvent.input(screen.getByLabelText(/^解除禁言原因/), { target: { value: 'appeal accepted' } });
    fireEvent.click(screen.getByRole('button', { name: '解除禁言' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Kai 已解除禁言。'));
    expect(calls[0].body).toEqual({ CustomerId: 5, Reason: 'appeal accepted' });
  });
});
