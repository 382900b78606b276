import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { firstContentShown, lazyPanel, resetIdlePreloadGate, usePreloadWhenIdle } from './lazyPanel';

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

describe('a panel while its chunk loads', () => {
  it('holds the panel\'s height when given, so the chat does not jump when it arrives', () => {
    const Panel = lazyPanel<object>(() => new Promise(() => undefined), { blockSize: 200 });
    render(<Panel />);
    expect(screen.getByTestId('panel-loading').style.height).toBe('200px');
  });
});
