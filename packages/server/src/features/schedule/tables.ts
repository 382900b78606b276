/**
 * Types of the schedule feature's tables that the store's `0001_foundation` migration created (released
 * before features owned their migrations; its name stays). Tables added later are typed
 * beside their migration. Both join the store's `Database` by augmentation.
 */
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

declare module '../../store/schema' {
  interface Database {
    matches: MatchesTable;
  }
}
