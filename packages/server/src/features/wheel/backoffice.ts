import type { FastifyInstance } from 'fastify';
import { GetWheelSetting, ListWheelRecords, SaveWheelSetting, SetWheelOpen } from '@sideline/protocol';
import { serviceDeps } from '../../http/context';
import { registerStaffCall } from '../staff/index';
import { isWheelOn, setWheelOpen } from './service';
import { bandsToSlots, saveWheelBands, slotsToBands, wheelBands } from './settings';
import { drawCount, drawRows } from './store';

/** The trading desk's lucky wheel: its setting (slots and switch), the global open/close switch, and the spin record. */
export async function wheelBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  const setting = async () => ({ IsOpen: await isWheelOn(store, undefined), Slots: bandsToSlots(await wheelBands(store.db)) });
  registerStaffCall(app, GetWheelSetting, setting);
  registerStaffCall(app, SaveWheelSetting, async ({ input, me, audit }) => {
    const before = await setting();
    await saveWheelBands(store.db, slotsToBands(input.Slots), me().email, Date.now());
    // Only a change of the switch pushes ChangeWheelOpen; spins already started still complete.
    if (input.IsOpen !== before.IsOpen) await setWheelOpen(serviceDeps(app), 0, input.IsOpen);
    const after = await setting();
    audit({ target: 'wheel', before, after });
    return after;
  });
  registerStaffCall(app, SetWheelOpen, async ({ input, audit }) => {
    const before = await isWheelOn(store, undefined);
    const { Groups } = await setWheelOpen(serviceDeps(app), 0, input.IsOpen);
    audit({ target: 'wheel', before: { IsOpen: before }, after: { IsOpen: input.IsOpen } });
    return { IsOpen: input.IsOpen, Groups };
  });
  registerStaffCall(app, ListWheelRecords, async ({ input }) => {
    const [rows, total, bands] = await Promise.all([
      drawRows(store.db, input.CustomerId, input.PageSize, (input.Page - 1) * input.PageSize), drawCount(store.db, input.CustomerId), wheelBands(store.db),
    ]);
    return {
      Records: rows.map((r) => ({
        SpinId: Number(r.id), CustomerId: r.customer_id, Nickname: r.nickname ?? null, MatchId: Number(r.match_id),
        // The label the slot had when the spin landed (spins before labels were kept: its current one); the amount is what the spin paid.
        Label: r.label ?? bands[r.bingo_index]?.label ?? String(r.bingo_index + 1), Amount: Number(r.prize_minor) / 100, Cost: Number(r.cost_minor) / 100, At: Number(r.created_at),
      })),
      Total: total,
    };
  });
}
