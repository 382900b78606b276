import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from '@sideline/protocol';
import type { FeedbackSetting } from '@sideline/protocol';

/** Milliseconds to wait before the prompt may show (Minute minutes). */
export function feedbackDelayMs(setting: FeedbackSetting): number {
  return Math.max(0, setting.Minute) * 60_000;
}

/** The dice roll: shown with Probability percent chance (`random` in [0,1)). */
export function feedbackRoll(setting: FeedbackSetting, random: () => number = Math.random): boolean {
  return random() * 100 < setting.Probability;
}

/** A rating may be sent only when it is a whole 1 to 5 stars. */
export function isValidRating(rating: number | null): rating is number {
  return rating !== null && Number.isInteger(rating) && rating >= FEEDBACK_RATING_MIN && rating <= FEEDBACK_RATING_MAX;
}

/** The prompt's state machine: waiting → due (time passed and the roll won) → shown → done. */
export type FeedbackPhase = 'waiting' | 'due' | 'shown' | 'done';
export type FeedbackEvent =
  | { type: 'timeUp'; won: boolean }
  | { type: 'unblocked' }
  | { type: 'blocked' }
  | { type: 'close' };

/**
 * (phase, event) → phase. A won roll makes the prompt due; it shows only while nothing blocks
 * it (tutorial or fast-market modal); a lost roll ends it; closing or sending ends it.
 */
export function feedbackReducer(phase: FeedbackPhase, event: FeedbackEvent, blocked: boolean): FeedbackPhase {
  switch (event.type) {
    case 'timeUp':
      if (phase !== 'waiting') return phase;
      if (!event.won) return 'done';
      return blocked ? 'due' : 'shown';
    case 'unblocked':
      return phase === 'due' ? 'shown' : phase;
    case 'blocked':
      return phase;
    case 'close':
      return phase === 'shown' || phase === 'due' ? 'done' : phase;
    default:
      return phase;
  }
}
