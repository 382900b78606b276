import type { Executor } from '../../store/types';

/** Queries of the fast market's stream gate (fm_streams; rounds and streams keep theirs beside them). */

/** Until when new streams of a match are refused (null/absent: not refused). */
export async function refusedUntil(db: Executor, matchId: number) {
  return (await db.selectFrom('fm_streams').select('refuse_until').where('match_id', '=', matchId).executeTakeFirst())?.refuse_until;
}

/** Bumps the match's drop generation (every node's open streams end) and refuses new ones until `until`. */
export async function dropStreams(db: Executor, matchId: number, until: number | null): Promise<void> {
  await db.insertInto('fm_streams').values({ match_id: matchId, drop_gen: 1, refuse_until: until })
    .onConflict((oc) => oc.column('match_id').doUpdateSet((eb) => ({ drop_gen: eb('fm_streams.drop_gen', '+', 1), refuse_until: until }))).execute();
}
