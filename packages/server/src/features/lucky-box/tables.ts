/**
 * Types of the lucky-box feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface LuckyBoxesTable {
  id: number;
  names_json: string;
  img_url: string;
  currency_id: number;
  amount_minor: number;
  is_vip: number;
  /** 1 unlocked (on sale), 0 locked. */
  status: number;
  sort: number;
  // Back-office fields (1871_lucky_box_admin).
  /** The prize shown as the box's best gift; null: the rarest prize. */
  best_gift_id: number | null;
  /** Epoch ms; null: never expires. Past it the box is expired (not sold). */
  expires_at: number | null;
  updated_at: number;
}

export interface LuckyBoxSettingsTable {
  lucky_box_id: number;
  gift_id: number;
  gift_amount_minor: number;
  /** Percent, the settings of one box sum to 100. */
  draw_chance: number;
}

declare module '../../store/schema' {
  interface Database {
    lucky_boxes: LuckyBoxesTable;
    lucky_box_settings: LuckyBoxSettingsTable;
  }
}
