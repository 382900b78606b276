/** What other features, sim, seed and app.ts use of betting: the only way in. */
export { bettingMigrations } from './migrations';
export { bettingPlugin } from './plugin';
export { bettingRuntime } from './runtime';
export type { BettingRuntime } from './runtime';
export { FAST_MARKET_LIMITS, betTypeName, jitter, marketIdOf } from './sportsbook/catalogue';
export { seededRandom } from './sportsbook/random';
export type { Random } from './sportsbook/random';
export type { Market, Selection } from './sportsbook/types';
export { betsOf, runningBetsOn, settleBet } from './store';
export { placeBet } from './service';
export type { PlaceBetDeps } from './service';
export type { BetRow } from './store';
