import type { FastifyInstance } from 'fastify';
import { CreateReferralCode, DeleteReferralCode, EditReferralCode, ListReferralCodes } from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { createReferralCode, deleteReferralCode, editReferralCode, listReferralCodes } from './service';

/** The back office's referral codes: list, add, edit, delete (each audited with before/after). */
export async function referralCodesBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerStaffCall(app, ListReferralCodes, async ({ input }) => ({ Codes: await listReferralCodes(store, { search: input.Search, state: input.State }) }));
  registerStaffCall(app, CreateReferralCode, async ({ input, me, audit }) => {
    const code = await createReferralCode(store, input, me().email);
    audit({ target: `referral-code:${code.ReferralCodeId}`, after: code });
    return { Code: code };
  });
  registerStaffCall(app, EditReferralCode, async ({ input, audit }) => {
    const { before, after } = await editReferralCode(store, input.ReferralCodeId, input);
    audit({ target: `referral-code:${before.ReferralCodeId}`, before, after });
    return { Code: after };
  });
  registerStaffCall(app, DeleteReferralCode, async ({ input, audit }) => {
    const before = await deleteReferralCode(store, input.ReferralCodeId);
    audit({ target: `referral-code:${before.ReferralCodeId}`, before });
    return { ReferralCodeId: before.ReferralCodeId };
  });
}
