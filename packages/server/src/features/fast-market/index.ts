/** What other features, sim, seed and app.ts use of fast-market: the only way in. */
export { fastMarketPlugin } from './plugin';
export { ROUND_MS, currentRound, dueRounds, openRound, settleRound } from './rounds';
export { fastMarketDeps } from './runtime';
export { verifyStreamToken } from './token';
export { fastMarketBackofficePlugin } from './backoffice';
