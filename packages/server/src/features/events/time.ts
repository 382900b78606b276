import { fromHongKongTime } from '../schedule/index';

/**
 * A typed-in event time (spec section 9: Hong Kong time): 'YYYY-MM-DD HH:mm[:ss]', with '-' or
 * '/' between the date parts and a space or 'T' before the time. Null when it is none of these.
 */
export function parseHongKongTime(text: string): number | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const pad = (v: string | undefined) => (v ?? '00').padStart(2, '0');
  const iso = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
  const at = fromHongKongTime(iso);
  // Date.parse rolls 2026-02-31 over; a date that does not survive the round trip is refused.
  return Number.isNaN(at) || new Date(at + 8 * 3600_000).toISOString().slice(0, 19) !== iso ? null : at;
}
