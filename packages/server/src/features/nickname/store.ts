import type { Executor } from '../../store/types';

/** Queries of the nickname feature (the name itself is written through licensee's updateNickname). */

export async function nicknameOf(db: Executor, customerId: number): Promise<string | null> {
  return (await db.selectFrom('customers').select('nickname').where('id', '=', customerId).executeTakeFirst())?.nickname ?? null;
}
