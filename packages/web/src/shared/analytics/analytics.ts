import { ANALYTICS_BATCH_MAX, analyticsAllowedPath } from '@sideline/protocol';
import type { Clock } from '../clock';

/** One event as POST /Analytics/Collect takes it. */
export type AnalyticsEvent =
  | { Kind: 'PageView'; Route: string }
  | { Kind: 'Feature'; Name: string; Route: string };

export type SendMode = 'fetch' | 'beacon';

/** Its timeouts come from the web's one clock (shared/clock). */
export interface AnalyticsDeps extends Pick<Clock, 'setTimeout' | 'clearTimeout'> {
  /** Sends one JSON batch; 'beacon' on page hide (navigator.sendBeacon), else a keep-alive fetch. */
  send(body: string, mode: SendMode): void;
  /** The session token at the time of the event (the server derives the member id from it). */
  token(): string | null;
  /** The current page path (location.pathname): feature events carry it, excluded paths send nothing. */
  path(): string;
  /** Do-Not-Track or Global Privacy Control is set: nothing is collected. */
  doNotTrack(): boolean;
  /** How long events gather before a batch is sent (default 5 s). */
  flushMs?: number;
}

/**
 * First-party analytics as a framework-free object: `pageView(route)` and `feature(name)`
 * queue events; a batch goes out `flushMs` after its first event, at once when it reaches
 * ANALYTICS_BATCH_MAX or the token changes, and by beacon on `flush('beacon')` (page hide).
 * Nothing is queued under Do-Not-Track or on the admin, login, live-streaming and maintenance
 * paths (schedule spec section 2). A batch carries only the events and the session token —
 * no URL query, no user agent, no identifiers of our own.
 */
export interface Analytics {
  pageView(route: string): void;
  feature(name: string): void;
  flush(mode?: SendMode): void;
  /** Events waiting for the next batch. */
  pending(): number;
  dispose(): void;
}

export const ANALYTICS_FLUSH_MS = 5_000;
const FEATURE_NAME = /^[a-z][a-z0-9-]{1,39}$/;
/** The server's route shape: a path without query or fragment, at most 120 characters. */
const ROUTE = /^\/[A-Za-z0-9/_.-]{0,119}$/;

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const flushMs = deps.flushMs ?? ANALYTICS_FLUSH_MS;
  let queue: AnalyticsEvent[] = [];
  let queueToken: string | null = null;
  let timer: unknown = null;
  let disposed = false;

  const cancel = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  const flush = (mode: SendMode = 'fetch') => {
    cancel();
    if (queue.length === 0) return;
    const body = JSON.stringify(queueToken ? { Token: queueToken, Events: queue } : { Events: queue });
    queue = [];
    try {
      deps.send(body, mode);
    } catch {
      // Analytics never breaks the page: a failed send loses the batch.
    }
  };
  const push = (event: AnalyticsEvent) => {
    if (disposed || deps.doNotTrack() || !ROUTE.test(event.Route) || !analyticsAllowedPath(event.Route)) return;
    const token = deps.token();
    if (queue.length > 0 && token !== queueToken) flush();
    queueToken = token;
    queue.push(event);
    if (queue.length >= ANALYTICS_BATCH_MAX) flush();
    else if (timer === null) timer = deps.setTimeout(() => {
      timer = null;
      flush();
    }, flushMs);
  };
  return {
    pageView(route) {
      push({ Kind: 'PageView', Route: route });
    },
    feature(name) {
      if (!FEATURE_NAME.test(name)) return;
      push({ Kind: 'Feature', Name: name, Route: deps.path() });
    },
    flush,
    pending: () => queue.length,
    dispose() {
      cancel();
      queue = [];
      disposed = true;
    },
  };
}
