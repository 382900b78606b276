/**
 * Types of the streamers feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface StreamersTable {
  id: number;
  name: string;
  language: string;
  image_url: string;
  intro: string;
  tag: number;
  tag_name: string;
  /** JSON array of {Id, Star, Content}. */
  features_json: string;
  /** JSON array of {Id, ImageUrl}. */
  photos_json: string;
  status: number;
  sort: number;
  // Back-office fields (1841_streamer_admin).
  supplier: string;
  /** 'signed' | 'part-time'. */
  contract: string;
  channel: string;
  source: string;
  /** The spec's "key" (the supplier's key for the streamer). */
  stream_name_key: string;
  memo: string;
  server_address: string;
  stream_key: string;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    streamers: StreamersTable;
  }
}
