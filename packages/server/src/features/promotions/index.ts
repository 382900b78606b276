/** What other features, sim, seed and app.ts use of promotions: the only way in. */
export { promotionMigrations } from './migrations';
export { promotionsPlugin } from './plugin';
export { promotionsBackofficePlugin } from './backoffice';
export { seedCampaigns } from './campaign-seed';
export type { PromotionsTable } from './tables';
export type { CampaignsTable, CampaignTextsTable } from './campaign-tables';
