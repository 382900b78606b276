import { z } from 'zod';
import { ADMIN_MESSAGES, defineStaffCall } from './define';

/**
 * Spec admin vocabulary "Referral code: code, one-time bonus points, daily bonus points,
 * expiration date"; admin inputs "A referral code allows English letters and numbers only" and
 * "Duplicate checks cover … referral code" (unique regardless of case: 'Referral code already
 * exists', 409 `referral-code-exists`).
 */
export const REFERRAL_CODE_MAX = 20;
/** Bonus points per grant: whole points, at most this many. */
export const REFERRAL_BONUS_MAX = 1_000_000;

export const ReferralCodeState = { Active: 'active', Expired: 'expired' } as const;
export type ReferralCodeState = (typeof ReferralCodeState)[keyof typeof ReferralCodeState];

export const ReferralCode = z.object({
  ReferralCodeId: z.number().int(),
  Code: z.string(),
  OneTimeBonus: z.number().int(),
  DailyBonus: z.number().int(),
  /** Epoch ms; the code stops working at this instant. */
  ExpiresAt: z.number().int(),
  /** Derived from ExpiresAt at the time of the answer. */
  State: z.enum(['active', 'expired']),
  CreatedAt: z.number().int(),
  CreatedBy: z.string(),
  UpdatedAt: z.number().int(),
});
export type ReferralCode = z.infer<typeof ReferralCode>;

const Bonus = z.number().int().min(0).max(REFERRAL_BONUS_MAX);

export const ReferralCodeInput = z.object({
  Code: z.string().trim().min(1, ADMIN_MESSAGES.required).max(REFERRAL_CODE_MAX).regex(/^[A-Za-z0-9]+$/, ADMIN_MESSAGES.referralCodeLetters),
  OneTimeBonus: Bonus,
  DailyBonus: Bonus,
  /** Epoch ms; must lie in the future when the code is saved. */
  ExpiresAt: z.number().int().positive(),
});
export type ReferralCodeInput = z.infer<typeof ReferralCodeInput>;

export const ListReferralCodes = defineStaffCall({
  name: 'ListReferralCodes', method: 'GET', path: '/referral-codes', access: 'read', feature: 'referral-codes', audited: false,
  request: z.object({ Search: z.string().trim().max(REFERRAL_CODE_MAX).optional(), State: z.enum(['active', 'expired']).optional() }),
  result: z.object({ Codes: z.array(ReferralCode) }),
  summary: 'Referral codes, newest first; Search matches part of the code regardless of case.',
});

/** Letters and digits only (400 Field `Code`), unique regardless of case (409), expiry in the future (400 Field `ExpiresAt`). */
export const CreateReferralCode = defineStaffCall({
  name: 'CreateReferralCode', method: 'POST', path: '/referral-codes/create', access: 'content.edit', feature: 'referral-codes', audited: true,
  request: ReferralCodeInput, result: z.object({ Code: ReferralCode }),
  summary: 'Add a referral code with its one-time and daily bonus points and its expiry.',
});

export const EditReferralCode = defineStaffCall({
  name: 'EditReferralCode', method: 'POST', path: '/referral-codes/edit', access: 'content.edit', feature: 'referral-codes', audited: true,
  request: ReferralCodeInput.extend({ ReferralCodeId: z.number().int().positive() }), result: z.object({ Code: ReferralCode }),
  summary: 'Change a referral code (same rules as adding one).',
});

export const DeleteReferralCode = defineStaffCall({
  name: 'DeleteReferralCode', method: 'POST', path: '/referral-codes/delete', access: 'content.edit', feature: 'referral-codes', audited: true,
  request: z.object({ ReferralCodeId: z.number().int().positive() }), result: z.object({ ReferralCodeId: z.number().int() }),
  summary: 'Remove a referral code.',
});
