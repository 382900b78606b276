/** The tipping leaderboard: pop-up (top 3, More) and details (tabs, periods, own rank). */
export { Leaderboard } from './Leaderboard';
export type { LeaderboardProps } from './Leaderboard';
export { useLeaderboardData, usePersonalRank } from './useLeaderboard';
export { leaderboardVisible, useShowLeaderboard } from './visibility';
export { leaderboardTitleImage } from './titleImage';
export { periodForRange, periodOptions, rankedRows, splitTop, ownRank, DEFAULT_PERIOD } from './leaderboardModel';
