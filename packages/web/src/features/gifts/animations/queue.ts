import { ANIMATION_PRIORITY } from '@sideline/protocol';
import type { AnimationType } from '@sideline/protocol';

/** One full-screen animation waiting or playing. */
export interface AnimationItem {
  /** Unique per queue (assigned on enqueue). */
  id: number;
  type: AnimationType;
  /** The SVGA file to play; null plays the still card only. */
  svgaUrl: string | null;
  /** What the still card and the screen-reader announcement say (gift name, nickname …). */
  title: string;
  nickname: string;
  imageUrl?: string | null;
}

export interface QueueState {
  waiting: readonly AnimationItem[];
  playing: AnimationItem | null;
  nextId: number;
}

export type QueueEvent =
  | { type: 'enqueue'; items: ReadonlyArray<Omit<AnimationItem, 'id'>> }
  /** The 10 ms start wait ended: pick the best-priority item if nothing plays. */
  | { type: 'pick' }
  /** The playing item finished, or failed to load (logged, skipped). */
  | { type: 'finished'; id: number }
  /** The anchor changed: drop everything. */
  | { type: 'clear' };

export const emptyQueue: QueueState = { waiting: [], playing: null, nextId: 1 };

/**
 * The index of the item to play next: the best (lowest) priority of ANIMATION_PRIORITY —
 * 1 lucky-box open and lucky-box gift, 2 gift, wish coin and profit share, 3 VIP welcome —
 * oldest first within a priority (so a lucky-box open plays before its gift). -1 when empty.
 */
export function pickNext(waiting: readonly AnimationItem[]): number {
  let best = -1;
  for (let i = 0; i < waiting.length; i++) {
    if (best < 0 || ANIMATION_PRIORITY[waiting[i]!.type] < ANIMATION_PRIORITY[waiting[best]!.type]) best = i;
  }
  return best;
}

/** The animation queue as a pure reducer (chatroom spec section 4 "Animation queue"): one plays at a time. */
export function queueReducer(state: QueueState, event: QueueEvent): QueueState {
  switch (event.type) {
    case 'enqueue': {
      if (event.items.length === 0) return state;
      let nextId = state.nextId;
      const added = event.items.map((item) => ({ ...item, id: nextId++ }));
      return { ...state, waiting: [...state.waiting, ...added], nextId };
    }
    case 'pick': {
      if (state.playing) return state;
      const i = pickNext(state.waiting);
      if (i < 0) return state;
      return { ...state, playing: state.waiting[i]!, waiting: state.waiting.filter((_, j) => j !== i) };
    }
    case 'finished':
      return state.playing?.id === event.id ? { ...state, playing: null } : state;
    case 'clear':
      return state.playing || state.waiting.length ? { ...state, waiting: [], playing: null } : state;
    default:
      return state;
  }
}
