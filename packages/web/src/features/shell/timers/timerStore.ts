import { TIMER_DEFAULT_S, TIMER_TICK_MS, TimerStatus } from '@sideline/protocol';
import { realClock } from './clock';
import type { Clock } from './clock';
import { IDLE_TIMER, timerReducer } from './timerMachine';
import type { TimerEvent, TimerState } from './timerMachine';

export type TimerSnapshot = ReadonlyMap<string, TimerState>;

/**
 * Countdown timers keyed by id, framework-free (spec "Streaming timers by id"): every holder
 * of the same id sees and drives the same countdown. One clock subscription runs while any
 * timer is running; each tick moves every running timer by one second, and a timer reaching
 * zero stops and emits `end` with its id (once). React reads it with `useSyncExternalStore`.
 */
export interface TimerStore {
  /** Creates the timer idle at `seconds` if it does not exist yet. */
  ensure(id: string, seconds?: number): void;
  start(id: string, seconds?: number): void;
  pause(id: string): void;
  resume(id: string): void;
  reset(id: string, seconds?: number): void;
  stop(id: string): void;
  get(id: string): TimerState;
  subscribe(listener: () => void): () => void;
  getSnapshot(): TimerSnapshot;
  /** Listens for timers reaching zero. */
  onEnd(listener: (id: string) => void): () => void;
  /** Stops the clock (timers keep their state; the next start restarts it). */
  dispose(): void;
}

export function createTimerStore(options: { clock?: Clock; tickMs?: number; defaultSeconds?: number } = {}): TimerStore {
  const clock = options.clock ?? realClock;
  const tickMs = options.tickMs ?? TIMER_TICK_MS;
  const defaultSeconds = options.defaultSeconds ?? TIMER_DEFAULT_S;
  let timers: Map<string, TimerState> = new Map();
  const listeners = new Set<() => void>();
  const endListeners = new Set<(id: string) => void>();
  let stopClock: (() => void) | null = null;

  const emit = () => listeners.forEach((l) => l());

  function syncClock() {
    const anyRunning = [...timers.values()].some((t) => t.status === TimerStatus.Running);
    if (anyRunning && !stopClock) stopClock = clock.every(tickMs, tick);
    else if (!anyRunning && stopClock) {
      stopClock();
      stopClock = null;
    }
  }

  function tick() {
    const ended: string[] = [];
    const next = new Map(timers);
    let changed = false;
    for (const [id, state] of timers) {
      const after = timerReducer(state, { type: 'tick' });
      if (after !== state) {
        next.set(id, after);
        changed = true;
        if (after.status === TimerStatus.Ended) ended.push(id);
      }
    }
    if (!changed) return;
    timers = next;
    syncClock();
    emit();
    for (const id of ended) endListeners.forEach((l) => l(id));
  }

  function dispatch(id: string, event: TimerEvent) {
    const before = timers.get(id) ?? { ...IDLE_TIMER, remaining: defaultSeconds };
    const withDefault: TimerEvent =
      (event.type === 'start' || event.type === 'reset') && event.seconds === undefined
        ? { ...event, seconds: defaultSeconds }
        : event;
    const after = timerReducer(before, withDefault);
    if (after === before && timers.has(id)) return;
    timers = new Map(timers).set(id, after);
    syncClock();
    emit();
    if (after.status === TimerStatus.Ended && before.status !== TimerStatus.Ended) endListeners.forEach((l) => l(id));
  }

  return {
    ensure(id, seconds) {
      if (timers.has(id)) return;
      timers = new Map(timers).set(id, { status: TimerStatus.Idle, remaining: seconds ?? defaultSeconds });
      emit();
    },
    start: (id, seconds) => dispatch(id, { type: 'start', seconds }),
    pause: (id) => dispatch(id, { type: 'pause' }),
    resume: (id) => dispatch(id, { type: 'resume' }),
    reset: (id, seconds) => dispatch(id, { type: 'reset', seconds }),
    stop: (id) => dispatch(id, { type: 'stop' }),
    get: (id) => timers.get(id) ?? { ...IDLE_TIMER, remaining: defaultSeconds },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => timers,
    onEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    dispose() {
      stopClock?.();
      stopClock = null;
    },
  };
}
