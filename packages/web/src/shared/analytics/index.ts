import type { Analytics } from './analytics';
import { createBrowserAnalytics } from './browser';
import { featureOfCall } from './callFeatures';
import { startAnalytics } from './start';
import type { AnalyticsSources } from './start';

export { ANALYTICS_FLUSH_MS, createAnalytics } from './analytics';
export type { Analytics, AnalyticsDeps, AnalyticsEvent, SendMode } from './analytics';
export { ANALYTICS_COLLECT_URL, browserDoNotTrack, createBrowserAnalytics } from './browser';
export { featureOfCall } from './callFeatures';
export { startAnalytics } from './start';
export type { AnalyticsSources } from './start';

/** The app's analytics; null until start-up turns it on (tests and other entry points send nothing). */
let app: Analytics | null = null;

/** Start-up (main.tsx): turns the app's analytics on over the router and i18next. */
export function startAppAnalytics(sources: Pick<AnalyticsSources, 'router' | 'i18n'>): () => void {
  app?.dispose();
  const analytics = createBrowserAnalytics();
  app = analytics;
  const stop = startAnalytics(analytics, { ...sources, target: window, visibility: () => document.visibilityState });
  return () => {
    stop();
    analytics.flush('beacon');
    analytics.dispose();
    if (app === analytics) app = null;
  };
}

/** Counts a feature use (kebab-case name, e.g. 'theme-changed') for the current page; nothing before start-up. */
export function trackFeature(name: string): void {
  app?.feature(name);
}

/** The API client's answer hook: key actions (gift sent, bet placed, wheel spun, chat sent …) count as feature uses. */
export function observeCall(callName: string, request: unknown, code: number): void {
  const name = featureOfCall(callName, request, code);
  if (name) trackFeature(name);
}
