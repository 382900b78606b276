import { sessionStore } from '../session/store';
import { createAnalytics } from './analytics';
import type { Analytics, SendMode } from './analytics';

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
/** Our own server, never a third party (the same base as the API client). */
export const ANALYTICS_COLLECT_URL = `${env.VITE_API_BASE ?? ''}/Analytics/Collect`;

/** Do-Not-Track ('1') or Global Privacy Control: the viewer asked not to be counted. */
export function browserDoNotTrack(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const w = typeof window !== 'undefined' ? (window as Window & { doNotTrack?: string }) : undefined;
  return nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || nav.msDoNotTrack === '1' || w?.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function send(body: string, mode: SendMode): void {
  if (mode === 'beacon' && typeof navigator.sendBeacon === 'function') {
    // A Blob typed JSON: the server parses it like any call (same origin, no preflight).
    if (navigator.sendBeacon(ANALYTICS_COLLECT_URL, new Blob([body], { type: 'application/json' }))) return;
  }
  void fetch(ANALYTICS_COLLECT_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true })
    .catch(() => undefined);
}

/** The app's analytics: the session token, the window's path, the browser's timers and DNT. */
export function createBrowserAnalytics(): Analytics {
  return createAnalytics({
    send,
    token: () => sessionStore.getState().token,
    path: () => window.location.pathname,
    doNotTrack: browserDoNotTrack,
    setTimeout: (cb, ms) => window.setTimeout(cb, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
  });
}
