import { useSyncExternalStore } from 'react';
import { BetFrom, MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@sideline/protocol';

/** Mobile below 768 px wide (spec section 9 "mobile breakpoint"). */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

/** BetFrom of a screen width: x on screens 768 px or wider, m otherwise. */
export function betFromWidth(width: number): BetFrom {
  return isMobileWidth(width) ? BetFrom.Mobile : BetFrom.Desktop;
}

/** The parts of `window` the viewport store uses, so tests can drive resizes. */
export interface ViewportSource {
  width(): number;
  onResize(listener: () => void): () => void;
}

export interface ViewportStore {
  /** Whether the last settled width is below 768 px. */
  getSnapshot(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The one owner of the window's resize events: a width settles 200 ms after the last resize
 * (spec "resize debounce 200 ms") and subscribers hear only changes of the mobile/desktop side.
 * The window listener exists only while someone subscribes.
 */
export function createViewportStore(source: ViewportSource, debounceMs = RESIZE_DEBOUNCE_MS): ViewportStore {
  let mobile = isMobileWidth(source.width());
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let detach: (() => void) | undefined;
  const settle = () => {
    timer = undefined;
    const next = isMobileWidth(source.width());
    if (next === mobile) return;
    mobile = next;
    for (const l of [...listeners]) l();
  };
  return {
    getSnapshot: () => mobile,
    subscribe(listener) {
      listeners.add(listener);
      if (!detach) {
        mobile = isMobileWidth(source.width());
        detach = source.onResize(() => {
          clearTimeout(timer);
          timer = setTimeout(settle, debounceMs);
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && detach) {
          detach();
          detach = undefined;
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
  };
}

const windowSource: ViewportSource = {
  width: () => (typeof window === 'undefined' ? MOBILE_BREAKPOINT_PX : window.innerWidth),
  onResize(listener) {
    window.addEventListener('resize', listener);
    return () => window.removeEventListener('resize', listener);
  },
};

/** The page's viewport store over `window`. */
export const viewport: ViewportStore = createViewportStore(windowSource);

/** True below 768 px; follows window resizes with the spec's 200 ms debounce. */
export function useIsMobile(store: ViewportStore = viewport): boolean {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** BetFrom of the current window (x at 768 px or wider, m below). */
export function currentBetFrom(): BetFrom {
  return betFromWidth(windowSource.width());
}
