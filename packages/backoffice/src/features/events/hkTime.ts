/**
 * Event times are Hong Kong time everywhere staff see or type them (spec section 9: programme
 * and match times are in the Asia/Hong_Kong zone, UTC+8 without daylight saving), whatever the
 * browser's own zone.
 */
const HK_MS = 8 * 3600_000;

/** Epoch ms → 'YYYY-MM-DDTHH:mm' (a datetime-local input's value) in Hong Kong time. */
export function toHkInput(ms: number): string {
  return new Date(ms + HK_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Hong Kong time → epoch ms (NaN when empty or malformed). */
export function fromHkInput(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return Number.NaN;
  return Date.parse(`${value}:00Z`) - HK_MS;
}

/** Epoch ms → 'YYYY-MM-DD HH:mm' Hong Kong time (tables). */
export function formatHk(ms: number | null): string {
  return ms === null ? '—' : toHkInput(ms).replace('T', ' ');
}
