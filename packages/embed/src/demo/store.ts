/** A tiny framework-free store: `getSnapshot`, `set` (immutable updates), `subscribe`. */
export interface Store<T> {
  getSnapshot(): T;
  set(update: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<(state: T, previous: T) => void>();
  return {
    getSnapshot: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const previous = state;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
