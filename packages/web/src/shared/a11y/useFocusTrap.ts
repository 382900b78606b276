import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { tabbableWithin } from './focusable';

export interface FocusTrapOptions {
  /** The layer is open: focus moves in, keys are handled; closing gives focus back. */
  active: boolean;
  /** Escape pressed while this is the topmost open layer. */
  onEscape?: () => void;
  /** Keep Tab and Shift+Tab inside the container (modal dialogs). Default true; drawers pass false. */
  trap?: boolean;
  /**
   * Where focus goes on opening: the container itself ('container', so a screen reader reads the
   * dialog's name first), its first tabbable element ('first'), or the element a function picks
   * (falling back to the first). Default: the container when it has a tabindex, else the first
   * tabbable element. Focus already inside the container stays.
   */
  initialFocus?: 'container' | 'first' | ((container: HTMLElement) => HTMLElement | null);
  /** Give focus back to the element that had it before opening. Default true. */
  restoreFocus?: boolean;
}

interface Layer {
  container: () => HTMLElement | null;
  options: () => FocusTrapOptions;
}

/** Open layers, newest last: only the topmost handles Escape and Tab. */
const layers: Layer[] = [];

interface FocusRecord { el: HTMLElement; ancestors: HTMLElement[] }

function recordOf(el: HTMLElement): FocusRecord {
  const ancestors: HTMLElement[] = [];
  for (let a = el.parentElement; a && a !== el.ownerDocument.body; a = a.parentElement) ancestors.push(a);
  return { el, ancestors };
}

/**
 * The elements that last had focus, newest last, with their ancestors as they were: by the time
 * a dialog's effect runs, the menu item that opened it may be gone with its menu (focus on
 * <body>), or an autofocused field inside the dialog already has focus.
 */
const focusHistory: FocusRecord[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    if (!(e.target instanceof HTMLElement)) return;
    focusHistory.push(recordOf(e.target));
    if (focusHistory.length > 8) focusHistory.shift();
  }, true);
}

/** Who opened a layer: the latest focused element outside it. */
function openerOf(container: HTMLElement | null): FocusRecord | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !container?.contains(active)) return recordOf(active);
  for (let i = focusHistory.length - 1; i >= 0; i--) {
    const r = focusHistory[i]!;
    if (!container?.contains(r.el) && r.el !== container) return r;
  }
  return null;
}

function onKeyDown(e: KeyboardEvent): void {
  const layer = layers[layers.length - 1];
  const container = layer?.container();
  if (!layer || !container) return;
  const options = layer.options();
  if (e.key === 'Escape' && options.onEscape) {
    e.preventDefault();
    e.stopPropagation();
    options.onEscape();
    return;
  }
  if (e.key !== 'Tab' || options.trap === false) return;
  const items = tabbableWithin(container);
  const active = document.activeElement as HTMLElement | null;
  if (items.length === 0) {
    e.preventDefault();
    container.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = active !== null && container.contains(active);
  if (e.shiftKey && (!inside || active === first || active === container)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (!inside || active === last)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The element to give focus back to: the opener when it is still on the page; else, for an
 * opener drawn anew when the layer closed, the element with its `data-focus-key`; else the first
 * tabbable element of its nearest ancestor still on the page (a menu item that closed with its
 * menu hands focus to the menu's button).
 */
function restoreTarget(opener: FocusRecord | null): HTMLElement | null {
  if (!opener) return null;
  if (opener.el.isConnected) return opener.el;
  const key = opener.el.dataset.focusKey;
  for (const a of opener.ancestors) {
    if (!a.isConnected) continue;
    const twin = key ? [...a.querySelectorAll<HTMLElement>('[data-focus-key]')].find((el) => el.dataset.focusKey === key) : undefined;
    return twin ?? tabbableWithin(a)[0] ?? null;
  }
  return null;
}

/**
 * Focus management for a dialog or drawer: while `active`, focus moves into `ref`'s element,
 * Escape calls `onEscape` (topmost layer only, so a dialog over a drawer closes first), Tab is
 * kept inside (unless `trap: false`), and on closing focus goes back to the opener.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, options: FocusTrapOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { active } = options;
  useEffect(() => {
    if (!active) return undefined;
    const container = ref.current;
    const opener = openerOf(container);
    const layer: Layer = { container: () => ref.current, options: () => latest.current };
    layers.push(layer);
    if (layers.length === 1) document.addEventListener('keydown', onKeyDown);
    let waiting: MutationObserver | null = null;
    if (container && !container.contains(document.activeElement)) {
      const focusable = (el: HTMLElement): HTMLElement => {
        if (el === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
        return el;
      };
      /** The initial target, or null while the container does not hold it yet. */
      const pick = (): HTMLElement | null => {
        const mode = latest.current.initialFocus ?? (container.hasAttribute('tabindex') ? 'container' : 'first');
        if (typeof mode === 'function') return mode(container);
        return mode === 'container' ? container : tabbableWithin(container)[0] ?? null;
      };
      const target = pick();
      if (target) focusable(target).focus();
      else {
        // A panel whose code is still loading (lazyPanel's Suspense) does not hold its target
        // yet: focus waits inside the container and moves to the target when it arrives, unless
        // the viewer has moved focus meanwhile.
        const interim = focusable(tabbableWithin(container)[0] ?? container);
        interim.focus();
        waiting = new MutationObserver(() => {
          if (document.activeElement !== interim) { waiting?.disconnect(); return; }
          const arrived = pick();
          if (arrived) {
            waiting?.disconnect();
            focusable(arrived).focus();
          }
        });
        waiting.observe(container, { childList: true, subtree: true });
      }
    }
    return () => {
      waiting?.disconnect();
      const at = layers.indexOf(layer);
      if (at >= 0) layers.splice(at, 1);
      if (layers.length === 0) document.removeEventListener('keydown', onKeyDown);
      if (latest.current.restoreFocus === false) return;
      // Focus that already moved somewhere else on purpose (another field) is left alone.
      const now = document.activeElement;
      const lost = now === null || now === document.body || !now.isConnected || (container?.contains(now) ?? false);
      if (lost) restoreTarget(opener)?.focus();
    };
  }, [active, ref]);
}
