import type { PromotionPeriodColumns } from './migrations';

/**
 * Types of the promotions feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
/** Created by the foundation; `0500_promotions_period` added the period columns. */
export interface PromotionsTable extends PromotionPeriodColumns {
  id: number;
  language: string;
  name: string;
  status: number;
  entry_img_url: string;
  type: number;
  background_image: string | null;
  color1: string | null;
  color2: string | null;
  region_a: string | null;
  region_b: string | null;
  region_c: string | null;
  content_html: string;
  sort: number;
}

declare module '../../store/schema' {
  interface Database {
    promotions: PromotionsTable;
  }
}
