/**
 * Types of the licensee feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
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

declare module '../../store/schema' {
  interface Database {
    sites: SitesTable;
    customers: CustomersTable;
    tokens: TokensTable;
    currencies: CurrenciesTable;
  }
}
