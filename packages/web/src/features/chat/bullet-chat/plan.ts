import { compileKeywordFilter } from '../../shell';
import type { BulletArea, BulletDisplay } from '../../shell';

/** The crossing time of a bullet at speed 1. */
export const BULLET_DURATION_MS = 8000;

/** What the bullet layer needs per row, worked out once per settings change (not per bullet). */
export interface BulletPlan {
  durationMs: number;
  area: BulletArea;
  /** True when a message contains one of the viewer's keywords; null without keywords. */
  hides: ((message: string) => boolean) | null;
}

export function bulletPlan(display: BulletDisplay): BulletPlan {
  return {
    durationMs: Math.round(BULLET_DURATION_MS / display.speed),
    area: display.area,
    hides: compileKeywordFilter(display.keywords),
  };
}

/** Only lines this young (by the room's own clock: the newest line seen) fly as bullets. */
export const BULLET_FRESH_MS = 5000;

/**
 * The rows of a batch young enough to fly: a backlog recovered after a gap (a reconnect) goes
 * into the list only, not as a wall of bullet chat. Age is measured against the newest
 * Timestamp the room has seen (server time, so a skewed device clock does not matter).
 */
export function freshRows<T extends { Timestamp: number }>(rows: readonly T[], newestSeen: number, windowMs = BULLET_FRESH_MS): { fresh: T[]; newest: number } {
  let newest = newestSeen;
  for (const r of rows) if (r.Timestamp > newest) newest = r.Timestamp;
  return { fresh: rows.filter((r) => newest - r.Timestamp <= windowMs), newest };
}
