import { lazyPanel } from '../../shared/ui/lazyPanel';

/**
 * The programmes' on-demand panels as their own chunks (issue 20): the promotions event list
 * (it brings DOMPurify) and the leaderboard. Both are mounted while closed, so nothing shows
 * while they load.
 */
export const EventListModal = lazyPanel(() => import('./promotions/EventListModal').then((m) => m.EventListModal), { fallback: null });
export const Leaderboard = lazyPanel(() => import('./leaderboard/Leaderboard').then((m) => m.Leaderboard), { fallback: null });

/**
 * The entertainment frame's on-demand overlays (issue 20): the schedule overlay (its button
 * preloads it on hover or focus), the live-streaming lobby and the feedback prompt (both mounted
 * while closed, so nothing shows while they load). /streamertopicpage keeps ScheduleView as its page.
 */
export const LazyScheduleView = lazyPanel(() => import('./schedule/ScheduleView').then((m) => m.ScheduleView));
export const LazyLobbyPanel = lazyPanel(() => import('./lobby/LobbyPanel').then((m) => m.LobbyPanel), { fallback: null });
export const LazyFeedbackPrompt = lazyPanel(() => import('./feedback/FeedbackPrompt').then((m) => m.FeedbackPrompt), { fallback: null });
