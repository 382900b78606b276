/**
 * Types of the programmes feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface ProgrammesTable {
  event_id: number;
  title: string;
  anchor_id: number;
  language: string;
  open_time: number;
  status: number;
  layout_type: number;
  image_url: string;
  /** JSON array of tag ids. */
  tags_json: string;
  streaming_url: string | null;
}

export interface TagsTable {
  id: number;
  /** JSON object {CnName, EnName, PhName, ThName, VnName, IdName}. */
  names_json: string;
}

declare module '../../store/schema' {
  interface Database {
    programmes: ProgrammesTable;
    tags: TagsTable;
  }
}
