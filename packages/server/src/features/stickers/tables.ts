/**
 * Types of the stickers feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface StickersTable {
  id: number;
  name: string;
  url: string;
  status: number;
  is_vip: number;
  sort: number;
}

declare module '../../store/schema' {
  interface Database {
    stickers: StickersTable;
  }
}
