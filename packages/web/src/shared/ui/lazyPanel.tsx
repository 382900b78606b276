import { Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { completeLocale } from '../i18n/i18n';

/** A panel component whose code loads on first render (or on `preload`), with a loading state meanwhile. */
export interface LazyPanel<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the panel's chunk (hover/focus of its button, or idle time after start). */
  preload: () => Promise<unknown>;
}

/**
 * What shows while a panel's chunk loads: a small spinner, announced as busy; `blockSize` (px)
 * holds the panel's own height, so the chat does not jump when the panel arrives.
 */
export function PanelLoading(props: { blockSize?: number } = {}) {
  const style = props.blockSize ? { height: props.blockSize, alignItems: 'center', boxSizing: 'border-box' as const } : undefined;
  return (
    <div className="panel-loading" role="status" aria-busy="true" data-testid="panel-loading" style={style}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/**
 * A panel a viewer opens on demand (gift drawer, quick bet, wheel, settings…) as its own chunk
 * (issue 20: the route's initial load holds only what the first chat line needs). `load` is a
 * dynamic `import()` picking the named export. One load is shared by render and preload; a
 * failed load is forgotten so the next try fetches again. A component mounted while closed (a
 * modal with an `open` prop) passes `fallback: null`: it shows nothing until its code is there.
 * The panel also waits for the second part of the viewer's locale (its text is there: i18n.ts).
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>, options: { fallback?: ReactNode; blockSize?: number } = {}): LazyPanel<P> {
  const fallback = options.fallback === undefined ? <PanelLoading blockSize={options.blockSize} /> : options.fallback;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= Promise.all([load(), completeLocale()]).then(([component]) => component).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  // Typed as a plain component: lazy()'s own type adds ref attributes that a generic P cannot satisfy.
  const Lazy = lazy(() => preload().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  const Panel = (props: P) => (
    <Suspense fallback={fallback}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Panel, { preload });
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
};

/**
 * Runs `run` once the browser has painted the current frame (the next animation frame, then a
 * task after it); returns a cancel. A hidden document paints nothing and runs no animation
 * frames (a background tab, a collapsed host panel): there it runs after a task.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const id = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(id);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The first chat lines are on screen (`firstContentShown`, from the chatroom): the chat pages'
 * panel prefetches wait for it, so the panels' chunks do not share a mobile link with what that
 * first line needs (issue 20).
 */
let shown = false;
const waiting = new Set<() => void>();

/** The page's first content (the first chat lines) is on screen: waiting prefetches may go. */
export function firstContentShown(): void {
  shown = true;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/** Tests: back to a fresh page (nothing shown, nothing waiting). */
export function resetIdlePreloadGate(): void {
  shown = false;
  waiting.clear();
}

const afterFirstContent = (run: () => void): (() => void) => {
  if (shown) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
};

/**
 * Fetches the given panels' chunks once the page is idle after mounting (with
 * `afterFirstContent`, only once the first chat lines show), so a drawer opened later shows at
 * once while the start-up path stays without them. A failed prefetch is ignored here: opening
 * the panel tries again and shows its own error.
 */
export function usePreloadWhenIdle(panels: ReadonlyArray<{ preload: () => Promise<unknown> }>, options: { afterFirstContent?: boolean } = {}): void {
  const wait = options.afterFirstContent === true;
  useEffect(() => {
    let cancelIdle = () => undefined as void;
    const schedule = () => {
      cancelIdle = whenIdle(() => {
        for (const panel of panels) panel.preload().catch(() => undefined);
      });
    };
    const cancelWait = wait ? afterFirstContent(schedule) : (schedule(), () => undefined);
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, [panels, wait]);
}

/**
 * True once the page's first content (the first chat lines) is on screen: a part the page does
 * not need for that line (the room-side betting and gift hosts) mounts, and so fetches its chunks
 * and asks its calls, only then, leaving the mobile link to the room's own calls (issue 20).
 */
export function useFirstContentShown(): boolean {
  const [now, setNow] = useState(shown);
  useEffect(() => (now ? undefined : afterFirstContent(() => setNow(true))), [now]);
  return now;
}
