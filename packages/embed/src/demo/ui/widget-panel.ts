/**
 * The widget beside the list: mounts the iframe through the SDK for the chosen target, token
 * and language, re-navigates when one of them changes, and feeds every accepted widget message
 * to the host log and the reactions table.
 */
import type { WidgetToHostMessage } from '@sideline/protocol';
import { mountWidget } from '../../sdk/mount';
import type { WidgetHandle, WidgetInput, WidgetRoute } from '../../sdk/types';
import type { Actions } from '../actions';
import { reactTo, type HostContext } from '../host-messages';
import { currentTarget, sessionToken, type DemoState } from '../state';
import type { Store } from '../store';
import { KIND_NAMES, ROUTE_OF_KIND } from '../targets';
import { defaultParams } from '../data-defaults';
import { h, setChildren } from './dom';

export interface WidgetPanelOptions {
  widgetOrigin: string;
  host: HostContext;
}

/** What the iframe should show for a state, or why it cannot show anything yet. */
export function widgetRequest(s: DemoState): { route: WidgetRoute; data: WidgetInput; title: string } | { wait: string } {
  const target = currentTarget(s);
  if (s.world.status === 'error') return { wait: 'The widget needs the server; it is unreachable.' };
  if (s.world.status === 'loading') return { wait: 'Loading…' };
  if (!target) return { wait: 'Pick a match, programme or broadcast to open the widget.' };
  const token = sessionToken(s.session);
  if (!token) return { wait: s.session.status === 'pending' ? s.session.label : 'Waiting for a session…' };
  const data: WidgetInput = { ...defaultParams(target, s.session), Token: token, MatchId: target.MatchId, UserLanguage: s.language };
  if (target.AnchorId !== null) data.AnchorId = target.AnchorId;
  if (target.AnchorLanguage !== null) data.AnchorLanguage = target.AnchorLanguage;
  // What the visitor set in the data-parameter panel wins; undefined removes a default.
  for (const [name, value] of Object.entries(s.dataParams)) {
    if (value === undefined) delete data[name];
    else data[name] = value;
  }
  return { route: ROUTE_OF_KIND[target.Kind], data, title: `Sideline live widget: ${target.Title}` };
}

export function createWidgetPanel(store: Store<DemoState>, actions: Actions, options: WidgetPanelOptions): HTMLElement {
  const title = h('h2', { id: 'widget-title', class: 'widget-title' });
  const kind = h('span', { class: 'muted' });
  const tools = h('div', { class: 'widget-tools' });
  // The frame's box keeps its size from the first paint; the wait message sits inside it, so
  // mounting the iframe moves nothing on the host page (no layout shift).
  const wait = h('p', { class: 'widget-wait', role: 'status' });
  const frameBox = h('div', { class: 'frame-box' }, wait);
  const element = h('section', { class: 'card widget-panel', 'aria-labelledby': 'widget-title' },
    h('div', { class: 'card-head' }, h('div', {}, title, kind), tools), frameBox);

  let handle: WidgetHandle | null = null;
  let requestKey = '';
  let voiceOn = false;

  const onMessage = (message: WidgetToHostMessage): void => {
    actions.log('in', message.type, message.payload);
    reactTo(message.type, message.payload as never, options.host);
  };

  const renderTools = (s: DemoState): void => {
    const target = currentTarget(s);
    if (!target || !handle) {
      setChildren(tools);
      return;
    }
    if (target.Kind === 'broadcast') {
      setChildren(tools, h('button', { type: 'button', class: 'button small', 'aria-pressed': String(voiceOn), onclick: () => {
        voiceOn = !voiceOn;
        actions.sendToWidget('BroadcastVoice', { voiceToggle: voiceOn ? 1 : 0 });
        renderTools(store.getSnapshot());
      } }, voiceOn ? 'Mute voice' : 'Unmute voice'));
      return;
    }
    const expanded = s.chatExpanded;
    setChildren(tools, h('button', { type: 'button', class: 'button small', 'aria-pressed': String(expanded), 'data-testid': 'expand-chat', onclick: () => {
      actions.setChatExpanded(!expanded);
      actions.sendToWidget(target.Kind === 'match' ? 'LicenseeStreamerChatRoom' : 'StreamerChatRoom', { expandChat: !expanded });
    } }, expanded ? 'Collapse chat' : 'Expand chat'));
  };

  const render = (s: DemoState): void => {
    const target = currentTarget(s);
    title.textContent = target?.Title ?? 'Live widget';
    kind.textContent = target ? ` · ${KIND_NAMES[target.Kind]}` : '';
    frameBox.dataset.kind = target?.Kind ?? '';
    frameBox.classList.toggle('expanded', s.chatExpanded);
    const request = widgetRequest(s);
    if ('wait' in request) {
      wait.textContent = request.wait;
      wait.hidden = false;
      renderTools(s);
      return;
    }
    wait.hidden = true;
    const key = JSON.stringify(request);
    if (key !== requestKey) {
      requestKey = key;
      if (!handle) {
        handle = mountWidget({ container: frameBox, widgetOrigin: options.widgetOrigin, route: request.route, data: request.data, title: request.title });
        handle.iframe.dataset.testid = 'widget-frame';
        handle.iframe.className = 'widget-frame';
        handle.onAny(onMessage);
        const h2 = handle;
        actions.connectWidget((type, payload) => h2.send(type, payload));
      } else {
        handle.iframe.title = request.title;
        handle.update(request.data, request.route);
      }
      voiceOn = false;
    }
    renderTools(s);
  };
  store.subscribe(render);
  render(store.getSnapshot());
  return element;
}
