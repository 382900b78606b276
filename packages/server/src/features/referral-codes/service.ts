import { ADMIN_MESSAGES, StaffErrorCode } from '@sideline/protocol';
import type { ReferralCode, ReferralCodeInput } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';
import { staffError } from '../staff/index';
import * as q from './store';

/**
 * Referral codes (spec admin vocabulary "code, one-time bonus points, daily bonus points,
 * expiration date"). The contract already refuses anything but English letters and digits;
 * here: unique regardless of case ('Referral code already exists', also when two editors save
 * the same code at once: the unique index decides), and an expiry in the future.
 */
export function toReferralCode(r: q.ReferralCodeRow, now: number): ReferralCode {
  const expiresAt = Number(r.expires_at);
  return {
    ReferralCodeId: Number(r.id), Code: r.code, OneTimeBonus: r.one_time_bonus, DailyBonus: r.daily_bonus, ExpiresAt: expiresAt,
    State: expiresAt > now ? 'active' : 'expired', CreatedAt: Number(r.created_at), CreatedBy: r.created_by, UpdatedAt: Number(r.updated_at),
  };
}

const duplicate = () => new ApiError(409, StaffErrorCode.ReferralCodeExists, ADMIN_MESSAGES.referralCodeExists, 409, {
  items: [{ Field: StaffErrorCode.ReferralCodeExists, Message: ADMIN_MESSAGES.referralCodeExists }, { Field: 'Code', Message: ADMIN_MESSAGES.referralCodeExists }],
});

const pastExpiry = () => new ApiError(400, 'ExpiresAt', ADMIN_MESSAGES.expiryInFuture, 400);

const fields = (input: ReferralCodeInput): q.ReferralCodeFields => ({
  code: input.Code, oneTimeBonus: input.OneTimeBonus, dailyBonus: input.DailyBonus, expiresAt: input.ExpiresAt,
});

/** A unique-index violation on either dialect (SQLite "UNIQUE constraint failed", PostgreSQL 23505). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

async function requireCode(store: Store, id: number): Promise<q.ReferralCodeRow> {
  const row = await q.codeRow(store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Referral code ${id} does not exist`);
  return row;
}

export async function listReferralCodes(store: Store, f: { search?: string; state?: 'active' | 'expired' }, now = Date.now()): Promise<ReferralCode[]> {
  return (await q.codeRows(store.db, f, now)).map((r) => toReferralCode(r, now));
}

export async function createReferralCode(store: Store, input: ReferralCodeInput, by: string, now = Date.now()): Promise<ReferralCode> {
  if (input.ExpiresAt <= now) throw pastExpiry();
  if (await q.codeTaken(store.db, input.Code)) throw duplicate();
  try {
    const id = await q.insertCode(store.db, fields(input), by, now);
    return toReferralCode(await requireCode(store, id), now);
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

export async function editReferralCode(store: Store, id: number, input: ReferralCodeInput, now = Date.now()): Promise<{ before: ReferralCode; after: ReferralCode }> {
  const before = toReferralCode(await requireCode(store, id), now);
  // An unchanged expiry that has passed may stay (the editor fixes a typo in an expired code).
  if (input.ExpiresAt <= now && input.ExpiresAt !== before.ExpiresAt) throw pastExpiry();
  if (await q.codeTaken(store.db, input.Code, id)) throw duplicate();
  try {
    await q.updateCode(store.db, id, fields(input), now);
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
  return { before, after: toReferralCode(await requireCode(store, id), now) };
}

export async function deleteReferralCode(store: Store, id: number, now = Date.now()): Promise<ReferralCode> {
  const before = toReferralCode(await requireCode(store, id), now);
  await q.deleteCode(store.db, id);
  return before;
}
