import { WELCOME_BANNER_MS } from '@sideline/protocol';

/**
 * The welcome banner queue (section 4): each queued welcome shows for 2 s, then the next.
 * Framework-free; `subscribe`/`getSnapshot` for React. The queue is bounded (a burst of
 * entries keeps the newest) so a busy room does not show welcomes minutes late.
 */
export interface WelcomeQueue<T> {
  push(items: readonly T[]): void;
  getSnapshot(): T | null;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createWelcomeQueue<T>(clock: { setTimeout(cb: () => void, ms: number): unknown; clearTimeout(h: unknown): void }, max = 20): WelcomeQueue<T> {
  let queue: T[] = [];
  let current: T | null = null;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const next = () => {
    timer = null;
    current = queue.shift() ?? null;
    emit();
    if (current !== null) timer = clock.setTimeout(next, WELCOME_BANNER_MS);
  };
  return {
    push(items) {
      queue = [...queue, ...items].slice(-max);
      if (current === null && timer === null) next();
    },
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      queue = [];
      current = null;
    },
  };
}
