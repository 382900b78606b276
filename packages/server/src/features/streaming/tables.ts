/**
 * Types of the streaming feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface BroadcastsTable {
  id: number;
  match_id: number;
  broadcaster_id: number;
  name: string;
  language: string;
  style: string;
  status: number;
}

declare module '../../store/schema' {
  interface Database {
    broadcasts: BroadcastsTable;
  }
}
