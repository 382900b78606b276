import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

/** The viewer's system asks for reduced motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches === true;
}

function subscribe(listener: () => void): () => void {
  const mq = mediaQuery();
  if (!mq) return () => undefined;
  mq.addEventListener('change', listener);
  return () => mq.removeEventListener('change', listener);
}

/**
 * Reduced motion in React, following the system setting live: gift and lucky-box animations
 * show a still card, the wheel lands without spinning, bullets stand still.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
