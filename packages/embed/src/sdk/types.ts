import type { HostToWidget, HostToWidgetType, Language, WidgetToHost, WidgetToHostMessage, WidgetToHostType } from '@sideline/protocol';

/**
 * The widget page routes a host can mount. Each reads the `data` query value
 * (chatroom-and-streaming.md and schedule-promotions-fast-market.md, section 2).
 */
export type WidgetRoute = '/licensee' | '/streamingplugin' | '/entertainmentplugin' | '/broadcastplugin' | '/creditplugin';

export const WIDGET_ROUTES: readonly WidgetRoute[] = [
  '/licensee', '/streamingplugin', '/entertainmentplugin', '/broadcastplugin', '/creditplugin',
];

/**
 * Start-up data handed to the widget in the `data` query value (base64 JSON). Field names are
 * the spec's. `SmartUrl` is the host page origin: the widget posts its host messages only there.
 * Extra keys pass through untouched so a host can hand over settings this type does not know.
 */
export interface WidgetData extends WidgetInput {
  SmartUrl: string;
}

/** What the host gives `mountWidget`: everything but `SmartUrl`, which the SDK fills in. */
export interface WidgetInput {
  Token: string;
  MatchId?: number;
  UserLanguage: Language;
  Theme?: number;
  IsDarkMode?: boolean;
  AnchorId?: number | null;
  AnchorLanguage?: string | null;
  [extra: string]: unknown;
}

export interface MountOptions {
  /** Element the iframe is appended to. */
  container: HTMLElement;
  /** Exact origin of the widget pages, e.g. `https://widget.example.com` (no path, no '*'). */
  widgetOrigin: string;
  /** Widget page to open. */
  route: WidgetRoute;
  data: WidgetInput;
  /** Accessible name of the iframe (read by screen readers). */
  title: string;
  /** Permissions policy of the iframe; default `autoplay; clipboard-write`. */
  allow?: string;
  /**
   * Sandbox tokens, or `false` for none. The default keeps what the widget needs: scripts,
   * its own origin (API calls, storage, a real `event.origin`), forms, and popups that open
   * promotion links outside the sandbox. A widget on the host's own origin gets no default
   * sandbox: with scripts and same-origin it could remove the sandbox itself.
   */
  sandbox?: readonly string[] | false;
  /** Origin written into `SmartUrl`; defaults to the host page's own `location.origin`. */
  hostOrigin?: string;
}

export type WidgetMessageHandler<K extends WidgetToHostType> = (payload: WidgetToHost[K], message: { type: K; payload: WidgetToHost[K] }) => void;

/** A mounted widget. Every method is safe to call in any order; use after `destroy()` throws. */
export interface WidgetHandle {
  readonly iframe: HTMLIFrameElement;
  /** Posts `{ type, payload }` to the widget, target origin `widgetOrigin`; queued until the page has loaded. */
  send<K extends HostToWidgetType>(type: K, payload: HostToWidget[K]): void;
  /**
   * Responsible gambling (issue 22): tells the widget the player is self-excluded, timed out until
   * T (epoch ms), at a deposit/loss limit, age-verified. The widget hides its betting and prize
   * surfaces at once; it only ever tightens on this message. The operator's back end makes it
   * binding (and reach the player's other tabs) with POST /Operator/SetPlayerGamblingState.
   */
  setPlayerGamblingState(state: HostToWidget['PlayerGamblingState']): void;
  /** Subscribes to one widget message type (validated, origin- and source-checked). Returns the unsubscribe. */
  on<K extends WidgetToHostType>(type: K, handler: WidgetMessageHandler<K>): () => void;
  /** Subscribes to every accepted widget message (for logs). Returns the unsubscribe. */
  onAny(handler: (message: WidgetToHostMessage) => void): () => void;
  /** Re-navigates the iframe with new data (and optionally another route). */
  update(data: WidgetInput, route?: WidgetRoute): void;
  /** Removes the iframe and the message listener; drops handlers and queued messages. */
  destroy(): void;
}
