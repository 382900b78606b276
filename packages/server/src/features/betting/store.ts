import type { Executor } from '../../store/types';
import type { BetsTable, SbEventsTable, SbMarketsTable } from './migrations';

export type BetRow = Omit<BetsTable, 'id'> & { id: number };
export type NewBet = Omit<BetsTable, 'id'>;

export async function insertBet(db: Executor, bet: NewBet): Promise<number> {
  const row = await db.insertInto('bets').values(bet).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A member's total stake on a match, minor units (B014). */
export async function stakedOnMatch(db: Executor, customerId: number, matchId: number): Promise<number> {
  const row = await db.selectFrom('bets').select((eb) => eb.fn.sum<number | string | null>('stake_minor').as('total'))
    .where('customer_id', '=', customerId).where('match_id', '=', matchId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** A member's bets on a match, newest first. */
export async function betsOf(db: Executor, customerId: number, matchId: number): Promise<BetRow[]> {
  const rows = await db.selectFrom('bets').selectAll().where('customer_id', '=', customerId).where('match_id', '=', matchId)
    .orderBy('id', 'desc').limit(200).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Running bets on a market (fast-market settlement). */
export async function runningBetsOn(db: Executor, marketId: number): Promise<BetRow[]> {
  const rows = await db.selectFrom('bets').selectAll().where('market_id', '=', marketId).where('status', '=', 'running').orderBy('id').execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Marks a running bet settled; false when another node got there first. */
export async function settleBet(db: Executor, id: number, status: 'won' | 'lost' | 'void', payoutMinor: number, now: number): Promise<boolean> {
  const res = await db.updateTable('bets').set({ status, payout_minor: payoutMinor, settled_at: now })
    .where('id', '=', id).where('status', '=', 'running').executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The match fields a sportsbook event is created from, if the match exists. */
export async function matchForEvent(db: Executor, matchId: number) {
  return db.selectFrom('matches').select(['id', 'sport_type', 'home_team', 'away_team', 'status'])
    .where('id', '=', matchId).executeTakeFirst();
}

/** A match's status row, if the match exists. */
export async function matchStatusRow(db: Executor, matchId: number) {
  return db.selectFrom('matches').select('status').where('id', '=', matchId).executeTakeFirst();
}

/** Inserts an event row unless the match has one. */
export async function insertEventIfMissing(db: Executor, row: SbEventsTable): Promise<void> {
  await db.insertInto('sb_events').values(row).onConflict((oc) => oc.column('match_id').doNothing()).execute();
}

/** Inserts a market row; an existing id is left as it is. */
export async function insertMarketIfMissing(db: Executor, row: SbMarketsTable): Promise<void> {
  await db.insertInto('sb_markets').values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** A match's event row, if any. */
export async function eventRow(db: Executor, matchId: number) {
  return db.selectFrom('sb_events').selectAll().where('match_id', '=', matchId).executeTakeFirst();
}

/** One market row, if any. */
export async function marketRowById(db: Executor, marketId: number) {
  return db.selectFrom('sb_markets').selectAll().where('id', '=', marketId).executeTakeFirst();
}

/** A match's market rows, by id. */
export async function marketRowsOf(db: Executor, matchId: number) {
  return db.selectFrom('sb_markets').selectAll().where('match_id', '=', matchId).orderBy('id').execute();
}

/** Overwrites a market row's fields. */
export async function updateMarketRow(db: Executor, id: number, rest: Omit<SbMarketsTable, 'id'>): Promise<void> {
  await db.updateTable('sb_markets').set(rest).where('id', '=', id).execute();
}

/** Updates an event row's fields. */
export async function updateEventRow(db: Executor, matchId: number, set: Partial<Omit<SbEventsTable, 'match_id'>>): Promise<void> {
  await db.updateTable('sb_events').set(set).where('match_id', '=', matchId).execute();
}
