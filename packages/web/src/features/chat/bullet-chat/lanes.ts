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
 * Picks the first free lane at `now` among the first `limit` lanes (all by default) and books
 * it for `enterMs` (the time the bullet's tail needs to clear the edge); -1 when none is free.
 */
export function takeLane(lanes: LaneState, now: number, enterMs: number, limit = lanes.freeAt.length): number {
  const n = Math.min(limit, lanes.freeAt.length);
  for (let i = 0; i < n; i++) {
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

/** Lane height (px) of a bullet line (22 px text + gap). */
export const LANE_PX = 26;
/**
 * Top inset of the first lane (px): below the video's corner badges (jackpot, fast-market entry,
 * advertisement label: 8 px inset, 32 px high), so no bullet runs behind them (issue 17 item 8).
 */
export const LANE_TOP_PX = 40;
/** Height kept free at the bottom for the video controls bar (56 px with its gradient). */
export const CONTROLS_CLEAR_PX = 56;
export const MAX_LANES = 12;

/**
 * How many lanes fit in `fraction` of a layer `heightPx` high (at least one, at most MAX_LANES),
 * never reaching into the controls bar at the bottom.
 */
export function laneCount(heightPx: number, fraction: number): number {
  const usable = Math.min(heightPx * fraction, heightPx - CONTROLS_CLEAR_PX);
  return Math.max(1, Math.min(MAX_LANES, Math.floor((usable - LANE_TOP_PX) / LANE_PX)));
}
