import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * One modal at a time on arrival (issue 17 item 4). Every modal that wants the screen asks
 * here while it wants it. A modal the viewer opened, or the first-visit tutorial, is `first`:
 * it shows at once. A modal that opens by itself (the fast market) `waits`: it shows only while
 * no `first` modal is asking and no earlier waiting one is, and it steps back (and returns
 * afterwards) when the tutorial or a dialog the viewer opens arrives later.
 */
export interface OverlayQueue {
  request(id: string, kind: 'first' | 'waits'): void;
  release(id: string): void;
  /** Whether `id` may show now. */
  mayShow(id: string): boolean;
  subscribe(listener: () => void): () => void;
  /** Changes with every request/release (for useSyncExternalStore). */
  version(): number;
}

export function createOverlayQueue(): OverlayQueue {
  const asking = new Map<string, { kind: 'first' | 'waits'; order: number }>();
  const listeners = new Set<() => void>();
  let order = 0;
  let version = 0;
  const changed = () => {
    version++;
    for (const l of listeners) l();
  };
  return {
    request(id, kind) {
      const had = asking.get(id);
      if (had?.kind === kind) return;
      asking.set(id, { kind, order: had?.order ?? ++order });
      changed();
    },
    release(id) {
      if (asking.delete(id)) changed();
    },
    mayShow(id) {
      const me = asking.get(id);
      if (!me) return false;
      if (me.kind === 'first') return true;
      for (const [other, o] of asking) {
        if (other === id) continue;
        if (o.kind === 'first' || o.order < me.order) return false;
      }
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** The page's one queue. */
export const overlayQueue = createOverlayQueue();

/**
 * Asks the queue for the screen while `wanted`; returns whether this overlay may show now.
 * A `first` overlay always may; a `waits` one shows when it is its turn.
 */
export function useOverlayTurn(wanted: boolean, kind: 'first' | 'waits' = 'first', queue: OverlayQueue = overlayQueue): boolean {
  const id = useId();
  useSyncExternalStore(queue.subscribe, queue.version, queue.version);
  useEffect(() => {
    if (!wanted) return undefined;
    queue.request(id, kind);
    return () => queue.release(id);
  }, [wanted, kind, id, queue]);
  if (!wanted) return false;
  // Before the effect has run (first render) a `first` overlay shows at once; a waiting one not yet.
  return kind === 'first' ? true : queue.mayShow(id);
}
