import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { betFromWidth, createViewportStore, isMobileWidth, useIsMobile } from './viewport';
import type { ViewportSource } from './viewport';

function fakeWindow(width: number) {
  let w = width;
  const listeners = new Set<() => void>();
  const source: ViewportSource = {
    width: () => w,
    onResize(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { source, listeners, resize(next: number) { w = next; for (const l of listeners) l(); } };
}

describe('breakpoint and BetFrom', () => {
  it.each([[320, true, 'm'], [767, true, 'm'], [768, false, 'x'], [1440, false, 'x']] as const)('%i px → mobile %s, BetFrom %s', (w, mobile, from) => {
    expect(isMobileWidth(w)).toBe(mobile);
    expect(betFromWidth(w)).toBe(from);
  });
});

describe('viewport store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles 200 ms after the last resize and reports only side changes', () => {
    const win = fakeWindow(1024);
    const store = createViewportStore(win.source);
    const heard = vi.fn();
    const off = store.subscribe(heard);
    expect(store.getSnapshot()).toBe(false);
    win.resize(500);
    vi.advanceTimersByTime(150);
    win.resize(400);
    vi.advanceTimersByTime(199);
    expect(store.getSnapshot()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    win.resize(600);
    vi.advanceTimersByTime(200);
    expect(heard).toHaveBeenCalledTimes(1);
    off();
    expect(win.listeners.size).toBe(0);
  });

  it('drives useIsMobile', () => {
    const win = fakeWindow(390);
    const store = createViewportStore(win.source);
    const { result, unmount } = renderHook(() => useIsMobile(store));
    expect(result.current).toBe(true);
    act(() => {
      win.resize(1280);
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(false);
    unmount();
    expect(win.listeners.size).toBe(0);
  });
});
