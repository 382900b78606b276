import type { Executor } from '../../store/types';
import { WHEEL_BANDS } from './prizes';
import type { WheelBand } from './prizes';

/** The cost the back office states prizes for: a spin of 5 units (every currency but coins). */
export const REFERENCE_COST_MINOR = 500;

/** The wheel's bands: the trading desk's saved setting, else the built-in ones. Read on every spin and GetWheelInfo. */
export async function wheelBands(db: Executor): Promise<readonly WheelBand[]> {
  const row = await db.selectFrom('wheel_settings').select('slots_json').where('id', '=', 1).executeTakeFirst();
  return row ? JSON.parse(row.slots_json) as WheelBand[] : WHEEL_BANDS;
}

/** The setting's slots (Amount: the prize of a 5-unit spin) as bands: the prize becomes a multiple of the cost. */
export function slotsToBands(slots: readonly { Label: string; Amount: number; Weight: number }[]): WheelBand[] {
  return slots.map((s) => ({ label: s.Label, multiplier: Math.round(s.Amount * 100) / REFERENCE_COST_MINOR, weight: s.Weight }));
}

export function bandsToSlots(bands: readonly WheelBand[]) {
  return bands.map((b) => ({ Label: b.label, Amount: Math.round(REFERENCE_COST_MINOR * b.multiplier) / 100, Weight: b.weight }));
}

export async function saveWheelBands(db: Executor, bands: readonly WheelBand[], by: string, now: number): Promise<void> {
  const slots_json = JSON.stringify(bands);
  await db.insertInto('wheel_settings').values({ id: 1, slots_json, updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column('id').doUpdateSet({ slots_json, updated_at: now, updated_by: by })).execute();
}
