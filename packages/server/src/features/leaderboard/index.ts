/** What other features, sim, seed and app.ts use of leaderboard: the only way in. */
export { leaderboardPlugin } from './plugin';
