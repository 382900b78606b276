/** What other features, sim, seed and app.ts use of promoted-odds: the only way in. */
export { promotedOddsMigrations } from './migrations';
export { promotedOddsPlugin } from './plugin';
export { pushPromotedOdds } from './service';
export { findPromotion } from './store';
export { promotedOddsBackofficePlugin } from './backoffice';
