import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { StaffLogin } from '@sideline/protocol';
import { csrf } from '../../shared/api';
import { createI18n } from '../../shared/i18n';
import { fail, fakeFetch, meOf, ok } from '../../test/render';
import { LoginPage } from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

function renderLogin(language: 'en' | 'cn' = 'en') {
  const onSignedIn = vi.fn();
  render(<I18nextProvider i18n={createI18n(language)}><LoginPage onSignedIn={onSignedIn} /></I18nextProvider>);
  return onSignedIn;
}

describe('LoginPage', () => {
  it('flags both fields as required and shows field errors before any call', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderLogin();
    expect(screen.getByLabelText(/Email/).getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Enter a valid email address')).toHaveLength(1);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('signs in with the email and password and hands over the session', async () => {
    const me = meOf('moderator');
    const { fetchFn, calls } = fakeFetch({ [StaffLogin.path]: () => ok(me) });
    vi.stubGlobal('fetch', fetchFn);
    const onSignedIn = renderLogin();
    fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'Mod@Example.com' } });
    fireEvent.input(screen.getByLabelText(/Password/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(me));
    expect(calls[0].body).toEqual({ Email: 'mod@example.com', Password: 'correct horse' });
    expect(csrf.get()).toBeNull();
  });

  it('says how long to wait when sign-in is throttled, in the chosen language', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [StaffLogin.path]: () => fail(429, 'login-throttled', 'Too many attempts', { 'retry-after': '90' }) }).fetchFn);
    renderLogin('cn');
    fireEvent.input(screen.getByLabelText(/邮箱/), { target: { value: 'a@example.com' } });
    fireEvent.input(screen.getByLabelText(/密码/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('失败次数过多，请在 90 秒后重试。');
  });

  it('gives one answer for a wrong email or password', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [StaffLogin.path]: () => fail(401, 'invalid-credentials', 'Invalid email or password') }).fetchFn);
    renderLogin();
    fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'a@example.com' } });
    fireEvent.input(screen.getByLabelText(/Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
  });
});
