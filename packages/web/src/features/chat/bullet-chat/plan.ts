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
