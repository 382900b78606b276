/**
 * Types of the settings feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface FeatureSettingsTable {
  site_id: number;
  name: string;
  value_json: string;
}

declare module '../../store/schema' {
  interface Database {
    feature_settings: FeatureSettingsTable;
  }
}
