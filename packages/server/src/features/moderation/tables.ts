/**
 * Types of the moderation feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface IndecentWordsTable {
  id: number;
  /** 1: blocks any text containing it; 2: only as a separate token. */
  type: number;
  content: string;
  /** Added by `0111_moderation_mutes_and_mask_words`: null = shared by every site. */
  site_id?: number | null;
  created_at?: number;
  created_by?: string;
}

declare module '../../store/schema' {
  interface Database {
    indecent_words: IndecentWordsTable;
  }
}
