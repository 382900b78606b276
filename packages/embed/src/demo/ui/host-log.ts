/** The visible "host messages" panel: every message in from the widget and out to it, newest first. */
import type { Actions } from '../actions';
import type { DemoState, LogEntry } from '../state';
import type { Store } from '../store';
import { h, setChildren } from './dom';

function line(entry: LogEntry): HTMLElement {
  const payload = JSON.stringify(entry.payload);
  return h('li', { class: `log-entry ${entry.direction}`, 'data-testid': 'host-log-entry', 'data-type': entry.type, 'data-direction': entry.direction },
    h('time', { datetime: entry.at.toISOString() }, entry.at.toLocaleTimeString('en-GB')),
    h('span', { class: 'log-dir', 'aria-label': entry.direction === 'in' ? 'from widget' : 'to widget' }, entry.direction === 'in' ? '←' : '→'),
    h('code', { class: 'log-type' }, entry.type),
    payload && payload !== '{}' ? h('code', { class: 'log-payload' }, payload.length > 160 ? `${payload.slice(0, 160)}…` : payload) : null);
}

export function createHostLog(store: Store<DemoState>, actions: Actions): HTMLElement {
  const list = h('ol', { class: 'log-list' });
  const region = h('div', { class: 'log-scroll', role: 'log', 'aria-live': 'polite', 'aria-labelledby': 'log-title', 'data-testid': 'host-log', tabindex: '0' }, list);
  const empty = h('p', { class: 'muted' }, 'No messages yet. The widget reports InitFinished when it has started.');
  const element = h('section', { class: 'card host-log', 'aria-labelledby': 'log-title' },
    h('div', { class: 'card-head' }, h('h2', { id: 'log-title' }, 'Host messages'),
      h('button', { type: 'button', class: 'button small', onclick: () => actions.clearLog() }, 'Clear')), empty, region);

  let rendered: LogEntry[] | null = null;
  const render = (s: DemoState): void => {
    if (s.log === rendered) return;
    rendered = s.log;
    empty.hidden = s.log.length > 0;
    setChildren(list, ...s.log.map(line));
  };
  store.subscribe(render);
  render(store.getSnapshot());
  return element;
}
