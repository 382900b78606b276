import { parseHostToWidget } from '@sideline/protocol';
import type { HostToWidget, HostToWidgetType, WidgetToHost, WidgetToHostType } from '@sideline/protocol';

/** Something that can receive a message (the host window, or a fake in tests). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Where `message` events arrive (the widget's own window). */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface HostBridgeOptions {
  /** The exact host origin (scheme://host:port). Null: nothing is sent and nothing accepted. */
  hostOrigin: string | null;
  /** The host window (`window.parent`); null when the widget is not framed. */
  host: MessageTarget | null;
  /** Where to listen for messages (the widget window). */
  listenOn: MessageSource;
  log?: (message: string, details?: unknown) => void;
}

/**
 * The typed postMessage bridge between the widget and its host page.
 *
 * Contract: messages go out as `{ type, payload }` with targetOrigin = the host origin given
 * (never '*'); a message comes in only if `event.origin` equals that origin exactly, its
 * `event.source` is the host window, and its shape passes `parseHostToWidget`. Anything else
 * is dropped silently (logged). Handlers run in registration order; one throwing does not stop
 * the others.
 */
export interface HostBridge {
  readonly hostOrigin: string | null;
  /** True when a host origin and a host window are known. */
  readonly connected: boolean;
  /** Posts a message to the host page; returns false when there is no host to post to. */
  send<K extends WidgetToHostType>(type: K, payload: WidgetToHost[K]): boolean;
  /** Subscribes to one host message type; returns the unsubscribe function. */
  on<K extends HostToWidgetType>(type: K, handler: (payload: HostToWidget[K]) => void): () => void;
}

type AnyHandler = (payload: unknown) => void;

/** Normalises an origin string ('https://a.b/' → 'https://a.b'); null if it is not one. */
export function normaliseOrigin(origin: string | null | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function createHostBridge(options: HostBridgeOptions): HostBridge {
  const hostOrigin = normaliseOrigin(options.hostOrigin);
  const host = options.host;
  const log = options.log ?? (() => {});
  const handlers = new Map<HostToWidgetType, Set<AnyHandler>>();
  let listening = false;

  const listener = (event: MessageEvent) => {
    if (!hostOrigin || !host) return;
    if (event.origin !== hostOrigin) {
      log('host bridge: message from an unexpected origin dropped', event.origin);
      return;
    }
    if (event.source !== (host as unknown)) {
      log('host bridge: message from a window other than the host dropped');
      return;
    }
    const message = parseHostToWidget(event.data);
    if (!message) {
      log('host bridge: malformed message dropped', event.data);
      return;
    }
    for (const handler of [...(handlers.get(message.type) ?? [])]) {
      try {
        handler(message.payload);
      } catch (e) {
        log(`host bridge: handler for ${message.type} failed`, e);
      }
    }
  };

  function updateListening() {
    const any = [...handlers.values()].some((s) => s.size > 0);
    if (any && !listening) {
      options.listenOn.addEventListener('message', listener);
      listening = true;
    } else if (!any && listening) {
      options.listenOn.removeEventListener('message', listener);
      listening = false;
    }
  }

  return {
    hostOrigin,
    connected: hostOrigin !== null && host !== null,
    send(type, payload) {
      if (!hostOrigin || !host) return false;
      host.postMessage({ type, payload }, hostOrigin);
      return true;
    },
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler as AnyHandler);
      updateListening();
      return () => {
        set.delete(handler as AnyHandler);
        updateListening();
      };
    },
  };
}
