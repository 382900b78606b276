import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { act } from 'react';
import { afterNextPaint, firstContentShown, lazyPanel, resetIdlePreloadGate, useFirstContentShown, usePreloadWhenIdle } from './lazyPanel';

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
  it('prefetches once the page is idle', () => {
    const panels = [panel()];
    renderHook(() => usePreloadWhenIdle(panels));
    runIdle();
    expect(panels[0]!.preload).toHaveBeenCalledTimes(1);
  });

  it('with afterFirstContent, waits for the first chat lines, then for idle time', () => {
    const panels = [panel()];
    renderHook(() => usePreloadWhenIdle(panels, { afterFirstContent: true }));
    expect(idle).toHaveLength(0);
    firstContentShown();
    runIdle();
    expect(panels[0]!.preload).toHaveBeenCalledTimes(1);
  });

  it('with afterFirstContent, goes at idle time when the first lines already showed', () => {
    firstContentShown();
    const panels = [panel()];
    renderHook(() => usePreloadWhenIdle(panels, { afterFirstContent: true }));
    runIdle();
    expect(panels[0]!.preload).toHaveBeenCalledTimes(1);
  });

  it('forgets a waiting prefetch when the page unmounts first', () => {
    const panels = [panel()];
    const view = renderHook(() => usePreloadWhenIdle(panels, { afterFirstContent: true }));
    view.unmount();
    firstContentShown();
    expect(idle).toHaveLength(0);
    expect(panels[0]!.preload).not.toHaveBeenCalled();
  });
});

describe('parts that wait for the first chat lines (issue 20)', () => {
  it('are false until the first content shows, then true; a part mounted later is true at once', () => {
    const before = renderHook(() => useFirstContentShown());
    expect(before.result.current).toBe(false);
    act(() => firstContentShown());
    expect(before.result.current).toBe(true);
    expect(renderHook(() => useFirstContentShown()).result.current).toBe(true);
  });
});

/** Animation frames that run only when the test says so (afterEach unstubs them). */
function manualFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return frames;
}

describe('after the next paint', () => {
  it('runs after the next animation frame and a task after it, not before; a cancel stops it', async () => {
    const frames = manualFrames();
    const run = vi.fn();
    const kept = vi.fn();
    afterNextPaint(run);
    const cancel = afterNextPaint(kept);
    await new Promise((r) => setTimeout(r, 5));
    expect(run).not.toHaveBeenCalled(); // no frame yet
    for (const cb of frames.splice(0)) cb(0);
    expect(run).not.toHaveBeenCalled(); // the frame paints first
    cancel();
    await new Promise((r) => setTimeout(r, 5));
    expect(run).toHaveBeenCalledOnce();
    expect(kept).not.toHaveBeenCalled();
  });

  it('in a hidden document, runs after a task: a background tab runs no animation frames, so a frame would never come', async () => {
    const frames = manualFrames();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const run = vi.fn();
      afterNextPaint(run);
      await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
      expect(frames).toHaveLength(0);
    } finally {
      visibility.mockRestore();
    }
  });
});

describe('a panel while its chunk loads', () => {
  it('holds the panel\'s height when given, so the chat does not jump when it arrives', () => {
    const Panel = lazyPanel<object>(() => new Promise(() => undefined), { blockSize: 200 });
    render(<Panel />);
    expect(screen.getByTestId('panel-loading').style.height).toBe('200px');
  });
});
