import type { Generated } from 'kysely';

/**
 * Table types of the Sideline database, shared by SQLite and PostgreSQL.
 *
 * Portable conventions (one query code path for both dialects):
 * - money is an integer count of minor units (1/100 of the currency) in `*_minor` columns;
 * - instants are integer epoch milliseconds (`*_at`, `*_time`);
 * - booleans are integers 0/1 (better-sqlite3 cannot bind JS booleans);
 * - structured values are JSON text (`*_json`), parsed by the feature's store.
 */
export interface SitesTable {
  id: number;
  name: string;
  /** Hub group prefix returned by CheckSiteGroup. */
  group_name: string;
  /** 'licensee' or 'coin' (the coin/diamond site, id 99). */
  kind: string;
  /** Default currency of new members. */
  default_currency_id: number;
  can_update_nickname: number;
  is_allow_send_gift: number;
  is_allow_showing_ticket: number;
  enable_single_wallet: number;
  watch_time_limit: number;
}

export interface CustomersTable {
  id: number;
  site_id: number;
  licensee_user_name: string;
  nickname: string | null;
  nickname_color: number;
  currency_id: number;
  vip: number;
  language: string;
  odds_type: number;
  is_muted: number;
  is_bot: number;
  created_at: number;
}

export interface TokensTable {
  token: string;
  /** Null for an anonymous visitor's token. */
  customer_id: number | null;
  site_id: number;
  language: string;
  created_at: number;
  expires_at: number;
  revoked: number;
}

export interface CurrenciesTable {
  id: number;
  name: string;
}

export interface WalletsTable {
  customer_id: number;
  currency_id: number;
  balance_minor: number;
}

export interface LedgerTable {
  id: Generated<number>;
  customer_id: number;
  currency_id: number;
  /** Signed movement: credit > 0, debit < 0. */
  amount_minor: number;
  balance_after_minor: number;
  reason: string;
  /** Unique per customer when set: a retried movement finds the first one. */
  idempotency_key: string | null;
  created_at: number;
}

export interface FeatureSettingsTable {
  site_id: number;
  name: string;
  value_json: string;
}

export interface MatchesTable {
  id: number;
  sport_type: number;
  league_id: number;
  league_name: string;
  league_icon_url: string;
  home_team: string;
  away_team: string;
  home_icon_url: string;
  away_icon_url: string;
  /** Kick-off, epoch ms. */
  event_time: number;
  status: number;
  is_esport: number;
  is_gift_disable: number;
  /** Streamers covering the match, JSON array of ids. */
  anchor_ids_json: string;
  streaming_url: string | null;
  slmt_url: string | null;
}

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
}

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

export interface BroadcastsTable {
  id: number;
  match_id: number;
  broadcaster_id: number;
  name: string;
  language: string;
  style: string;
  status: number;
}

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
}

export interface StickersTable {
  id: number;
  name: string;
  url: string;
  status: number;
  is_vip: number;
  sort: number;
}

export interface LuckyBoxesTable {
  id: number;
  names_json: string;
  img_url: string;
  currency_id: number;
  amount_minor: number;
  is_vip: number;
  status: number;
  sort: number;
}

export interface LuckyBoxSettingsTable {
  lucky_box_id: number;
  gift_id: number;
  gift_amount_minor: number;
  /** Percent, the settings of one box sum to 100. */
  draw_chance: number;
}

export interface PromotionsTable {
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

export interface IndecentWordsTable {
  id: number;
  /** 1: blocks any text containing it; 2: only as a separate token. */
  type: number;
  content: string;
}

export interface ChatConfigsTable {
  site_id: number;
  currency_id: number;
  message_length_limit: number;
  /** Seconds between two messages. */
  message_frequency: number;
  turnover_limit_minor: number;
}

/** The whole database, as Kysely sees it. */
export interface Database {
  sites: SitesTable;
  customers: CustomersTable;
  tokens: TokensTable;
  currencies: CurrenciesTable;
  wallets: WalletsTable;
  ledger: LedgerTable;
  feature_settings: FeatureSettingsTable;
  matches: MatchesTable;
  streamers: StreamersTable;
  programmes: ProgrammesTable;
  tags: TagsTable;
  broadcasts: BroadcastsTable;
  gifts: GiftsTable;
  stickers: StickersTable;
  lucky_boxes: LuckyBoxesTable;
  lucky_box_settings: LuckyBoxSettingsTable;
  promotions: PromotionsTable;
  indecent_words: IndecentWordsTable;
  chat_configs: ChatConfigsTable;
}
