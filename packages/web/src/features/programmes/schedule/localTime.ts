import { EVENT_TIME_ZONE } from '@sideline/protocol';
import type { LocalEventFields } from '@sideline/protocol';

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

const partsCache = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = partsCache.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    partsCache.set(zone, f);
  }
  return f;
}

interface Wall { y: number; mo: number; d: number; h: number; mi: number; s: number }

/** The wall-clock reading of `instant` in `zone`. */
export function wallTimeIn(instant: Date, zone: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year!, mo: parts.month!, d: parts.day!, h: parts.hour! % 24, mi: parts.minute!, s: parts.second! };
}

function zoneOffsetMs(instantMs: number, zone: string): number {
  const w = wallTimeIn(new Date(instantMs), zone);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant of a zone-less wall time ('YYYY-MM-DDTHH:mm[:ss]') read in `zone` (default
 * Asia/Hong_Kong, where programme and match times live). Null for text that is not such a time.
 */
export function parseZonedWallTime(text: string, zone: string = EVENT_TIME_ZONE): Date | null {
  const m = WALL.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // Two passes settle the offset around a daylight-saving change of the zone.
  let guess = asUtc - zoneOffsetMs(asUtc, zone);
  guess = asUtc - zoneOffsetMs(guess, zone);
  return new Date(guess);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The viewer's zone as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Converts a Hong Kong programme or match time to the viewer's zone (spec section 9): the
 * date as MM/DD, the time as HH:mm and whether it falls on the viewer's today. An unreadable
 * time gives empty strings and IsToday false (the card then shows no date).
 */
export function toViewerLocal(hkTime: string | null | undefined, now: Date, viewerZone: string = viewerTimeZone()): LocalEventFields {
  const instant = hkTime ? parseZonedWallTime(hkTime, EVENT_TIME_ZONE) : null;
  if (!instant) return { UserLocalEventDate: '', UserLocalEventTime: '', IsToday: false };
  const w = wallTimeIn(instant, viewerZone);
  const today = wallTimeIn(now, viewerZone);
  return {
    UserLocalEventDate: `${pad(w.mo)}/${pad(w.d)}`,
    UserLocalEventTime: `${pad(w.h)}:${pad(w.mi)}`,
    IsToday: w.y === today.y && w.mo === today.mo && w.d === today.d,
  };
}
