import { lazyPanel } from '../../../shared/ui/lazyPanel';

/**
 * The licensee screen's toolbar icons with their panels, and its feedback prompt (issue 16
 * items 1-3), as one chunk of their own: fetched as the page mounts, off its start-up path.
 */
export const LazyPageToolbar = lazyPanel(() => import('./PageTools').then((m) => m.PageToolbar), { fallback: null });
export const LazyPageFeedback = lazyPanel(() => import('./PageTools').then((m) => m.PageFeedback), { fallback: null });
export type { FastMarketSource, PageToolbarProps } from './PageTools';
export { pageToolbarItems } from './toolbarItems';
