import type { Jackpot } from '@sideline/protocol';
import type { Executor } from '../../store/types';
import { fromMinor } from '../../store/values';

/** Every jackpot, by match id. */
export async function jackpots(db: Executor): Promise<Jackpot[]> {
  const rows = await db.selectFrom('jackpots').select(['match_id', 'total_prize_minor']).orderBy('match_id').execute();
  return rows.map((r) => ({ MatchId: Number(r.match_id), TotalPrize: fromMinor(Number(r.total_prize_minor)) }));
}

/** Adds `amountMinor` to a match's jackpot (creating it); answers the new total in minor units. */
export async function addToJackpot(db: Executor, matchId: number, amountMinor: number, now: number): Promise<number> {
  await db.insertInto('jackpots').values({ match_id: matchId, total_prize_minor: amountMinor, updated_at: now })
    .onConflict((oc) => oc.column('match_id').doUpdateSet((eb) => ({
      total_prize_minor: eb('jackpots.total_prize_minor', '+', amountMinor),
      updated_at: now,
    }))).execute();
  const row = await db.selectFrom('jackpots').select('total_prize_minor').where('match_id', '=', matchId).executeTakeFirstOrThrow();
  return Number(row.total_prize_minor);
}

/** Removes a match's jackpot (won or the match ended). */
export async function clearJackpot(db: Executor, matchId: number): Promise<void> {
  await db.deleteFrom('jackpots').where('match_id', '=', matchId).execute();
}
