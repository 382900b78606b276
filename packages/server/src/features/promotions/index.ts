/** What other features, sim, seed and app.ts use of promotions: the only way in. */
export { promotionMigrations } from './migrations';
export { promotionsPlugin } from './plugin';
export type { PromotionsTable } from './tables';
