import { BET_TYPE_FAST_MARKET } from '@sideline/protocol';
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

/** The open fast-market rows of a match, lowest id first. */
export async function openFastMarketRows(db: Executor, matchId: number) {
  return db.selectFrom('sb_markets').select(['id', 'bet_type_name', 'point', 'selections_json'])
    .where('match_id', '=', matchId).where('bet_type', '=', BET_TYPE_FAST_MARKET).where('status', '=', 'open').orderBy('id').execute();
}

/** A match's stream drop generation row, if any. */
export async function streamDropGenRow(db: Executor, matchId: number) {
  return db.selectFrom('fm_streams').select('drop_gen').where('match_id', '=', matchId).executeTakeFirst();
}

/** The newest open round row of a match, if any. */
export async function openRoundRow(db: Executor, matchId: number) {
  return db.selectFrom('fm_rounds').selectAll().where('match_id', '=', matchId).where('status', '=', 'open')
    .orderBy('period', 'desc').executeTakeFirst();
}

/** The highest round period of a match (null p when none). */
export async function lastRoundPeriod(db: Executor, matchId: number) {
  return db.selectFrom('fm_rounds').select((eb) => eb.fn.max<number | null>('period').as('p'))
    .where('match_id', '=', matchId).executeTakeFirst();
}

/** Inserts an open round unless that (match, period) exists; the result says whether a row went in. */
export async function insertOpenRound(db: Executor, matchId: number, period: number, opensAt: number, closesAt: number) {
  return db.insertInto('fm_rounds').values({
    match_id: matchId, period, status: 'open', opens_at: opensAt, closes_at: closesAt, outcome_json: null, settled_at: null,
  }).onConflict((oc) => oc.columns(['match_id', 'period']).doNothing()).executeTakeFirst();
}

/** Claims an open round as settled with its outcome; the result says whether this call claimed it. */
export async function claimRoundSettled(db: Executor, matchId: number, period: number, outcomeJson: string, now: number) {
  return db.updateTable('fm_rounds').set({ status: 'settled', outcome_json: outcomeJson, settled_at: now })
    .where('match_id', '=', matchId).where('period', '=', period).where('status', '=', 'open').executeTakeFirst();
}

/** Open rounds whose close time is at or before `now`. */
export async function dueRoundRows(db: Executor, now: number) {
  return db.selectFrom('fm_rounds').select(['match_id', 'period']).where('status', '=', 'open').where('closes_at', '<=', now).execute();
}

/* ---- back office ---- */

/** Rounds, newest first (of one match, or all). */
export function roundRows(db: Executor, matchId: number | undefined, limit: number) {
  let q = db.selectFrom('fm_rounds').selectAll();
  if (matchId !== undefined) q = q.where('match_id', '=', matchId);
  return q.orderBy('opens_at', 'desc').orderBy('period', 'desc').limit(limit).execute();
}

export function roundRow(db: Executor, matchId: number, period: number) {
  return db.selectFrom('fm_rounds').selectAll().where('match_id', '=', matchId).where('period', '=', period).executeTakeFirst();
}

/** Bets and total stake (minor) per market of `marketIds`. */
export function betTotals(db: Executor, marketIds: readonly number[]) {
  if (!marketIds.length) return Promise.resolve([]);
  return db.selectFrom('bets').select((eb) => ['market_id', eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string>('stake_minor').as('stake')])
    .where('market_id', 'in', [...marketIds]).groupBy('market_id').execute();
}

/** Claims an open round as void; the result says whether this call claimed it. */
export async function claimRoundVoid(db: Executor, matchId: number, period: number, now: number) {
  return db.updateTable('fm_rounds').set({ status: 'void', settled_at: now })
    .where('match_id', '=', matchId).where('period', '=', period).where('status', '=', 'open').executeTakeFirst();
}
