import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { firstContentShown, holdIdlePreloads, resetIdlePreloadGate, usePreloadWhenIdle } from './lazyPanel';

/** The browser's idle callbacks, run when the test says the page is idle. */
let idle: Array<() => void> = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetIdlePreloadGate();
});

const runIdle = () => idle.splice(0).forEach((run) => run());
const panel = () => ({ preload: vi.fn(async () => undefined) });

describe('idle prefetch of the on-demand panels (issue 20)', () => {
  it('prefetches once the page is idle when nothing holds it', () => {
    const panels = [panel()];
    renderHook(() => usePreloadWhenIdle(panels));
    runIdle();
    expect(panels[0]!.preload).toHaveBeenCalledTimes(1);
  });

  it('waits while a chat page holds it, and goes once the first chat lines show', () => {
    const release = holdIdlePreloads();
    const panels = [panel()];
    renderHook(() => usePreloadWhenIdle(panels));
    expect(idle).toHaveLength(0);
    firstContentShown();
    runIdle();
    expect(panels[0]!.preload).toHaveBeenCalledTimes(1);
    release();
  });

  it('goes when the last hold is released (a page that leaves before its first line)', () => {
    const release = holdIdlePreloads();
    const panels = [panel()];
    renderHook(() => usePreloadWhenIdle(panels));
    expect(idle).toHaveLength(0);
    release();
    runIdle();
    expect(panels[0]!.preload).toHaveBeenCalledTimes(1);
  });

  it('forgets a waiting prefetch when the page unmounts first', () => {
    holdIdlePreloads();
    const panels = [panel()];
    const view = renderHook(() => usePreloadWhenIdle(panels));
    view.unmount();
    firstContentShown();
    expect(idle).toHaveLength(0);
    expect(panels[0]!.preload).not.toHaveBeenCalled();
  });
});
