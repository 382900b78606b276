import type { Analytics } from './analytics';

/** What start-up hands over: the router (its location) and i18next (language changes). */
export interface AnalyticsSources {
  router: { state: { location: { pathname: string } }; subscribe(fn: (state: { location: { pathname: string } }) => void): () => void };
  i18n?: { language?: string; on(event: 'languageChanged', fn: (lng: string) => void): void; off(event: 'languageChanged', fn: (lng: string) => void): void };
  /** Page-hide events (the window); absent in tests. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  visibility?: () => DocumentVisibilityState;
}

/**
 * Start-up's "analytics loading is on": a page view for the first page and for every change
 * of path (not of query), 'language-changed' on a later language switch, and the waiting
 * batch sent by beacon when the page is hidden or left. Returns the undo.
 */
export function startAnalytics(analytics: Analytics, sources: AnalyticsSources): () => void {
  let path = sources.router.state.location.pathname;
  analytics.pageView(path);
  const offRouter = sources.router.subscribe((state) => {
    if (state.location.pathname === path) return;
    path = state.location.pathname;
    analytics.pageView(path);
  });
  let language = sources.i18n?.language;
  const onLanguage = (lng: string) => {
    if (lng === language) return;
    language = lng;
    analytics.feature('language-changed');
  };
  sources.i18n?.on('languageChanged', onLanguage);
  const onHide = () => analytics.flush('beacon');
  const onVisibility = () => {
    if (sources.visibility?.() === 'hidden') analytics.flush('beacon');
  };
  sources.target?.addEventListener('pagehide', onHide);
  sources.target?.addEventListener('visibilitychange', onVisibility);
  return () => {
    offRouter();
    sources.i18n?.off('languageChanged', onLanguage);
    sources.target?.removeEventListener('pagehide', onHide);
    sources.target?.removeEventListener('visibilitychange', onVisibility);
  };
}
