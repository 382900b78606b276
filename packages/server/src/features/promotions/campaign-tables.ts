/**
 * Campaigns (issue 19 item 4): what the promotion page and event list show. One row per
 * campaign, one text row per campaign and language. Images are JSON `{ Url, MediaId }` per slot
 * (`CampaignImages`); sections are JSON `[{ Title, Html }]`. Instants in epoch ms.
 */
export interface CampaignsTable {
  /** The PromotionId viewers see (the seeded promotions keep theirs). */
  id: number;
  /** 'draft' | 'published'. */
  state: string;
  /** 'solid' | 'gradient' | 'image'. */
  background: string;
  color1: string | null;
  color2: string | null;
  images_json: string;
  start_at: number;
  end_at: number;
  ranking_start: number | null;
  ranking_end: number | null;
  sort: number;
  published_at: number | null;
  created_at: number;
  created_by: string;
  updated_at: number;
}

export interface CampaignTextsTable {
  campaign_id: number;
  language: string;
  name: string;
  sections_json: string;
  footer_text: string;
}

export interface StoredImage { Url: string; MediaId: string | null }
export interface CampaignImages {
  background: StoredImage | null;
  entry: StoredImage | null;
  floating: StoredImage | null;
  A: StoredImage | null;
  B: StoredImage | null;
  C: StoredImage | null;
}

declare module '../../store/schema' {
  interface Database {
    campaigns: CampaignsTable;
    campaign_texts: CampaignTextsTable;
  }
}
