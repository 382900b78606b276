import { parseWidgetToHost, type HostToWidget, type HostToWidgetType, type WidgetToHostMessage, type WidgetToHostType } from '@sideline/protocol';
import type { MountOptions, WidgetHandle, WidgetInput, WidgetMessageHandler, WidgetRoute } from './types';
import { normaliseOrigin, widgetUrl } from './url';

/** Default permissions policy: the player autoplays (muted) and the widget copies links. */
export const DEFAULT_ALLOW = 'autoplay; clipboard-write';

/** Default sandbox tokens; see {@link MountOptions.sandbox}. */
export const DEFAULT_SANDBOX: readonly string[] = [
  'allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox',
];

type AnyHandler = (message: WidgetToHostMessage) => void;

/**
 * Mounts the widget iframe for a route and talks to it by postMessage.
 *
 * Security contract (REFERENCE.md "Embedding and content"): messages are posted only with the
 * exact `widgetOrigin` as target origin, never '*'; an incoming message is accepted only when
 * `event.origin === widgetOrigin` and `event.source` is this iframe's window, and only after its
 * shape passes `parseWidgetToHost`. Everything else is ignored silently (other frames and
 * extensions post to every window). `SmartUrl` is set to the host origin so the widget posts
 * back only to this page.
 */
export function mountWidget(options: MountOptions): WidgetHandle {
  const widgetOrigin = normaliseOrigin(options.widgetOrigin);
  const hostOrigin = options.hostOrigin ?? window.location.origin;
  const typed = new Map<WidgetToHostType, Set<(message: WidgetToHostMessage) => void>>();
  const any = new Set<AnyHandler>();
  let queue: Array<{ type: HostToWidgetType; payload: unknown }> = [];
  let loaded = false;
  let destroyed = false;

  const iframe = document.createElement('iframe');
  iframe.title = options.title;
  iframe.setAttribute('allow', options.allow ?? DEFAULT_ALLOW);
  // A same-origin frame with scripts and same-origin can lift its own sandbox (browsers warn),
  // so the default sandbox applies only to a cross-origin widget, where it does hold.
  const sandbox = options.sandbox ?? (widgetOrigin === hostOrigin ? false : DEFAULT_SANDBOX);
  if (sandbox !== false) iframe.setAttribute('sandbox', sandbox.join(' '));
  iframe.setAttribute('referrerpolicy', 'origin');

  const navigate = (data: WidgetInput, route: WidgetRoute): void => {
    loaded = false;
    iframe.src = widgetUrl(widgetOrigin, route, { ...data, SmartUrl: hostOrigin });
  };

  const post = (type: HostToWidgetType, payload: unknown): void => {
    iframe.contentWindow?.postMessage({ type, payload }, widgetOrigin);
  };

  const onLoad = (): void => {
    loaded = true;
    const pending = queue;
    queue = [];
    for (const m of pending) post(m.type, m.payload);
  };

  const onMessage = (event: MessageEvent): void => {
    if (event.origin !== widgetOrigin) return;
    if (event.source === null || event.source !== iframe.contentWindow) return;
    const message = parseWidgetToHost(event.data);
    if (!message) return;
    for (const handler of [...any]) safely(() => handler(message));
    for (const handler of [...(typed.get(message.type) ?? [])]) safely(() => handler(message));
  };

  const assertAlive = (): void => {
    if (destroyed) throw new Error('This widget handle was destroyed');
  };

  iframe.addEventListener('load', onLoad);
  window.addEventListener('message', onMessage);
  navigate(options.data, options.route);
  options.container.appendChild(iframe);

  return {
    iframe,
    send<K extends HostToWidgetType>(type: K, payload: HostToWidget[K]): void {
      assertAlive();
      if (loaded) post(type, payload);
      else queue.push({ type, payload });
    },
    setPlayerGamblingState(state) {
      this.send('PlayerGamblingState', state);
    },
    on<K extends WidgetToHostType>(type: K, handler: WidgetMessageHandler<K>): () => void {
      assertAlive();
      const wrapped = (m: WidgetToHostMessage): void => handler(m.payload as never, m as never);
      const set = typed.get(type) ?? new Set();
      set.add(wrapped);
      typed.set(type, set);
      return () => set.delete(wrapped);
    },
    onAny(handler: AnyHandler): () => void {
      assertAlive();
      any.add(handler);
      return () => any.delete(handler);
    },
    update(data: WidgetInput, route?: WidgetRoute): void {
      assertAlive();
      const current = new URL(iframe.src).pathname as WidgetRoute;
      navigate(data, route ?? current);
    },
    destroy(): void {
      if (destroyed) return;
      destroyed = true;
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', onLoad);
      typed.clear();
      any.clear();
      queue = [];
      iframe.remove();
    },
  };
}

/** A throwing host handler must not stop the other handlers nor break the listener. */
function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('[sideline/embed] widget message handler failed', error);
  }
}
