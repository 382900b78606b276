import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../store/schema';
import type { ReferralCodesTable } from './migrations';

export type ReferralCodeRow = Selectable<ReferralCodesTable>;

export interface ReferralCodeFields {
  code: string;
  oneTimeBonus: number;
  dailyBonus: number;
  expiresAt: number;
}

/** Newest first; `search` matches part of the code regardless of case, `state` by expiry at `now`. */
export function codeRows(db: Kysely<Database>, f: { search?: string; state?: 'active' | 'expired' }, now: number): Promise<ReferralCodeRow[]> {
  let query = db.selectFrom('referral_codes').selectAll().orderBy('id', 'desc');
  if (f.search) query = query.where('code_key', 'like', `%${f.search.toLowerCase().replace(/[%_\\]/g, '')}%`);
  if (f.state === 'active') query = query.where('expires_at', '>', now);
  if (f.state === 'expired') query = query.where('expires_at', '<=', now);
  return query.execute();
}

export function codeRow(db: Kysely<Database>, id: number): Promise<ReferralCodeRow | undefined> {
  return db.selectFrom('referral_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row holding `code` (any case) other than `exceptId`. */
export async function codeTaken(db: Kysely<Database>, code: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('referral_codes').select('id').where('code_key', '=', code.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCode(db: Kysely<Database>, f: ReferralCodeFields, by: string, now: number): Promise<number> {
  const row = await db.insertInto('referral_codes').values({
    code: f.code, code_key: f.code.toLowerCase(), one_time_bonus: f.oneTimeBonus, daily_bonus: f.dailyBonus,
    expires_at: f.expiresAt, created_at: now, created_by: by, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCode(db: Kysely<Database>, id: number, f: ReferralCodeFields, now: number): Promise<void> {
  await db.updateTable('referral_codes').set({
    code: f.code, code_key: f.code.toLowerCase(), one_time_bonus: f.oneTimeBonus, daily_bonus: f.dailyBonus, expires_at: f.expiresAt, updated_at: now,
  }).where('id', '=', id).execute();
}

export async function deleteCode(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('referral_codes').where('id', '=', id).execute();
}
