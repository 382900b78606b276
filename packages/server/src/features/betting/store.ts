import type { Executor } from '../../store/types';
import type { BetsTable } from './migrations';

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
export async function settleBet(db: Executor, id: number, status: 'won' | 'lost', payoutMinor: number, now: number): Promise<boolean> {
  const res = await db.updateTable('bets').set({ status, payout_minor: payoutMinor, settled_at: now })
    .where('id', '=', id).where('status', '=', 'running').executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
