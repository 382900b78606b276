import { lazyPanel } from '../../../shared/ui/lazyPanel';

/**
 * The free-viewing cover once free time is over: a state a viewer meets rarely, so its code
 * loads when it shows (the player box keeps its 16:9 meanwhile), not with the page (load
 * budget, issue 17 item 10).
 */
export const FreeViewingCover = lazyPanel<object>(() => import('./FreeViewingCover').then((m) => m.FreeViewingCover), { fallback: null });
