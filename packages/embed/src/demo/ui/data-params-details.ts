/**
 * The data-parameter panel's frame: a closed `<details>` on the page; its fields (every spec
 * parameter, ui/data-params-panel.ts) load the first time it opens, so the page's first load
 * stays within its budget.
 */
import type { Actions } from '../actions';
import type { DemoState } from '../state';
import type { Store } from '../store';
import { h } from './dom';

export function createDataParamsPanel(store: Store<DemoState>, actions: Actions): HTMLElement {
  const form = h('form', { class: 'data-params', 'data-testid': 'data-params-form' }, h('p', { role: 'status', class: 'muted' }, 'Loading…'));
  const element = h('details', { class: 'card data-params-panel', 'data-testid': 'data-params' },
    h('summary', {}, 'Data parameters'),
    h('p', { class: 'muted' }, 'What the demo passes to the widget in its data parameter. Change any of them and apply to re-open the widget with it.'),
    form);
  let loaded = false;
  element.addEventListener('toggle', () => {
    if (!element.open || loaded) return;
    loaded = true;
    import('./data-params-panel')
      .then((m) => m.mountDataParamsForm(form, store, actions))
      .catch(() => {
        loaded = false;
        form.replaceChildren(h('p', { role: 'alert', class: 'error-text' }, 'The panel could not load; close and open it again.'));
      });
  });
  return element;
}
