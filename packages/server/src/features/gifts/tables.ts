/**
 * Types of the gifts feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
export interface GiftsTable {
  /** Gift id; the same id may exist once per currency (primary key id + currency_id). */
  id: number;
  /** Null: offered on every site; else only on that site. */
  site_id: number | null;
  currency_id: number;
  category: number;
  amount_minor: number;
  img_url: string;
  svga_url: string | null;
  sort: number;
  status: number;
  is_vip: number;
  vip: number;
  /** JSON object language → name (en fallback). */
  names_json: string;
  // Back-office fields (1870_gift_admin). `img_url` is the gift's image.
  /** The panel's picture ('' = the image). */
  frontend_img_url: string;
  /** The back office's picture ('' = the image). */
  backend_img_url: string;
  campaign_name: string;
  /** Epoch ms; null: no start / no end. The panel offers the gift only between them. */
  start_at: number | null;
  end_at: number | null;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    gifts: GiftsTable;
  }
}
