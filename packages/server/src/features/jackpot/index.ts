/** What other features, sim, seed and app.ts use of jackpot: the only way in. */
export { jackpotMigrations } from './migrations';
export { jackpotPlugin } from './plugin';
export { addToJackpot, jackpots } from './store';
