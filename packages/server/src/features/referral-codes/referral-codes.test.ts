import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, CreateReferralCode, DeleteReferralCode, EditReferralCode, ListReferralCodes } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';

let t: TestApp;
let editor: StaffAgent;
let viewer: StaffAgent;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await makeTestApp();
  const owner = await signInOwner(t.app);
  editor = await signInAs(t.app, owner, 'content-editor');
  viewer = await signInAs(t.app, owner, 'viewer');
});
afterAll(async () => t.close());

const input = (Code: string, extra: Record<string, unknown> = {}) => ({ Code, OneTimeBonus: 100, DailyBonus: 5, ExpiresAt: Date.now() + 30 * DAY, ...extra });
const codes = async () => (await editor.call(ListReferralCodes)).json().Result.Codes as { Code: string; ReferralCodeId: number; State: string }[];
const errorOf = (res: { json(): { Error: { Field: string; Message: string }[] } }) => res.json().Error;

describe('referral codes from the back office', () => {
  it('adds a code with its bonuses and expiry, listed newest first and active', async () => {
    const res = await editor.call(CreateReferralCode, input('Welcome2026'));
    expect(res.statusCode).toBe(200);
    expect(res.json().Result.Code).toMatchObject({ Code: 'Welcome2026', OneTimeBonus: 100, DailyBonus: 5, State: 'active' });
    expect((await codes())[0]).toMatchObject({ Code: 'Welcome2026', State: 'active' });
  });

  it('refuses a code with a space or other than English letters and digits, and stores nothing', async () => {
    const before = await codes();
    for (const bad of ['WELCOME 2026', 'bonus-1', 'ĐẶC1', '']) {
      const res = await editor.call(CreateReferralCode, input(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res)[0]).toMatchObject({ Field: 'Code' });
    }
    expect(errorOf(await editor.call(CreateReferralCode, input('WELCOME 2026')))[0].Message).toBe(ADMIN_MESSAGES.referralCodeLetters);
    expect(await codes()).toEqual(before);
  });

  it('refuses a duplicate regardless of case, and an expiry in the past', async () => {
    await editor.call(CreateReferralCode, input('Friends'));
    const dup = await editor.call(CreateReferralCode, input('FRIENDS'));
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup)).toContainEqual({ Field: 'Code', Message: ADMIN_MESSAGES.referralCodeExists });
    const past = await editor.call(CreateReferralCode, input('Yesterday', { ExpiresAt: Date.now() - DAY }));
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)[0]).toMatchObject({ Field: 'ExpiresAt', Message: ADMIN_MESSAGES.expiryInFuture });
    expect((await codes()).filter((c) => c.Code.toLowerCase() === 'friends' || c.Code === 'Yesterday')).toHaveLength(1);
  });

  it('edits and deletes a code; another code\'s name is refused on edit', async () => {
    const id = (await editor.call(CreateReferralCode, input('Summer'))).json().Result.Code.ReferralCodeId;
    const edited = await editor.call(EditReferralCode, { ...input('Summer26', { DailyBonus: 9 }), ReferralCodeId: id });
    expect(edited.json().Result.Code).toMatchObject({ Code: 'Summer26', DailyBonus: 9 });
    expect((await editor.call(EditReferralCode, { ...input('welcome2026'), ReferralCodeId: id })).statusCode).toBe(409);
    expect((await editor.call(DeleteReferralCode, { ReferralCodeId: id })).statusCode).toBe(200);
    expect((await editor.call(DeleteReferralCode, { ReferralCodeId: id })).statusCode).toBe(404);
  });

  it('filters by state and part of the code', async () => {
    const search = (await editor.call(ListReferralCodes, { Search: 'COME' })).json().Result.Codes;
    expect(search.map((c: { Code: string }) => c.Code)).toEqual(['Welcome2026']);
    expect((await editor.call(ListReferralCodes, { State: 'expired' })).json().Result.Codes).toEqual([]);
  });

  it('lets a viewer-role account read but not change codes', async () => {
    expect((await viewer.call(ListReferralCodes)).statusCode).toBe(200);
    expect((await viewer.call(CreateReferralCode, input('Nope'))).statusCode).toBe(403);
  });
});
