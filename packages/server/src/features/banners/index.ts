/** What other features and app.ts use of banners: the only way in. */
export { bannersPlugin } from './plugin';
export { bannerMigrations } from './migrations';
export type { BannersTable } from './migrations';
