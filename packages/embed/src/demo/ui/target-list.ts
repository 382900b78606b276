/** The list of matches, programmes and broadcasts the host can open in the widget. */
import type { DemoTarget } from '@sideline/protocol';
import type { Actions } from '../actions';
import type { DemoState } from '../state';
import type { Store } from '../store';
import { KIND_HEADINGS, KIND_ORDER, statusLabel, targetKey, targetTestId } from '../targets';
import { h, setChildren } from './dom';

export function createTargetList(store: Store<DemoState>, actions: Actions): HTMLElement {
  const body = h('div', { class: 'target-body', 'aria-live': 'polite' });
  const element = h('nav', { class: 'card targets', 'aria-labelledby': 'targets-title' },
    h('div', { class: 'card-head' }, h('h2', { id: 'targets-title' }, 'Live & upcoming')), body);

  let renderedWorld: DemoState['world'] | null = null;
  let shownKey: string | null = null;
  const buttons = new Map<string, HTMLButtonElement>();

  const item = (t: DemoTarget): HTMLElement => {
    const status = statusLabel(t);
    const button = h('button', { type: 'button', class: 'target', 'data-testid': targetTestId(t), 'data-kind': t.Kind, 'aria-pressed': 'false',
      onclick: () => actions.selectTarget(targetKey(t)) },
    h('span', { class: 'target-title' }, t.Title),
    h('span', { class: `badge ${status.live ? 'live' : ''}` }, status.text),
    t.AnchorLanguage ? h('span', { class: 'muted target-lang' }, t.AnchorLanguage.toUpperCase()) : null);
    buttons.set(targetKey(t), button);
    return h('li', {}, button);
  };

  const renderWorld = (world: DemoState['world']): void => {
    buttons.clear();
    if (world.status === 'loading') {
      setChildren(body, h('p', { class: 'loading', role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), 'Loading matches…'));
      return;
    }
    if (world.status === 'error') {
      setChildren(body, h('div', { class: 'error-box', role: 'alert', 'data-testid': 'world-error' },
        h('p', {}, `Could not load the demo world. ${world.message}`),
        h('button', { type: 'button', class: 'button', onclick: () => void actions.loadWorld() }, 'Retry')));
      return;
    }
    if (world.targets.length === 0) {
      setChildren(body, h('p', { class: 'muted' }, 'Nothing is scheduled right now.'));
      return;
    }
    setChildren(body, ...KIND_ORDER.map((kind) => {
      const of = world.targets.filter((t) => t.Kind === kind);
      if (of.length === 0) return null;
      return h('section', { class: 'target-group', 'aria-labelledby': `group-${kind}` },
        h('h3', { id: `group-${kind}` }, KIND_HEADINGS[kind]), h('ul', { class: 'target-list' }, ...of.map(item)));
    }));
  };

  const render = (s: DemoState): void => {
    if (s.world !== renderedWorld) {
      renderedWorld = s.world;
      shownKey = null;
      renderWorld(s.world);
    }
    for (const [id, button] of buttons) {
      const selected = id === s.targetKey;
      button.setAttribute('aria-pressed', String(selected));
      button.classList.toggle('selected', selected);
      if (selected && id !== shownKey) {
        // In the next frame: reading the row's widths here would lay the page out inside the update
        // that mounts the widget's frame, holding its request back (issue 20).
        requestAnimationFrame(() => revealInRow(button));
        shownKey = id;
      }
    }
  };
  store.subscribe(render);
  render(store.getSnapshot());
  return element;
}

/** On narrow screens each group is a horizontal row: bring the chosen card into view within it. */
function revealInRow(button: HTMLElement): void {
  const list = button.closest('ul');
  const item = button.parentElement;
  if (!list || !item || list.scrollWidth <= list.clientWidth) return;
  list.scrollLeft = Math.max(0, item.offsetLeft - 8);
}
