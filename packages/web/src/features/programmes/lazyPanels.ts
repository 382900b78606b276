import { lazyPanel } from '../../shared/ui/lazyPanel';

/**
 * The programmes' on-demand panels as their own chunks (issue 20): the promotions event list
 * (it brings DOMPurify) and the leaderboard. Both are mounted while closed, so nothing shows
 * while they load.
 */
export const EventListModal = lazyPanel(() => import('./promotions/EventListModal').then((m) => m.EventListModal), { fallback: null });
export const Leaderboard = lazyPanel(() => import('./leaderboard/Leaderboard').then((m) => m.Leaderboard), { fallback: null });
