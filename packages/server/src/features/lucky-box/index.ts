/** Lucky-box feature: list, purchase, server-side draw. */
export { luckyBoxPlugin, createLuckyBoxPlugin } from './plugin';
export { drawPrize, seededRandom, secureRandom } from './draw';
export type { Random } from './draw';
export { luckyBoxInfo, purchaseLuckyBox } from './service';
export type { LuckyBoxesTable, LuckyBoxSettingsTable } from './tables';
export { luckyBoxBackofficePlugin } from './backoffice';
export { luckyBoxMigrations } from './migrations';
export { seedLuckyBoxes } from './admin-store';
