export { createJackpot, jackpotOf, readJackpots } from './jackpot';
export type { JackpotStore } from './jackpot';
export { JackpotBadge } from './JackpotBadge';
