import { TIMER_DEFAULT_S, TimerStatus } from '@sideline/protocol';

/** One countdown (spec: "Timer: isRunning, isPaused, remaining seconds"). */
export interface TimerState {
  status: TimerStatus;
  /** Whole seconds left. */
  remaining: number;
}

/** What can happen to a timer. `tick` is one second passing. */
export type TimerEvent =
  | { type: 'start'; seconds?: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'reset'; seconds?: number }
  | { type: 'stop' }
  | { type: 'tick' };

export const IDLE_TIMER: TimerState = { status: TimerStatus.Idle, remaining: TIMER_DEFAULT_S };

function seconds(value: number | undefined): number {
  return value === undefined || !Number.isFinite(value) || value < 0 ? TIMER_DEFAULT_S : Math.floor(value);
}

/**
 * The timer state machine, pure: (state, event) → state. Returns the same object when the
 * event does not apply, so callers can tell "nothing happened".
 * - start: from any state, counts down from `seconds` (default 60); start with 0 ends at once.
 * - pause: only while running. resume: only while paused.
 * - reset: back to `seconds` (default 60), stopped (idle).
 * - stop: stops where it is (idle), keeping the remaining seconds.
 * - tick: only while running; reaching 0 ends the timer.
 */
export function timerReducer(state: TimerState, event: TimerEvent): TimerState {
  switch (event.type) {
    case 'start': {
      const s = seconds(event.seconds);
      return s === 0 ? { status: TimerStatus.Ended, remaining: 0 } : { status: TimerStatus.Running, remaining: s };
    }
    case 'pause':
      return state.status === TimerStatus.Running ? { ...state, status: TimerStatus.Paused } : state;
    case 'resume':
      return state.status === TimerStatus.Paused ? { ...state, status: TimerStatus.Running } : state;
    case 'reset':
      return { status: TimerStatus.Idle, remaining: seconds(event.seconds) };
    case 'stop':
      return state.status === TimerStatus.Running || state.status === TimerStatus.Paused
        ? { ...state, status: TimerStatus.Idle }
        : state;
    case 'tick': {
      if (state.status !== TimerStatus.Running) return state;
      const remaining = Math.max(0, state.remaining - 1);
      return remaining === 0 ? { status: TimerStatus.Ended, remaining: 0 } : { ...state, remaining };
    }
  }
}
