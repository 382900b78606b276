/**
 * Types of the chat feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface ChatConfigsTable {
  site_id: number;
  currency_id: number;
  message_length_limit: number;
  /** Seconds between two messages. */
  message_frequency: number;
  turnover_limit_minor: number;
}

declare module '../../store/schema' {
  interface Database {
    chat_configs: ChatConfigsTable;
  }
}
