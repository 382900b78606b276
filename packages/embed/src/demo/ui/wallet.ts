/**
 * Wallet card: balance, currency (coin or diamond on the coin site) and the top-up form.
 * The form is a single element so its test ids stay unique; the top-up dialog borrows it
 * while open (InsufficientBalance) and gives it back on close.
 */
import type { Actions } from '../actions';
import { currenciesFor, type DemoState } from '../state';
import type { Store } from '../store';
import { createDialog, type Dialog } from './dialog';
import { formatAmount, h, setChildren } from './dom';

export interface Wallet {
  element: HTMLElement;
  dialog: Dialog;
}

export function createWallet(store: Store<DemoState>, actions: Actions): Wallet {
  const balance = h('output', { class: 'balance-value', 'data-testid': 'balance', 'aria-live': 'polite', for: 'topup-amount' });
  const currency = h('select', { id: 'topup-currency', onchange: () => actions.setCurrency(Number(currency.value)) });
  const currencyField = h('div', { class: 'field' }, h('label', { for: 'topup-currency' }, 'Currency'), currency);
  const amount = h('input', { id: 'topup-amount', name: 'amount', type: 'number', inputmode: 'decimal', min: '1', max: '1000000', step: 'any', value: '100', required: true, 'data-testid': 'topup-amount' });
  const submit = h('button', { type: 'submit', class: 'button primary', 'data-testid': 'topup-submit' }, 'Top up');
  const hint = h('p', { class: 'topup-status', role: 'status', 'data-testid': 'topup-status' });
  const quick = h('div', { class: 'quick-amounts', role: 'group', 'aria-label': 'Quick amounts' },
    ...[100, 500, 1000].map((v) => h('button', { type: 'button', class: 'chip', onclick: () => { amount.value = String(v); amount.focus(); } }, `+${v}`)));
  const form = h('form', { class: 'topup-form', 'aria-label': 'Top up balance' }, currencyField,
    h('div', { class: 'field' }, h('label', { for: 'topup-amount' }, 'Amount'), h('div', { class: 'inline' }, amount, submit)),
    quick, hint);
  const home = h('div', { class: 'topup-home' }, form);
  const element = h('section', { class: 'card wallet', 'aria-labelledby': 'wallet-title' },
    h('div', { class: 'card-head' }, h('h2', { id: 'wallet-title' }, 'Wallet'), h('span', { class: 'muted' }, 'Balance'), balance), home);

  const dialog = createDialog('topup-dialog', 'Top up your balance');
  dialog.onClose(() => home.append(form));
  const open = dialog.open;
  dialog.open = (message) => {
    actions.setCurrency(store.getSnapshot().currencyId); // clears the last top-up message
    dialog.body.append(form);
    open(message);
    amount.focus();
    amount.select();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void actions.topUp(Number(amount.value)).then((ok) => {
      if (ok && dialog.element.open) dialog.close();
    });
  });

  let currencyKey = '';
  const render = (s: DemoState): void => {
    const member = s.session.status === 'member';
    const currencies = currenciesFor(s.session, s.balances);
    const key = currencies.map((c) => c.id).join(',');
    if (key !== currencyKey) {
      currencyKey = key;
      setChildren(currency, ...currencies.map((c) => h('option', { value: c.id }, c.name)));
    }
    currency.value = String(s.currencyId);
    currencyField.hidden = currencies.length < 2;
    const name = currencies.find((c) => c.id === s.currencyId)?.name ?? '';
    const value = s.balances[s.currencyId];
    balance.textContent = !member ? '—' : value === undefined ? `— ${name}` : `${formatAmount(value)} ${name}`;
    const pending = s.topUp.status === 'pending';
    amount.disabled = !member || pending;
    submit.disabled = !member || pending;
    currency.disabled = !member || pending;
    for (const b of quick.querySelectorAll('button')) b.disabled = !member || pending;
    submit.textContent = pending ? 'Topping up…' : 'Top up';
    hint.classList.toggle('error-text', s.topUp.status === 'error');
    hint.textContent = !member ? 'Log in as a member to top up.'
      : s.topUp.status === 'done' || s.topUp.status === 'error' ? s.topUp.message : '';
  };
  store.subscribe(render);
  render(store.getSnapshot());
  return { element, dialog };
}
