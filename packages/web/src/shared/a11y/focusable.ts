const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements of `container` that Tab reaches, in document order: focusable, not taken out of
 * the order with tabindex="-1", and not inside something hidden or inert.
 */
export function tabbableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.tabIndex < 0) return false;
    if (el.closest('[hidden], [inert]')) return false;
    const style = el.ownerDocument.defaultView?.getComputedStyle(el);
    return !style || (style.display !== 'none' && style.visibility !== 'hidden');
  });
}
