import type { Executor, Store } from '../../store/types';

/** The rows GetStreaming composes: a match, the streamers covering it and its broadcasts. */
export interface MatchRow {
  id: number;
  sport_type: number;
  home_team: string;
  away_team: string;
  home_icon_url: string;
  away_icon_url: string;
  status: number;
  is_esport: number;
  anchor_ids_json: string;
  streaming_url: string | null;
  slmt_url: string | null;
}

export interface StreamerRow { id: number; name: string; language: string; sort: number; status: number }
export interface BroadcastRow { id: number; match_id: number; broadcaster_id: number; name: string; language: string; status: number }

export async function findMatch(store: Store, matchId: number): Promise<MatchRow | null> {
  const row = await store.db.selectFrom('matches')
    .select(['id', 'sport_type', 'home_team', 'away_team', 'home_icon_url', 'away_icon_url', 'status', 'is_esport', 'anchor_ids_json', 'streaming_url', 'slmt_url'])
    .where('id', '=', matchId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findStreamers(store: Store, ids: readonly number[]): Promise<StreamerRow[]> {
  if (ids.length === 0) return [];
  return store.db.selectFrom('streamers').select(['id', 'name', 'language', 'sort', 'status']).where('id', 'in', [...ids]).execute();
}

export async function findStreamer(store: Store, id: number): Promise<StreamerRow | null> {
  return (await findStreamers(store, [id]))[0] ?? null;
}

export async function findBroadcasts(store: Store, matchId: number): Promise<BroadcastRow[]> {
  return store.db.selectFrom('broadcasts')
    .select(['id', 'match_id', 'broadcaster_id', 'name', 'language', 'status'])
    .where('match_id', '=', matchId)
    // A broadcaster switched off in the back office drops out of the sources.
    .where('broadcaster_id', 'not in', (eb) => eb.selectFrom('broadcasters').select('id').where('status', '=', 0))
    .orderBy('id')
    .execute();
}

export function matchAnchorsRow(db: Executor, matchId: number) {
  return db.selectFrom('matches').select(['id', 'anchor_ids_json']).where('id', '=', matchId).executeTakeFirst();
}

export function streamerLanguages(db: Executor, streamerIds: number[]) {
  return db.selectFrom('streamers').select(['language']).where('id', 'in', streamerIds).execute();
}

export function siteGroups(db: Executor) {
  return db.selectFrom('sites').select(['group_name']).execute();
}
