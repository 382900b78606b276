/** What other features, sim, seed and app.ts use of settings: the only way in. */
export { settingsPlugin } from './plugin';
export { isFeatureEnabled, siteOf } from './service';
export type { FeatureSettingsTable } from './tables';
export { settingsBackofficePlugin } from './backoffice';
export { settingsMigrations } from './migrations';
