import type { WidgetVitals } from '@sideline/protocol';

/** The first chat line the viewer can read (the chat list's row, features/chat). */
const CHAT_LINE = '.chat-row';
/** A line of the server's preview of the room (server pages/chatPreview.ts, app/chatPreview.css). */
const PREVIEW_LINE = '.chat-preview__row';

export interface VitalsOptions {
  /** The route to name in the report. */
  route: () => string;
  send: (vitals: WidgetVitals) => void;
  /** Milliseconds since the widget's navigation (tests pass their own clock). */
  now?: () => number;
  doc?: Document;
}

/**
 * Watches the widget's own vitals with the browser's performance entries — LCP, layout shifts,
 * interactions (Event Timing), the paint of the server's preview of the room's lines — and the
 * moment the widget's first chat line is drawn, and reports them
 * when that line shows and again whenever the page is hidden. Entry types the browser lacks are
 * skipped (their figure stays null). Returns the function that stops watching.
 */
export function watchVitals(options: VitalsOptions): () => void {
  const doc = options.doc ?? document;
  const now = options.now ?? (() => performance.now());
  const v: Omit<WidgetVitals, 'Route'> = { LCP: null, CLS: 0, INP: null, FirstChatLine: null, FirstChatPreview: null };
  // The page's HTML carried the room's last lines: they painted with its first contentful paint.
  const preview = doc.querySelector(PREVIEW_LINE) !== null;
  const report = () => options.send({ Route: options.route(), ...v });
  const stops: Array<() => void> = [];

  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void, extra: Record<string, unknown> = {}) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
    observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
    stops.push(() => observer.disconnect());
  };
  observe('largest-contentful-paint', (e) => { v.LCP = Math.round(e.startTime); });
  if (preview) observe('paint', (e) => { if (e.name === 'first-contentful-paint') v.FirstChatPreview = Math.round(e.startTime); });
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) v.CLS = Math.round((v.CLS + shift.value) * 10_000) / 10_000;
  });
  observe('event', (e) => {
    const event = e as PerformanceEntry & { interactionId?: number };
    if (event.interactionId) v.INP = Math.max(v.INP ?? 0, Math.round(event.duration));
  }, { durationThreshold: 16 });

  const chatLineShown = () => {
    if (v.FirstChatLine !== null || !doc.querySelector(CHAT_LINE)) return;
    v.FirstChatLine = Math.round(now());
    lines.disconnect();
    report();
  };
  const lines = new MutationObserver(chatLineShown);
  lines.observe(doc.documentElement, { subtree: true, childList: true });
  stops.push(() => lines.disconnect());
  chatLineShown();

  const onHidden = () => {
    if (doc.visibilityState === 'hidden') report();
  };
  doc.addEventListener('visibilitychange', onHidden);
  stops.push(() => doc.removeEventListener('visibilitychange', onHidden));
  return () => stops.forEach((stop) => stop());
}
