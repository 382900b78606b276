import { ANIMATION_START_DELAY_MS } from '@sideline/protocol';
import { emptyQueue, queueReducer } from './queue';
import type { AnimationItem, QueueEvent, QueueState } from './queue';

export interface AnimationQueueDeps {
  /** The IsShowSvgaEffect setting: while false, nothing is queued. */
  effectsOn: () => boolean;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  onError?: (message: string, error: unknown) => void;
}

/**
 * The full-screen animation queue as a framework-free object (STYLE.md 7): `enqueue` adds items
 * (ignored while effects are off) and, 10 ms later, the best-priority one starts if none plays;
 * the overlay calls `finished(id)` when it ends — or `failed(id, error)` when its file does not
 * load (logged, skipped) — and the next one is picked 10 ms later. `clear()` on anchor change.
 */
export interface AnimationQueue {
  subscribe(listener: () => void): () => void;
  getSnapshot(): QueueState;
  enqueue(items: ReadonlyArray<Omit<AnimationItem, 'id'>>): void;
  finished(id: number): void;
  failed(id: number, error: unknown): void;
  clear(): void;
  dispose(): void;
}

export function createAnimationQueue(deps: AnimationQueueDeps): AnimationQueue {
  let state: QueueState = emptyQueue;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const dispatch = (event: QueueEvent) => {
    const next = queueReducer(state, event);
    if (next === state) return;
    state = next;
    for (const l of listeners) l();
  };
  const schedulePick = () => {
    if (timer !== null || state.playing || state.waiting.length === 0) return;
    timer = deps.setTimeout(() => {
      timer = null;
      dispatch({ type: 'pick' });
    }, ANIMATION_START_DELAY_MS);
  };
  const cancel = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    enqueue(items) {
      if (!deps.effectsOn() || items.length === 0) return;
      dispatch({ type: 'enqueue', items });
      schedulePick();
    },
    finished(id) {
      dispatch({ type: 'finished', id });
      schedulePick();
    },
    failed(id, error) {
      deps.onError?.(`animation ${id} failed to load; skipped`, error);
      dispatch({ type: 'finished', id });
      schedulePick();
    },
    clear() {
      cancel();
      dispatch({ type: 'clear' });
    },
    dispose() {
      cancel();
      listeners.clear();
    },
  };
}
