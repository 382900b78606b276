/**
 * Wall-clock conversions of the schedule. Programme and match times travel as Hong Kong local
 * time (spec section 9: the Asia/Hong_Kong zone, 'YYYY-MM-DDTHH:mm:ss' without a zone) and the
 * web converts them to the viewer's zone. Hong Kong has kept UTC+8 without daylight saving
 * since 1979, so a fixed offset is exact.
 */
export const HONG_KONG_OFFSET_MS = 8 * 3600_000;

/** Epoch ms → Hong Kong local 'YYYY-MM-DDTHH:mm:ss'. */
export function toHongKongTime(epochMs: number): string {
  return new Date(epochMs + HONG_KONG_OFFSET_MS).toISOString().slice(0, 19);
}

/** Hong Kong local 'YYYY-MM-DDTHH:mm:ss' (seconds optional) → epoch ms; NaN when malformed. */
export function fromHongKongTime(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return Number.NaN;
  return Date.parse(`${text}Z`) - HONG_KONG_OFFSET_MS;
}

/** Epoch ms → the UTC instant as ISO 8601 with 'Z' (the item's GlobalShowTime). */
export function toUtcIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
