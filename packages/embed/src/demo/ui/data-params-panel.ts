/**
 * The data-parameter panel: every parameter the specs list (data-params.ts) as a field, set to
 * what the widget gets now (the demo's defaults, or the visitor's values). Apply re-opens the
 * widget with the form's values; Reset returns to the defaults. A way to try each parameter.
 */
import type { Actions } from '../actions';
import { defaultParams } from '../data-defaults';
import { DATA_PARAMS, parseParam, type ParamSpec } from '../data-params';
import { currentTarget, type DemoState } from '../state';
import type { Store } from '../store';
import { h, setChildren } from './dom';
import './data-params.css';

function field(spec: ParamSpec, value: unknown): HTMLElement {
  const id = `data-param-${spec.name}`;
  const hint = h('span', { class: 'muted data-param__hint', id: `${id}-hint` }, spec.hint);
  const common = { id, name: spec.name, 'data-testid': id, 'aria-describedby': `${id}-hint` };
  let input: HTMLElement;
  if (spec.kind === 'flag') {
    input = h('select', common, h('option', { value: '' }, '(not passed)'),
      h('option', { value: 'true', selected: value === true }, 'true'), h('option', { value: 'false', selected: value === false }, 'false'));
  } else if (typeof spec.kind === 'object') {
    input = h('select', common, h('option', { value: '' }, '(not passed)'),
      ...spec.kind.options.map(([v, label]) => h('option', { value: String(v), selected: String(value) === String(v) }, label)));
  } else {
    input = h('input', { ...common, type: spec.kind === 'number' ? 'number' : 'text', value: value === undefined || value === null ? '' : String(value) });
  }
  return h('div', { class: 'data-param' }, h('label', { for: id }, spec.name), input, hint);
}

/** The form's values as data parameters: a field differing from the default becomes a value, an emptied default becomes undefined. */
export function readForm(form: HTMLFormElement, defaults: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of DATA_PARAMS) {
    const el = form.elements.namedItem(spec.name) as HTMLInputElement | HTMLSelectElement | null;
    if (!el) continue;
    const value = parseParam(spec, el.value);
    if (value !== defaults[spec.name]) out[spec.name] = value;
  }
  return out;
}

/** Fills the panel's form (called once, when the panel is first opened). */
export function mountDataParamsForm(form: HTMLFormElement, store: Store<DemoState>, actions: Actions): void {

  const defaultsOf = (s: DemoState): Record<string, unknown> => {
    const target = currentTarget(s);
    return target ? defaultParams(target, s.session) : {};
  };
  let shownKey = '';
  const render = (s: DemoState): void => {
    const defaults = defaultsOf(s);
    const key = JSON.stringify([defaults, s.dataParams]);
    if (key === shownKey) return;
    shownKey = key;
    const values = { ...defaults, ...s.dataParams };
    setChildren(form,
      h('div', { class: 'data-params__grid' }, ...DATA_PARAMS.map((spec) => field(spec, values[spec.name]))),
      h('div', { class: 'data-params__actions' },
        h('button', { type: 'submit', class: 'button small', 'data-testid': 'data-params-apply' }, 'Apply'),
        h('button', { type: 'button', class: 'button small', 'data-testid': 'data-params-reset', onclick: () => actions.setDataParams({}) }, 'Reset')));
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    actions.setDataParams(readForm(form, defaultsOf(store.getSnapshot())));
  });
  store.subscribe(render);
  render(store.getSnapshot());
}
