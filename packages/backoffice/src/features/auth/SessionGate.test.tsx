import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STAFF_CSRF_HEADER, StaffLogin, StaffLogout, StaffMe } from '@sideline/protocol';
import { csrf } from '../../shared/api';
import { fail, fakeFetch, meOf, ok } from '../../test/render';
import { SessionGate, useSession } from './session';

afterEach(() => vi.unstubAllGlobals());

function Signed() {
  const { me, logout } = useSession();
  return <button type="button" onClick={() => void logout()}>out {me.User.Email}</button>;
}

function renderGate() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionGate loading={<p>loading</p>} error={() => <p>error</p>}
        login={(onSignedIn) => <button type="button" onClick={async () => onSignedIn(await (await fetch(StaffLogin.path, { method: 'POST' })).json().then((b: { Result: never }) => b.Result))}>sign in</button>}>
        <Signed />
      </SessionGate>
    </QueryClientProvider>,
  );
}

describe('SessionGate', () => {
  it('shows the login without a session, then the app with the CSRF token in memory; sign-out forgets it', async () => {
    const me = meOf('moderator');
    const { fetchFn, calls } = fakeFetch({
      [StaffMe.path]: () => fail(401, 'staff-session-required', 'no session'),
      [StaffLogin.path]: () => ok(me),
      [StaffLogout.path]: () => ok({ LoggedOut: true }),
    });
    vi.stubGlobal('fetch', fetchFn);
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'out moderator@example.com' }));
    await screen.findByRole('button', { name: 'sign in' });
    const logout = calls.find((c) => c.url === StaffLogout.path);
    expect((logout?.init.headers as Record<string, string>)[STAFF_CSRF_HEADER]).toBe(me.CsrfToken);
    expect(csrf.get()).toBeNull();
  });

  it('resumes a session the cookie still holds', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [StaffMe.path]: () => ok(meOf('owner')) }).fetchFn);
    renderGate();
    await waitFor(() => expect(screen.getByRole('button', { name: 'out owner@example.com' })).toBeTruthy());
    expect(csrf.get()).toBe('csrf-test');
  });
});
