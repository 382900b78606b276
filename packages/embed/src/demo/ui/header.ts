/** Page header: brand, language picker, account picker with log in / log out, session status. */
import { LANGUAGES, type Language } from '@sideline/protocol';
import type { Actions } from '../actions';
import { ANONYMOUS, type DemoState } from '../state';
import type { Store } from '../store';
import { h, setChildren } from './dom';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  cn: '中文', en: 'English', vn: 'Tiếng Việt', th: 'ไทย', id: 'Bahasa Indonesia', ph: 'Filipino (English)',
};

export function createHeader(store: Store<DemoState>, actions: Actions, openLogin: (reason?: string) => void): HTMLElement {
  const language = h('select', { id: 'language', 'data-testid': 'language-picker',
    onchange: () => actions.setLanguage(language.value as Language) },
  ...LANGUAGES.map((l) => h('option', { value: l }, LANGUAGE_NAMES[l])));

  const picker = h('select', { id: 'user', 'data-testid': 'user-picker', onchange: () => actions.pickUser(picker.value) });
  const login = h('button', { type: 'button', class: 'button primary', 'data-testid': 'login', onclick: () => {
    if (store.getSnapshot().pickedUser === ANONYMOUS) openLogin();
    else void actions.login();
  } }, 'Log in');
  const logout = h('button', { type: 'button', class: 'button', 'data-testid': 'logout', onclick: () => void actions.logout() }, 'Log out');
  const status = h('p', { class: 'session-status', 'data-testid': 'session-status', 'aria-live': 'polite' });
  const error = h('p', { class: 'error-text', role: 'alert', 'data-testid': 'session-error' });

  const header = h('header', { class: 'site-header' },
    h('div', { class: 'brand' },
      h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, 'S'),
      h('div', {}, h('h1', { class: 'brand-name' }, 'Sideline demo sportsbook'),
        h('p', { class: 'brand-tag' }, 'Licensee host page · widget embedded by @sideline/embed'))),
    h('div', { class: 'header-controls' },
      h('div', { class: 'field' }, h('label', { for: 'language' }, 'Language'), language),
      h('div', { class: 'field' }, h('label', { for: 'user' }, 'Account'), picker),
      h('div', { class: 'account-actions' }, login, logout),
      h('div', { class: 'session-lines' }, status, error)));

  let usersKey = '';
  const render = (s: DemoState): void => {
    language.value = s.language;
    const users = s.world.status === 'ready' ? s.world.users : [];
    const key = users.map((u) => u.Key).join('|');
    if (key !== usersKey) {
      usersKey = key;
      setChildren(picker, h('option', { value: ANONYMOUS }, 'Anonymous visitor'),
        ...users.map((u) => h('option', { value: u.Key }, u.Label)));
    }
    picker.value = s.pickedUser;
    picker.disabled = s.world.status !== 'ready';
    const pending = s.session.status === 'pending';
    const member = s.session.status === 'member';
    const sameUser = member && s.session.status === 'member' && s.session.user.Key === s.pickedUser;
    login.disabled = pending || s.world.status !== 'ready';
    login.hidden = sameUser;
    login.setAttribute('aria-busy', String(pending));
    login.textContent = member && !sameUser && s.pickedUser !== ANONYMOUS ? 'Switch user' : 'Log in';
    logout.hidden = !member;
    logout.disabled = pending;
    status.textContent = s.session.status === 'pending' ? s.session.label
      : s.session.status === 'member' ? `Logged in as ${s.session.user.Label}${s.session.user.Vip ? ` · VIP ${s.session.user.Vip}` : ''}`
        : s.session.status === 'anonymous' ? 'Browsing as a guest' : 'Not connected';
    error.textContent = s.sessionError ?? '';
    error.hidden = !s.sessionError;
  };
  store.subscribe(render);
  render(store.getSnapshot());
  return header;
}
