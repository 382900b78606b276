import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AddStaff, EditStaff } from '@sideline/protocol';
import { fail, fakeFetch, ok, renderWith } from '../../test/render';
import { StaffForm } from './StaffForm';

afterEach(() => vi.unstubAllGlobals());

const user = { StaffId: 4, Email: 'ana@example.com', DisplayName: 'Ana', Role: 'moderator' as const, IsDisabled: false, CreatedAt: 0, LastLoginAt: null };

describe('StaffForm', () => {
  it('adds a moderator; a taken email is shown at the email field', async () => {
    const { fetchFn, calls } = fakeFetch({ [AddStaff.path]: () => fail(409, 'email-exists', 'exists') });
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<StaffForm user={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.input(screen.getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'long enough pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(calls[0].body).toEqual({ Email: 'ana@example.com', DisplayName: 'Ana', Role: 'moderator', Password: 'long enough pw' });
  });

  it('refuses a short password before calling', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<StaffForm user={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.input(screen.getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('At least 10 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('edits the role and keeps the password when left blank', async () => {
    const { fetchFn, calls } = fakeFetch({ [EditStaff.path]: () => ok({ User: { ...user, Role: 'trader' } }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<StaffForm user={user} onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'trader' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toEqual({ StaffId: 4, DisplayName: 'Ana', Role: 'trader' });
  });
});
