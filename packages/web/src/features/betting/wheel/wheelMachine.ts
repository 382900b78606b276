import { WHEEL_MAX_OFFSET_DEG, WHEEL_MAX_TURNS, WHEEL_MIN_TURNS, WHEEL_SEGMENT_COUNT, WHEEL_SEGMENT_DEG } from '@sideline/protocol';

/**
 * Phase of the wheel: `idle` (may spin), `requesting` (SpinWheel in flight), `spinning` (the
 * 5 s animation towards the server's segment), `done` (the winning segment is highlighted).
 */
export type WheelPhase = 'idle' | 'requesting' | 'spinning' | 'done';

/** Why a spin press did nothing (shown as an alert where it has a key). */
export type SpinRefusal = 'busy' | 'login' | 'off' | 'currency-not-support' | 'insufficient-balance' | null;

export interface WheelState {
  /** IsWheelOn / ChangeWheelOpen. */
  isOn: boolean;
  phase: WheelPhase;
  /** Cumulative rotation of the wheel in degrees (clockwise); the pointer is at the top. */
  rotation: number;
  /** Winning segment once the spin ended. */
  highlight: number | null;
  /** The wheel-on animation (2 s after a ChangeWheelOpen true push). */
  announcing: boolean;
  /** The wheel was turned off while this panel knew it on ('spin-wheel-stop'). */
  stopped: boolean;
}

export type WheelEvent =
  | { type: 'wheel-on'; on: boolean; push: boolean }
  | { type: 'announce-end' }
  | { type: 'request' }
  | { type: 'result'; bingoIndex: number; turns: number; offset: number }
  | { type: 'failed' }
  | { type: 'spin-end' };

export const initialWheelState: WheelState = { isOn: false, phase: 'idle', rotation: 0, highlight: null, announcing: false, stopped: false };

/** Turns and offset of one spin: 5-10 full turns and up to ±25° inside the segment. */
export function randomSpin(random: () => number): { turns: number; offset: number } {
  const turns = WHEEL_MIN_TURNS + Math.min(WHEEL_MAX_TURNS - WHEEL_MIN_TURNS, Math.floor(random() * (WHEEL_MAX_TURNS - WHEEL_MIN_TURNS + 1)));
  const offset = Math.round(((random() * 2 - 1) * WHEEL_MAX_OFFSET_DEG) * 10) / 10;
  return { turns, offset };
}

/**
 * The rotation that lands segment `index` under the top pointer after `turns` full turns
 * from `from`, `offset` degrees off the segment's centre. Segment i spans [60i, 60i+60)
 * clockwise from the top of the unrotated wheel.
 */
export function targetRotation(from: number, index: number, turns: number, offset: number): number {
  const start = Math.ceil(from / 360) * 360;
  const centre = index * WHEEL_SEGMENT_DEG + WHEEL_SEGMENT_DEG / 2;
  const landing = (360 - centre) % 360;
  return start + turns * 360 + landing + offset;
}

/** The segment under the top pointer at `rotation`. */
export function segmentAt(rotation: number): number {
  const angle = (((-rotation) % 360) + 360) % 360;
  return Math.floor(angle / WHEEL_SEGMENT_DEG) % WHEEL_SEGMENT_COUNT;
}

/** Whether a spin may start, and why not (section 5: not while spinning, funds ≥ cost, supported currency, login, wheel on). */
export function spinRefusal(state: WheelState, ctx: { loggedIn: boolean; supported: boolean | null; balance: number | null; cost: number | null }): SpinRefusal {
  if (state.phase === 'requesting' || state.phase === 'spinning') return 'busy';
  if (!ctx.loggedIn) return 'login';
  if (!state.isOn) return 'off';
  if (ctx.supported === false) return 'currency-not-support';
  if (ctx.cost !== null && ctx.balance !== null && ctx.balance < ctx.cost) return 'insufficient-balance';
  return null;
}

/**
 * The wheel state machine, pure. A spin goes request → result (rotation towards the server's
 * BingoIndex) → spin-end (highlight); a failure returns to idle. Turning the wheel off keeps
 * a spin in flight going to its end and marks `stopped`; turning it on by push shows the
 * 2 s announcement.
 */
export function wheelReducer(state: WheelState, event: WheelEvent): WheelState {
  switch (event.type) {
    case 'wheel-on':
      if (event.on === state.isOn) return state;
      return event.on
        ? { ...state, isOn: true, stopped: false, announcing: event.push }
        : { ...state, isOn: false, announcing: false, stopped: true };
    case 'announce-end':
      return state.announcing ? { ...state, announcing: false } : state;
    case 'request':
      if (state.phase === 'requesting' || state.phase === 'spinning' || !state.isOn) return state;
      return { ...state, phase: 'requesting', highlight: null };
    case 'result':
      if (state.phase !== 'requesting') return state;
      return { ...state, phase: 'spinning', rotation: targetRotation(state.rotation, event.bingoIndex, event.turns, event.offset), highlight: null };
    case 'failed':
      return state.phase === 'requesting' ? { ...state, phase: 'idle' } : state;
    case 'spin-end':
      if (state.phase !== 'spinning') return state;
      return { ...state, phase: 'done', highlight: segmentAt(state.rotation) };
    default:
      return state;
  }
}
