/**
 * Lane allocation of the bullet chat overlay: a bullet enters at the right edge of a lane
 * once the previous bullet of that lane has fully entered (its tail cleared the edge plus a
 * gap). With every lane busy the bullet is dropped: a busy room shows a sample, never a
 * growing backlog (the overlay stays cheap at any message rate).
 */
export interface LaneState {
  /** Per lane, the time (ms) after which a new bullet may enter. */
  freeAt: number[];
}

export function createLanes(count: number): LaneState {
  return { freeAt: Array.from({ length: count }, () => 0) };
}

/**
 * Picks the first free lane at `now` and books it for `enterMs` (the time the bullet's tail
 * needs to clear the edge); -1 when none is free.
 */
export function takeLane(lanes: LaneState, now: number, enterMs: number): number {
  for (let i = 0; i < lanes.freeAt.length; i++) {
    if (lanes.freeAt[i] <= now) {
      lanes.freeAt[i] = now + enterMs;
      return i;
    }
  }
  return -1;
}

/** Time for a bullet of `widthPx` (plus gap) to fully enter at `speedPxPerMs`. */
export function enterTime(widthPx: number, gapPx: number, speedPxPerMs: number): number {
  return (widthPx + gapPx) / speedPxPerMs;
}
