/** The login dialog: pick one of the seeded members; opened by the header or a WantToLogin message. */
import type { Actions } from '../actions';
import type { DemoState } from '../state';
import type { Store } from '../store';
import { createDialog, type Dialog } from './dialog';
import { h, setChildren } from './dom';

export function createLoginDialog(store: Store<DemoState>, actions: Actions): Dialog {
  const dialog = createDialog('login-dialog', 'Log in to Sideline demo sportsbook');
  const list = h('fieldset', { class: 'user-choices' });
  const error = h('p', { class: 'error-text', role: 'alert' });
  const submit = h('button', { type: 'submit', class: 'button primary', 'data-testid': 'login-submit' }, 'Log in');
  const form = h('form', { class: 'stack' }, list, error,
    h('div', { class: 'dialog-actions' },
      h('button', { type: 'button', class: 'button', onclick: () => dialog.close() }, 'Stay as guest'), submit));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const choice = form.querySelector<HTMLInputElement>('input[name="login-user"]:checked');
    if (!choice) {
      error.textContent = 'Pick a member.';
      return;
    }
    submit.disabled = true;
    void actions.login(choice.value).then(() => {
      submit.disabled = false;
      const s = store.getSnapshot();
      if (s.session.status === 'member' && s.session.user.Key === choice.value) dialog.close();
      else error.textContent = s.sessionError ?? 'Login failed.';
    });
  });

  const fill = (): void => {
    const s = store.getSnapshot();
    const users = s.world.status === 'ready' ? s.world.users : [];
    const current = s.session.status === 'member' ? s.session.user.Key : s.pickedUser;
    error.textContent = users.length === 0 ? 'The member list is not loaded; the server may be unreachable.' : '';
    setChildren(list, h('legend', {}, 'Member'), ...users.map((u, i) => {
      const id = `login-user-${u.Key}`;
      return h('div', { class: 'choice' },
        h('input', { type: 'radio', name: 'login-user', id, value: u.Key, checked: u.Key === current || (i === 0 && !users.some((x) => x.Key === current)) }),
        h('label', { for: id }, u.Label, h('span', { class: 'muted' }, ` · site ${u.SiteId}${u.Vip ? ` · VIP ${u.Vip}` : ''}`)));
    }));
    submit.disabled = users.length === 0;
  };

  dialog.body.append(form);
  const open = dialog.open;
  dialog.open = (message) => {
    fill();
    open(message);
  };
  return dialog;
}
